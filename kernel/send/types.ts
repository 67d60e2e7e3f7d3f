import type { Observable, SchedulerLike } from 'rxjs'
import type { CaipNetworkId, ChainNamespace } from '../codec/primitives'
import type { Network } from '../codec/network'
import type { TokenBalance } from '../codec/token'
import type { AirlockError } from '../errors/AirlockError'
import type { TrackEventName } from '../errors/messages'
import type { TransactionRequest } from '../ports/adapter'
import type { LoggerPort } from '../ports/logger'
import type { TransactionAction } from '../router/routerState'
import type { ResolvedName } from '../identity/names'

/** The account a send goes from: the active namespace, network and connected address (chain service). */
export interface SendContext {
  readonly namespace: ChainNamespace | undefined
  readonly network: Network | undefined
  /** The connected account's plain address (not CAIP-10); undefined when not connected. */
  readonly address: string | undefined
  /** The active namespace's account type is smartAccount (SPEC §4 send initiated property). */
  readonly isSmartAccount: boolean
  /** The bitcoinSend feature flag: bip122 sends are offered. */
  readonly bitcoinSend?: boolean
}

/** What the send form mirrors from the balance service (SPEC §3 tokenBalances, lastRetry). */
export interface SendBalances {
  readonly tokenBalances: ReadonlyArray<TokenBalance>
  readonly lastRetry: number | undefined
}

/**
 * SPEC §3 send-token state, plus the inline validation of the form and the account it sends from.
 * Every key is always present, so snapshots compare simply. `sendTokenAmount` is the amount as typed
 * (a decimal string, not a number): it is converted to the token's smallest unit exactly, and a JS
 * number would round 18-decimal amounts.
 */
export interface SendState {
  readonly token: TokenBalance | undefined
  readonly sendTokenAmount: string | undefined
  readonly receiverAddress: string | undefined
  readonly receiverProfileImageUrl: string | undefined
  readonly receiverProfileName: string | undefined
  /** SPEC §9: numeric quantity × price of the active network's native token, '0' if absent. */
  readonly networkBalanceInUSD: string
  /** Set from send() until its outcome: only a send in flight holds it. */
  readonly loading: boolean
  readonly tokenBalances: ReadonlyArray<TokenBalance>
  readonly lastRetry: number | undefined
  /**
   * Inline: the receiver is not an address of the active chain family ('Invalid receiver address'),
   * or its EIP-55 capitals do not match its checksum (a likely typo).
   */
  readonly receiverError: string | undefined
  /** A mixed-case EVM receiver whose checksum is being checked; Send waits for the verdict. */
  readonly receiverChecking: boolean
  /** The last EIP-55 verdict, for the receiver it was given for. */
  readonly receiverChecksum: { readonly address: string; readonly valid: boolean } | undefined
  /** Inline: the amount does not parse ('Invalid amount') or is above the token balance ('Insufficient balance'). */
  readonly amountError: string | undefined
  readonly context: SendContext
  /** The receiver as typed: an address, or a name (eip155) whose address `receiverAddress` then holds. */
  readonly receiverQuery: string | undefined
  /** The SPEC §7 profile lookup of a receiver typed as a name, and where it stands. */
  readonly receiverLookup: ReceiverLookup | undefined
  /** The last send the wallet accepted, for its confirmation (kept after the form clears). */
  readonly lastSent: SentTransaction | undefined
}

/**
 * Where a sent transaction stands: waiting for its receipt, mined (confirmed or reverted), or no
 * receipt within the wait ('unconfirmed'); 'submitted' where no receipt is asked for (Solana).
 */
export type SentStatus = 'pending' | 'confirmed' | 'reverted' | 'unconfirmed' | 'submitted'

/** A send the wallet accepted: what went where, its hash, and the explorer page of the transaction. */
export interface SentTransaction {
  readonly hash: string
  readonly namespace: ChainNamespace
  readonly caipNetworkId: CaipNetworkId
  /** The network's default block explorer page for the hash, when the network names one. */
  readonly explorerUrl: string | undefined
  /** As typed, in whole units. */
  readonly amount: string
  readonly symbol: string
  readonly receiver: string
  /** The name the receiver was found by. */
  readonly receiverName: string | undefined
  readonly status: SentStatus
}

export interface ReceiverLookup {
  readonly name: string
  readonly status: 'resolving' | 'found' | 'notFound' | 'failed'
}

export interface ReceiverProfile {
  readonly name?: string | undefined
  readonly imageUrl?: string | undefined
}

/** What a send() came to, for a Promise API: the transaction hash or the failure. */
export type SendResult = { readonly hash: string } | { readonly error: AirlockError }

/** The SPEC §4 send track events, shaped as connection's TrackEvent (modal.events$). */
export interface SendTrackEvent {
  readonly type: 'track'
  readonly event: Extract<TrackEventName, 'SEND_INITIATED' | 'SEND_SUCCESS'>
  readonly properties: {
    readonly isSmartAccount: boolean
    /** The token's address, else its symbol (a native coin). */
    readonly token: string
    readonly amount: string
    /** CAIP-2 id of the network sent on. */
    readonly network: string
  }
}

/** The router commands a send needs (the router service's own functions). */
export interface SendRouter {
  /** SPEC §4: pushed before the wallet is asked; says where the person lands on success. */
  pushTransaction(action: TransactionAction): void
  /** Lands where the pushed action says (no view: close; Account with no back navigation). */
  popTransaction(outcome: 'success'): void
  /**
   * Forgets the pushed action without navigating: after a failed send the person stays on the send
   * form, with its values, to read the error and retry. A no-op on an empty stack. Optional so the
   * router service itself can be passed; without it a failed send's action stays on the stack.
   */
  dropTransaction?(): void
}

export interface SendServiceDeps {
  /** A raw request to the namespace's connected wallet (Max reads eth_gasPrice); the caller decodes. */
  readonly walletRequest: (namespace: ChainNamespace, args: { readonly method: string; readonly params?: unknown }) => Observable<unknown>
  /** The namespace's connected wallet asked to send (the connection service routes it). */
  readonly sendTransaction: (namespace: ChainNamespace, request: TransactionRequest) => Observable<unknown>
  readonly router: SendRouter
  /** SPEC §4: after a successful send the balance for that chain is refreshed (once it is mined, on EVM). */
  readonly refreshBalance: () => void
  /** SPEC §7 profile call: the address a name holds on a network (undefined: no such name). */
  readonly resolveName?: (name: string, caipNetworkId: CaipNetworkId) => Observable<ResolvedName | undefined>
  /** The clock the receipt of an EVM send is polled on. */
  readonly scheduler?: SchedulerLike
  readonly logger?: LoggerPort
}

export interface SendServiceInputs {
  readonly context$: Observable<SendContext>
  readonly balances$: Observable<SendBalances>
  /** SPEC §4: switching namespace and disconnecting reset the send form. */
  readonly reset$?: Observable<void>
}
