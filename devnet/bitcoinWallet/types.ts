import type { ApprovalMode } from '../wallet/approval'
import type { WalletStorage } from '../wallet/types'

export interface BitcoinWalletKey {
  readonly address: string
  /** Compressed public key (payment) or x-only internal key (ordinals), hex. */
  readonly publicKey: string
  readonly privateKey: string
}

/** The faces the wallet shows a page: the Wallet Standard, a Sats Connect provider, an injected window.unisat. */
export type BitcoinWalletInterface = 'standard' | 'satsConnect' | 'unisat'

export interface DevnetBitcoinWalletConfig {
  /** The ledger's Esplora REST base (UTXOs, fee estimates, broadcast). */
  readonly esploraUrl: string
  /** Dev accounts: BIP-84 payment and BIP-86 ordinals keys; the first is selected at start. */
  readonly accounts: ReadonlyArray<{ readonly payment: BitcoinWalletKey; readonly ordinals: BitcoinWalletKey }>
  readonly approval?: ApprovalMode
  readonly storage?: WalletStorage
}

export type Purpose = 'payment' | 'ordinals'

/** An address the wallet shares, as Sats Connect words it. */
export interface SharedAddress {
  readonly address: string
  readonly publicKey: string
  readonly purpose: Purpose
  readonly addressType: 'p2wpkh' | 'p2tr'
}

export interface BitcoinRequestLogEntry {
  readonly face: BitcoinWalletInterface
  readonly method: string
  readonly outcome: 'ok' | 'error'
  readonly code?: number
}
