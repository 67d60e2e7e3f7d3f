import {
  Subject,
  catchError,
  of,
  defer,
  filter,
  map,
  merge,
  mergeMap,
  race,
  take,
  tap,
  throwError,
  timer,
  withLatestFrom,
  type Observable,
  type SchedulerLike,
} from 'rxjs'
import { AirlockError } from '../errors/AirlockError'
import { shownMessages, thrownMessages } from '../errors/messages'
import type { LoggerPort } from '../ports/logger'
import type { FrameClient } from './createFrameClient'
import { RPC_NOT_ALLOWED_UI_DELAY_MS } from './constants'
import { decodeRequestPayload, type FramePayloadInput } from './protocol'
import { classifyRpcMethod } from './rpcMethods'
import { rpcLanding, type RpcLanding, type RpcLandingFacts, type RpcOutcome } from './rpcLanding'

/** An EIP-1193-style call for the embedded wallet (method, params; optionally the chain to run on). */
export type EmbeddedRpcCall = FramePayloadInput<'RPC_REQUEST'>

export interface EmbeddedRpcDeps {
  readonly client: Pick<FrameClient, 'request'>
  readonly scheduler: SchedulerLike
  readonly logger: LoggerPort
}

export interface EmbeddedRpcInputs {
  /**
   * `modal.closed$`. SPEC §4: closing with an empty transaction stack rejects pending embedded-wallet
   * requests.
   */
  readonly modalClosed$: Observable<{ readonly transactionStackEmpty: boolean }>
  /** The latest modal open flag and transaction-stack emptiness, read when an unsafe request settles. */
  readonly view$: Observable<RpcLandingFacts>
}

export interface EmbeddedRpc {
  /**
   * One wallet call through the frame (SPEC §4 "Embedded wallet RPC", §6). Cold. Not permitted: fails
   * with 'Requested RPC call is not allowed' at once (and the modal opens, an error is logged, the UI
   * error follows after 300 ms, pending requests are rejected). Unsafe: asks for ApproveTransaction,
   * then waits for the frame's answer; rejected pending requests fail with 'Request was aborted'.
   * Safe: passed through, never aborted.
   */
  readonly request: (call: EmbeddedRpcCall) => Observable<unknown>
  /** Reject pending requests now: unsafe ones are aborted, safe ones keep running (SPEC §6). */
  readonly rejectPending: () => void
  /** A disallowed method: open the modal (`modal.open()`). */
  readonly openModal$: Observable<void>
  /** An unsafe request: show ApproveTransaction (`modal.open({ view: 'ApproveTransaction' })`). */
  readonly showApprove$: Observable<void>
  /** 'Action not allowed', 300 ms after a disallowed request (`snackbar.showError`). */
  readonly uiError$: Observable<string>
  /** Where to land when an unsafe request settles; never 'none'. */
  readonly landing$: Observable<Exclude<RpcLanding, { kind: 'none' }>>
  /** An unsafe request succeeded: refresh the balance (SPEC §4). */
  readonly balanceRefresh$: Observable<void>
}

type Settled =
  | { readonly kind: 'answer'; readonly value: unknown }
  | { readonly kind: 'failed'; readonly error: unknown }
  | { readonly kind: 'aborted' }

export function createEmbeddedRpc(deps: EmbeddedRpcDeps, inputs: EmbeddedRpcInputs): EmbeddedRpc {
  const { client, scheduler, logger } = deps
  const refused = new Subject<string>()
  const approvals = new Subject<void>()
  const settlements = new Subject<RpcOutcome>()
  const rejectNow = new Subject<void>()

  // SPEC §4 / §6: a disallowed method, an explicit rejection, or closing with no pending transaction.
  const rejections$: Observable<unknown> = merge(
    refused,
    rejectNow,
    inputs.modalClosed$.pipe(filter((closed) => closed.transactionStackEmpty)),
  )

  const aborted$ = rejections$.pipe(
    take(1),
    map((): Settled => ({ kind: 'aborted' })),
  )

  const request = (call: EmbeddedRpcCall): Observable<unknown> =>
    defer(() => {
      // Adapters hand on whatever the dapp passed: check the shape before classifying.
      const decoded = decodeRequestPayload('RPC_REQUEST', call)
      if (!decoded.ok) return throwError(() => decoded.error)
      const { method } = decoded.value
      switch (classifyRpcMethod(method)) {
        case 'notAllowed':
          logger.error(thrownMessages.rpcNotAllowed, { method })
          refused.next(method)
          return throwError(() => new AirlockError(thrownMessages.rpcNotAllowed, { category: 'wallet', details: method }))
        case 'safe':
          return client.request('RPC_REQUEST', call)
        case 'unsafe': {
          approvals.next()
          const answered$ = client.request('RPC_REQUEST', call).pipe(
            map((value): Settled => ({ kind: 'answer', value })),
            catchError((error: unknown) => of<Settled>({ kind: 'failed', error })),
          )
          // Whichever comes first: the frame's answer, or a rejection of pending requests. The outcome
          // is announced only after race dropped the loser, since landing may close the modal and that
          // close rejects pending requests.
          return race(answered$, aborted$).pipe(
            tap((settled) => {
              if (settled.kind !== 'aborted') settlements.next(settled.kind === 'answer' ? 'success' : 'error')
            }),
            mergeMap((settled) => {
              switch (settled.kind) {
                case 'answer':
                  return of(settled.value)
                case 'failed':
                  return throwError(() => settled.error)
                case 'aborted':
                  return throwError(() => new AirlockError(thrownMessages.requestAborted, { category: 'user' }))
              }
            }),
          )
        }
      }
    })

  return {
    request,
    rejectPending: () => rejectNow.next(),
    openModal$: refused.pipe(map((): void => undefined)),
    showApprove$: approvals.asObservable(),
    uiError$: refused.pipe(
      mergeMap(() => timer(RPC_NOT_ALLOWED_UI_DELAY_MS, scheduler).pipe(map(() => shownMessages.actionNotAllowed))),
    ),
    landing$: settlements.pipe(
      withLatestFrom(inputs.view$),
      map(([outcome, facts]) => rpcLanding(outcome, facts)),
      filter((landing): landing is Exclude<RpcLanding, { kind: 'none' }> => landing.kind !== 'none'),
    ),
    balanceRefresh$: settlements.pipe(
      filter((outcome) => outcome === 'success'),
      map((): void => undefined),
    ),
  }
}
