/** How an unsafe embedded-wallet request ended (its frame answer). */
export type RpcOutcome = 'success' | 'error'

/** What the modal shows when an unsafe request settles. */
export interface RpcLandingFacts {
  /** `modal.state$` open. */
  readonly open: boolean
  /** `router.state$` transactionStack is empty. */
  readonly transactionStackEmpty: boolean
}

/** Where the person lands; the lead maps each kind to one modal or router command. */
export type RpcLanding =
  /** The modal is closed: nothing to move. */
  | { readonly kind: 'none' }
  /** `modal.close({ force: true })`: force lifts the ApproveTransaction block (DESIGN §10). */
  | { readonly kind: 'close' }
  /** `router.popTransaction(outcome)`: the flow that pushed the transaction decides where it lands. */
  | { readonly kind: 'popTransaction'; readonly outcome: RpcOutcome }

/**
 * SPEC §4 embedded wallet RPC: on error the modal closes or the stack pops; on success of a non-safe
 * request the view is popped or closed. Closing when no transaction is pending (the request came
 * from the dapp), popping when a flow of ours (send, swap...) pushed one.
 */
export function rpcLanding(outcome: RpcOutcome, facts: RpcLandingFacts): RpcLanding {
  if (!facts.open) return { kind: 'none' }
  if (facts.transactionStackEmpty) return { kind: 'close' }
  return { kind: 'popTransaction', outcome }
}
