import { hexToBytes } from '@noble/hashes/utils'
import type { ApprovalDesk } from '../wallet/approval'
import { ProviderRpcError, walletErrorCodes } from '../wallet/errors'
import { balanceOf, broadcast, buildPayment, signMessage, signPsbt } from './signing'
import type { BitcoinRequestLogEntry, BitcoinWalletInterface, BitcoinWalletKey, DevnetBitcoinWalletConfig, Purpose, SharedAddress } from './types'

const STORAGE_KEY = 'devnet-bitcoin-wallet'
const formatBtc = (sats: bigint) => `${sats / 100_000_000n}.${(sats % 100_000_000n).toString().padStart(8, '0')} BTC`

/**
 * The Devnet Bitcoin Wallet's state and actions, whatever face a page talks to: the site's
 * permission, the selected dev account, its two addresses (payment P2WPKH, ordinals P2TR), and every
 * request that needs consent sent through the approval desk first.
 */
export interface BitcoinWalletCore {
  readonly addresses: (index?: number) => ReadonlyArray<SharedAddress>
  isConnected(): boolean
  selectedIndex(): number
  /** Ask for the site's permission (no prompt once given); answers the shared addresses. */
  connect(face: BitcoinWalletInterface, purposes: ReadonlyArray<Purpose>): Promise<ReadonlyArray<SharedAddress>>
  /** The shared addresses when the site holds permission, else none; never prompts. */
  connected(purposes?: ReadonlyArray<Purpose>): ReadonlyArray<SharedAddress>
  disconnect(face: BitcoinWalletInterface): Promise<void>
  signMessage(face: BitcoinWalletInterface, address: string, message: string, protocol: 'BIP322' | 'ECDSA'): Promise<string>
  /** Signs the PSBT inputs listed per address; broadcasts when asked. Answers the PSBT and, when sent, the txid. */
  signPsbt(
    face: BitcoinWalletInterface,
    psbt: Uint8Array,
    inputs: Readonly<Record<string, ReadonlyArray<number>>>,
    broadcast: boolean,
  ): Promise<{ psbt: Uint8Array; txid?: string }>
  sendTransfer(face: BitcoinWalletInterface, recipients: ReadonlyArray<{ address: string; amount: bigint }>, feeRate?: number): Promise<string>
  balance(): Promise<{ confirmed: number; unconfirmed: number; total: number }>
  /** The person picks another account in the wallet: listeners hear the new addresses. */
  switchAccount(index: number): void
  /** The person revokes the site's permission in the wallet. */
  revoke(): void
  onChange(listener: () => void): () => void
  log(): ReadonlyArray<BitcoinRequestLogEntry>
  clearLog(): void
}

export function createBitcoinWalletCore(config: DevnetBitcoinWalletConfig, desk: ApprovalDesk): BitcoinWalletCore {
  if (config.accounts.length === 0) throw new Error('The Devnet Bitcoin Wallet needs at least one account')
  const { storage } = config
  const saved = (() => {
    try {
      return JSON.parse(storage?.getItem(STORAGE_KEY) ?? '{}') as { connected?: boolean; selected?: number }
    } catch {
      return {}
    }
  })()
  let connected = saved.connected === true
  let selected = Number.isInteger(saved.selected) && config.accounts[saved.selected ?? 0] ? (saved.selected as number) : 0
  const persist = () => storage?.setItem(STORAGE_KEY, JSON.stringify({ connected, selected }))
  const listeners = new Set<() => void>()
  const changed = () => {
    for (const listener of [...listeners]) listener()
  }
  let entries: BitcoinRequestLogEntry[] = []

  const addresses = (index = selected): SharedAddress[] => {
    const account = config.accounts[index]
    if (!account) return []
    return [
      { address: account.payment.address, publicKey: account.payment.publicKey, purpose: 'payment', addressType: 'p2wpkh' },
      { address: account.ordinals.address, publicKey: account.ordinals.publicKey, purpose: 'ordinals', addressType: 'p2tr' },
    ]
  }
  const keyOf = (address: string): { key: BitcoinWalletKey; purpose: Purpose } => {
    const account = config.accounts[selected]
    if (!connected || !account) throw new ProviderRpcError(walletErrorCodes.unauthorized, 'The site is not connected')
    if (account.payment.address === address) return { key: account.payment, purpose: 'payment' }
    if (account.ordinals.address === address) return { key: account.ordinals, purpose: 'ordinals' }
    throw new ProviderRpcError(walletErrorCodes.unauthorized, `The site is not connected to ${address}`)
  }
  const payment = () => keyOf(config.accounts[selected]?.payment.address ?? '').key

  const handle = async <T>(face: BitcoinWalletInterface, method: string, consent: { summary: string; details: string } | undefined, run: () => Promise<T>): Promise<T> => {
    try {
      if (consent) await desk.ask({ method, params: undefined, ...consent })
      const result = await run()
      entries.push({ face, method, outcome: 'ok' })
      return result
    } catch (error) {
      const code = (error as { code?: unknown }).code
      entries.push({ face, method, outcome: 'error', ...(typeof code === 'number' ? { code } : {}) })
      throw error
    }
  }
  const only = (purposes: ReadonlyArray<Purpose> | undefined) => addresses().filter((a) => !purposes || purposes.length === 0 || purposes.includes(a.purpose))

  return {
    addresses,
    isConnected: () => connected,
    selectedIndex: () => selected,
    connect: (face, purposes) =>
      handle(face, 'connect', connected ? undefined : { summary: 'Connect to this site', details: only(purposes).map((a) => `${a.purpose}: ${a.address}`).join('\n') }, async () => {
        if (!connected) {
          connected = true
          persist()
          changed()
        }
        return only(purposes)
      }),
    connected: (purposes) => (connected ? only(purposes) : []),
    disconnect: (face) =>
      handle(face, 'disconnect', undefined, async () => {
        connected = false
        persist()
      }),
    signMessage: (face, address, message, protocol) =>
      handle(face, 'signMessage', { summary: 'Sign a message', details: message }, async () => {
        const { key, purpose } = keyOf(address)
        if (protocol === 'ECDSA' && purpose === 'ordinals') throw new ProviderRpcError(walletErrorCodes.invalidParams, 'ECDSA message signatures are for the payment address')
        return signMessage(key, purpose, message, protocol)
      }),
    signPsbt: (face, psbt, inputs, send) =>
      handle(
        face,
        'signPsbt',
        {
          summary: send ? 'Sign and send a transaction' : 'Sign a transaction',
          details: Object.entries(inputs).map(([address, indexes]) => `${address}: input${indexes.length === 1 ? '' : 's'} ${indexes.join(', ')}`).join('\n'),
        },
        async () => {
          let current = psbt
          let tx: ReturnType<typeof signPsbt> | undefined
          for (const [address, indexes] of Object.entries(inputs)) {
            const { key, purpose } = keyOf(address)
            tx = signPsbt(current, key, purpose, indexes, send)
            current = tx.toPSBT()
          }
          if (!tx) throw new ProviderRpcError(walletErrorCodes.invalidParams, 'No inputs to sign')
          if (!send) return { psbt: current }
          return { psbt: current, txid: await broadcast(config.esploraUrl, tx.hex) }
        },
      ),
    sendTransfer: (face, recipients, feeRate) =>
      handle(
        face,
        'sendTransfer',
        { summary: 'Send bitcoin', details: recipients.map((r) => `${formatBtc(r.amount)} to ${r.address}`).join('\n') },
        async () => {
          const tx = await buildPayment(config.esploraUrl, payment(), recipients, feeRate).catch((error: unknown) => {
            throw new ProviderRpcError(walletErrorCodes.internal, error instanceof Error ? error.message : String(error))
          })
          return broadcast(config.esploraUrl, tx.hex).catch((error: unknown) => {
            throw new ProviderRpcError(walletErrorCodes.internal, error instanceof Error ? error.message : String(error))
          })
        },
      ),
    balance: () => balanceOf(config.esploraUrl, payment().address),
    switchAccount(index) {
      if (!config.accounts[index]) throw new Error(`No Bitcoin dev account #${index}`)
      selected = index
      persist()
      if (connected) changed()
    },
    revoke() {
      connected = false
      persist()
      changed()
    },
    onChange(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    log: () => entries,
    clearLog: () => {
      entries = []
    },
  }
}

export const publicKeyBytes = (hex: string): Uint8Array => hexToBytes(hex)
