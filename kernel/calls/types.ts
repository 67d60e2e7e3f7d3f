import type { AirlockError } from '../errors/AirlockError'

/** One call of a batch, as the integrator gives it (SPEC §5 call batches: `to`, and `data`, start with 0x). */
export interface BatchCall {
  readonly to: string
  readonly data?: string
  /** Smallest units: a decimal string, a number or a bigint. */
  readonly value?: string | number | bigint
}

export interface SendCallsRequest {
  readonly calls: ReadonlyArray<BatchCall>
  /** The wallet must run every call or none (EIP-5792 atomicRequired); default false. */
  readonly atomicRequired?: boolean
  /** A batch id of the app's choosing; the wallet picks one when absent. */
  readonly id?: string
  /** Capabilities the batch asks for (EIP-5792), passed to the wallet as given. */
  readonly capabilities?: Readonly<Record<string, unknown>>
}

export interface SentCalls {
  /** What wallet_getCallsStatus takes. */
  readonly id: string
  readonly capabilities?: Readonly<Record<string, unknown>>
}

/** A wallet's capabilities on one chain: `atomic` (decoded) and whatever else it reports. */
export interface ChainCapabilities {
  readonly atomic?: { readonly status: 'supported' | 'ready' | 'unsupported' }
  readonly [name: string]: unknown
}

/** Capabilities by EVM chain id (0 for what holds on every chain). */
export type WalletCapabilities = Readonly<Record<number, ChainCapabilities>>

export interface CallsReceipt {
  readonly transactionHash: string
  readonly status: 'success' | 'reverted' | undefined
  readonly blockNumber: bigint | undefined
}

/**
 * A batch's state (EIP-5792 codes: 1xx pending, 2xx confirmed, 4xx failed off chain, 5xx reverted,
 * 6xx partly reverted).
 */
export interface CallsStatus {
  readonly id: string
  readonly status: 'pending' | 'confirmed' | 'failed'
  readonly statusCode: number
  /** The calls ran all-or-nothing. */
  readonly atomic: boolean
  readonly chainId: number | undefined
  readonly receipts: ReadonlyArray<CallsReceipt>
}

/** What one request to the calls service ends with; `ticket` is the caller's, to find its own answer. */
export type CallsResult =
  | { readonly ticket: object; readonly kind: 'capabilities'; readonly capabilities: WalletCapabilities }
  | { readonly ticket: object; readonly kind: 'sent'; readonly sent: SentCalls }
  | { readonly ticket: object; readonly kind: 'status'; readonly status: CallsStatus }
  | { readonly ticket: object; readonly kind: 'failed'; readonly error: AirlockError }

/** The calls service keeps nothing between requests: every answer goes to the one who asked. */
export type CallsState = { readonly calls: 'idle' }
export const initialCallsState: CallsState = { calls: 'idle' }
