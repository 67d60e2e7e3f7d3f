import { parseUnits, type Address, type Hex } from 'viem'
import type { DevnetChain } from '../context'
import type { DevAccount } from '../accounts'
import type { OnrampProviderId } from './catalogue'

export interface OnrampSession {
  readonly id: string
  readonly provider: OnrampProviderId
  readonly address: Address
  readonly chainId: number
  readonly asset: 'DUSD' | 'DVT'
  readonly fiatAmount: string
  readonly fiatCurrency: string
  readonly cryptoAmount: string
  /** Set once the purchase is delivered. */
  hash?: Hex
}

/**
 * A payment by card (the modal's pay): the card provider takes the card and pays the recipient from
 * the treasury, in the network's coin or a devnet token, on the devnet chain the payment names.
 */
export interface PaySession {
  readonly id: string
  readonly provider: OnrampProviderId
  /** The card provider's chain name (SPEC §9 list, fallback ethereum) as the modal sent it. */
  readonly chain: string
  readonly chainId: number
  readonly recipient: Address
  /** 'native', or the token contract's address. */
  readonly asset: 'native' | Address
  readonly symbol: string
  /** Decimal amount in the asset's unit. */
  readonly amount: string
  /** Set once the payment is delivered. */
  hash?: Hex
}

export interface OnrampLedger {
  open(session: Omit<OnrampSession, 'id'>): OnrampSession
  get(id: string): OnrampSession | undefined
  /** Hashes of every delivered purchase (history's `onramp` filter). */
  deliveredHashes(): ReadonlySet<string>
  /** Sends the tokens from the treasury to the buyer; resolves with the transaction hash. */
  deliver(session: OnrampSession): Promise<Hex>
  openPayment(session: Omit<PaySession, 'id'>): PaySession
  getPayment(id: string): PaySession | undefined
  /** Pays the recipient from the treasury; resolves with the transaction hash. */
  deliverPayment(session: PaySession): Promise<Hex>
}

/**
 * The onramp treasury: a dev account (the last one) that is minted what it sells just before each
 * sale, so it never runs dry and the seed state of every other account stays as the fixtures say.
 */
export function createOnrampLedger(chains: ReadonlyArray<DevnetChain>, accounts: ReadonlyArray<DevAccount>): OnrampLedger {
  const sessions = new Map<string, OnrampSession>()
  const delivered = new Set<string>()
  let next = 1
  const treasury = accounts[accounts.length - 1]
  const minter = accounts[0]
  if (!treasury || !minter) throw new Error('The onramp treasury needs dev accounts')
  // One delivery at a time per devnet: the treasury's nonces stay in order.
  let queue: Promise<unknown> = Promise.resolve()
  const inTurn = (run: () => Promise<Hex>): Promise<Hex> => {
    const result = queue.then(run, run)
    queue = result.catch(() => undefined)
    return result
  }
  /** Sends `amount` of the coin or of a devnet token (minted to the treasury first) to `to`. */
  const fromTreasury = async (chainId: number, asset: 'native' | Address, to: Address, amountText: string): Promise<Hex> => {
    const chain = chains.find((c) => c.chainId === chainId)
    if (!chain) throw new Error(`No devnet chain ${chainId}`)
    if (asset === 'native') {
      const hash = await chain.walletClient.sendTransaction({ account: treasury.address, to, value: parseUnits(amountText, 18), chain: chain.viemChain })
      await chain.publicClient.waitForTransactionReceipt({ hash })
      return hash
    }
    const token = Object.values(chain.contracts.fungibles).find((f) => f.address.toLowerCase() === asset.toLowerCase())
    if (!token) throw new Error(`No devnet token ${asset} on chain ${chainId}`)
    const amount = parseUnits(amountText, token.decimals)
    const write = async (functionName: 'mint' | 'transfer', args: readonly [Address, bigint], from: Address): Promise<Hex> => {
      const hash = await chain.walletClient.writeContract({ address: token.address, abi: token.abi, functionName, args: [...args], account: from, chain: chain.viemChain })
      await chain.publicClient.waitForTransactionReceipt({ hash })
      return hash
    }
    await write('mint', [treasury.address, amount], minter.address)
    return write('transfer', [to, amount], treasury.address)
  }
  const payments = new Map<string, PaySession>()
  return {
    open(session) {
      const id = `ramp-${next++}-${session.address.slice(2, 8).toLowerCase()}`
      const full: OnrampSession = { ...session, id }
      sessions.set(id, full)
      return full
    },
    get: (id) => sessions.get(id),
    deliveredHashes: () => delivered,
    deliver(session) {
      return inTurn(async () => {
        if (session.hash) return session.hash
        const chain = chains.find((c) => c.chainId === session.chainId)
        const token = chain?.contracts.fungibles[session.asset === 'DUSD' ? 'stablecoin' : 'token']
        if (!token) throw new Error(`No devnet chain ${session.chainId}`)
        const hash = await fromTreasury(session.chainId, token.address, session.address, session.cryptoAmount)
        session.hash = hash
        delivered.add(hash.toLowerCase())
        return hash
      })
    },
    openPayment(session) {
      const id = `pay-${next++}-${session.recipient.slice(2, 8).toLowerCase()}`
      const full: PaySession = { ...session, id }
      payments.set(id, full)
      return full
    },
    getPayment: (id) => payments.get(id),
    deliverPayment(session) {
      return inTurn(async () => {
        if (session.hash) return session.hash
        const hash = await fromTreasury(session.chainId, session.asset, session.recipient, session.amount)
        session.hash = hash
        return hash
      })
    },
  }
}
