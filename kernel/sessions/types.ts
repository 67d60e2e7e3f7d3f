import type { AirlockError } from '../errors/AirlockError'

/** One smart session (SPEC §7 sessions row): a spending limit the account granted a dapp's session account. */
export interface SmartSession {
  /** ERC-7715 permissionsContext: what revoke takes. */
  readonly pci: string
  /** CAIP-2 network id. */
  readonly chainId: string
  readonly id: string
  /** The session account allowed to spend. */
  readonly signer: string
  /** The ERC-20 token of the limit; null for the native coin. */
  readonly token: string | null
  readonly symbol: string
  readonly decimals: number
  /** Smallest units. */
  readonly limit: bigint
  readonly spent: bigint
  /** Seconds since the epoch. */
  readonly expiry: number
  readonly status: 'active' | 'revoked' | 'expired'
}

/** What `modal.sessions.grant` asks the wallet for (ERC-7715 wallet_grantPermissions). */
export interface GrantSessionRequest {
  /** The dapp's session account: it may send from the connected account within the limit. */
  readonly signer: string
  /** Seconds since the epoch. */
  readonly expiry: number
  /** The limit in smallest units: a decimal string, a number or a bigint. */
  readonly allowance: string | number | bigint
  /** An ERC-20 token's address; the native coin when absent. */
  readonly token?: string
  /** The token's ticker, passed to the wallet (ERC-7715 permission data). */
  readonly ticker?: string
}

export interface GrantedSession {
  /** ERC-7715 permissionsContext. */
  readonly permissionsContext: string
  readonly expiry: number
}

/** The sessions of the connected EVM account, for the Account view (feature flag smartSessions). */
export interface SessionsState {
  readonly status: 'idle' | 'loading' | 'ready' | 'failed'
  /** The account the list is for. */
  readonly address: string | undefined
  /** Newest first. */
  readonly sessions: ReadonlyArray<SmartSession>
  readonly error: string | undefined
  /** permissionsContexts of sessions whose revoke is under way. */
  readonly revoking: ReadonlyArray<string>
}

export const initialSessionsState: SessionsState = { status: 'idle', address: undefined, sessions: [], error: undefined, revoking: [] }

/** What one grant or revoke ends with; `ticket` is the caller's, to find its own answer. */
export type SessionsResult =
  | { readonly ticket: object; readonly kind: 'granted'; readonly granted: GrantedSession }
  | { readonly ticket: object; readonly kind: 'revoked'; readonly pci: string }
  | { readonly ticket: object; readonly kind: 'failed'; readonly error: AirlockError }
