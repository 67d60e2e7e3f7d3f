import type { ApprovalMode } from '../wallet/approval'
import type { WalletStorage } from '../wallet/types'

export interface SolanaWalletCluster {
  /** CAIP-2 id of the cluster (solana:{first 32 characters of the genesis hash}). */
  readonly caipNetworkId: string
  readonly rpcUrl: string
  /** PubSub WebSocket, where the wallet waits for its transactions to confirm. */
  readonly wsUrl: string
}

export interface DevnetSolanaWalletConfig {
  readonly cluster: SolanaWalletCluster
  /** Dev accounts: base58 address and 32-byte ed25519 secret key (hex); the first is selected at start. */
  readonly accounts: ReadonlyArray<{ readonly address: string; readonly secretKey: string }>
  readonly approval?: ApprovalMode
  /** Keeps the site's permission and the selected account across reloads. */
  readonly storage?: WalletStorage
}

export interface SolanaRequestLogEntry {
  readonly method: string
  readonly outcome: 'ok' | 'error'
  readonly code?: number
}
