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

export interface OnrampLedger {
  open(session: Omit<OnrampSession, 'id'>): OnrampSession
  get(id: string): OnrampSession | undefined
  /** Hashes of every delivered purchase (history's `onramp` filter). */
  deliveredHashes(): ReadonlySet<string>
  /** Sends the tokens from the treasury to the buyer; resolves with the transaction hash. */
  deliver(session: OnrampSession): Promise<Hex>
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
      const run = async (): Promise<Hex> => {
        if (session.hash) return session.hash
        const chain = chains.find((c) => c.chainId === session.chainId)
        if (!chain) throw new Error(`No devnet chain ${session.chainId}`)
        const token = chain.contracts.fungibles[session.asset === 'DUSD' ? 'stablecoin' : 'token']
        const amount = parseUnits(session.cryptoAmount, token.decimals)
        const write = async (functionName: 'mint' | 'transfer', args: readonly [Address, bigint], from: Address): Promise<Hex> => {
          const hash = await chain.walletClient.writeContract({ address: token.address, abi: token.abi, functionName, args: [...args], account: from, chain: chain.viemChain })
          await chain.publicClient.waitForTransactionReceipt({ hash })
          return hash
        }
        await write('mint', [treasury.address, amount], minter.address)
        const hash = await write('transfer', [session.address, amount], treasury.address)
        session.hash = hash
        delivered.add(hash.toLowerCase())
        return hash
      }
      const result = queue.then(run, run)
      queue = result.catch(() => undefined)
      return result
    },
  }
}
