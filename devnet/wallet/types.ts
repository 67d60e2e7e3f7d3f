import type { Hex } from 'viem'
import type { ApprovalMode } from './approval'
import type { FetchFn } from './rpc'

export interface WalletChain {
  readonly chainId: number
  readonly name: string
  readonly rpcUrl: string
  readonly nativeCurrency?: { readonly name: string; readonly symbol: string; readonly decimals: number }
  readonly blockExplorerUrl?: string
  /**
   * The batch executor the wallet's accounts delegate to (EIP-7702) for atomic EIP-5792 batches; without
   * one, wallet_sendCalls sends the calls one transaction after another and says atomic: unsupported.
   */
  readonly batchExecutor?: string
}

/** What the wallet remembers across page loads (like a real wallet's per-site permission). */
export interface WalletStorage {
  getItem(key: string): string | null
  setItem(key: string, value: string): void
  removeItem(key: string): void
}

export interface DevnetWalletConfig {
  /** The chains the wallet knows at start (wallet_addEthereumChain adds more). */
  readonly chains: ReadonlyArray<WalletChain>
  /** Dev account keys; the first is selected at start. */
  readonly privateKeys: ReadonlyArray<Hex>
  /** Chain selected at start (default: the first). */
  readonly chainId?: number
  /** Default 'prompt' in a page, 'approve' elsewhere. */
  readonly approval?: ApprovalMode
  /** Keeps the connection, account and chain across reloads. */
  readonly storage?: WalletStorage
  readonly fetch?: FetchFn
}

export interface RequestArguments {
  readonly method: string
  readonly params?: unknown
}

export interface RequestLogEntry {
  readonly method: string
  readonly params: unknown
  readonly outcome: 'ok' | 'error'
  readonly code?: number
}
