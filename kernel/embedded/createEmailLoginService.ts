import { catchError, defer, exhaustMap, filter, map, merge, mergeMap, of, timer, type Observable, type SchedulerLike } from 'rxjs'
import { ConnectEmailPayload, decode, messageOf } from '../index'
import { alertCatalogue, shownMessages, thrownMessages, type AlertCode } from '../errors/messages'
import type { LoggerPort } from '../ports/logger'
import { createService, emit, handleOf, type Effect, type Emit, type ServiceHandle } from '../core/createService'
import type { Adapter, EmailLogin } from '../ports/adapter'
import type { ViewRequest } from '../modal/modalState'
import { initialEmailLoginState, type EmailLoginCommand, type EmailLoginState } from './initialState'

type Command =
  | EmailLoginCommand
  | { readonly type: 'rpcRefused'; readonly method: string }
  | { readonly type: 'modalClosed' }
  | { readonly type: 'sent' }
  | { readonly type: 'deviceMailed' }
  | { readonly type: 'verified' }
  | { readonly type: 'failed'; readonly error: string }

/** What the service says: a view to show or dismiss, or an error for the snackbar. */
type Output = ViewRequest | { readonly type: 'snackbarError'; readonly message: string }
type Out = Command | Emit<Output>

/** SPEC §4/§8: the UI error for a method that is not allowed shows 300 ms after the refusal. */
export const RPC_NOT_ALLOWED_UI_DELAY_MS = 300

function reduce(state: EmailLoginState, command: Command): EmailLoginState {
  switch (command.type) {
    case 'start':
      return { step: 'sending', email: command.email.trim(), error: undefined }
    case 'sent':
      return { ...state, step: 'code', error: undefined }
    case 'deviceMailed':
      return { ...state, step: 'device', error: undefined }
    case 'verify':
      return { ...state, step: 'verifying', error: undefined }
    case 'verified':
      return { ...state, step: 'idle', error: undefined }
    case 'failed':
      return { ...state, step: state.step === 'verifying' ? 'code' : 'idle', error: command.error }
    case 'reset':
      return initialEmailLoginState
    case 'rpcRefused':
    case 'modalClosed':
      return state
  }
}

export interface EmailLoginService extends ServiceHandle<EmailLoginState> {
  /** The views the embedded wallet asks for: the code, the connecting view, ApproveTransaction. */
  readonly viewRequests$: Observable<ViewRequest>
  /** SPEC §8 'Action not allowed', 300 ms after a refused method. */
  readonly snackbarErrors$: Observable<string>
  readonly dispatch: (command: EmailLoginCommand) => void
}

/**
 * The embedded wallet's side of the modal, loaded with its first use (the email form's first command,
 * or the frame's first approval request): SPEC §4 email connect (VERIFY_OTP) then the code, through
 * the adapter that offers email login; and ApproveTransaction while the frame shows its approval UI.
 */
export interface EmailLoginDeps {
  readonly scheduler: SchedulerLike
  readonly logger: LoggerPort
  /** The modal closed (SPEC §4: closing rejects pending embedded-wallet requests). */
  readonly modalClosed$: Observable<unknown>
  /** SPEC §8: raises the alert a frame failure names (the frame refused this page, did not load, timed out). */
  readonly raiseAlert?: (code: AlertCode) => void
}

/** The SPEC §8 alert an adapter's error names in its `alert` field, when it is one. */
export function alertOf(error: unknown): AlertCode | undefined {
  const alert: unknown = typeof error === 'object' && error !== null ? (error as { alert?: unknown }).alert : undefined
  return typeof alert === 'string' && Object.hasOwn(alertCatalogue, alert) ? (alert as AlertCode) : undefined
}

export function createEmailLoginService(adapters: ReadonlyArray<Adapter>, deps: EmailLoginDeps): EmailLoginService {
  const login: EmailLogin | undefined = adapters.find((a) => a.emailLogin)?.emailLogin
  const fail = (error: unknown) => {
    const alert = alertOf(error)
    if (alert !== undefined) deps.raiseAlert?.(alert)
    return of<Out[]>({ type: 'failed', error: messageOf(error) })
  }
  // No adapter offers email login: the Connect view does not offer it either, so this is a misuse.
  const missing = () => fail(undefined)
  const rejectPending = () => {
    for (const adapter of adapters) adapter.rejectPendingRequests?.()
  }
  /**
   * SPEC §4/§6: a method that is not allowed opens the modal, logs an error, rejects the pending
   * unsafe requests (safe ones keep running) and shows 'Action not allowed' 300 ms later.
   */
  const refused: Effect<EmailLoginState, Command, Output> = (command$) =>
    command$.pipe(
      filter((c): c is Extract<Command, { type: 'rpcRefused' }> => c.type === 'rpcRefused'),
      mergeMap((command) => {
        deps.logger.error(thrownMessages.rpcNotAllowed, { method: command.method })
        rejectPending()
        // Opened again with the message: the rejected request's ApproveTransaction may have closed it meanwhile.
        return merge(
          of(emit<Output>({ type: 'open' })),
          timer(RPC_NOT_ALLOWED_UI_DELAY_MS, deps.scheduler).pipe(
            mergeMap(() => [emit<Output>({ type: 'open' }), emit<Output>({ type: 'snackbarError', message: shownMessages.actionNotAllowed })]),
          ),
        )
      }),
    )
  const closed: Effect<EmailLoginState, Command, Output> = (command$) =>
    command$.pipe(
      filter((c) => c.type === 'modalClosed'),
      mergeMap(() => {
        rejectPending()
        return []
      }),
    )
  const start: Effect<EmailLoginState, Command, Output> = (command$) =>
    command$.pipe(
      filter((c): c is Extract<Command, { type: 'start' }> => c.type === 'start'),
      exhaustMap((command) => {
        const email = command.email.trim()
        const checked = decode(ConnectEmailPayload, { email }, 'email')
        if (!checked.ok) return fail(checked.error)
        if (!login) return missing()
        return defer(() => login.start(email)).pipe(
          exhaustMap((answer) => {
            const code = of<Out[]>({ type: 'sent' }, emit<Output>({ type: 'show', view: 'EmailVerifyOtp' }))
            if (answer.action !== 'VERIFY_DEVICE') return code
            // SPEC §4 VERIFY_DEVICE: wait on the mailed approval, then the code it lets through.
            return merge(
              of<Out[]>({ type: 'deviceMailed' }, emit<Output>({ type: 'show', view: 'EmailVerifyDevice' })),
              defer(() => login.connectDevice()).pipe(exhaustMap(() => code)),
            )
          }),
          catchError(fail),
        )
      }),
    )
  const verify: Effect<EmailLoginState, Command, Output> = (command$) =>
    command$.pipe(
      filter((c): c is Extract<Command, { type: 'verify' }> => c.type === 'verify'),
      exhaustMap((command) => {
        const otp = command.otp.trim()
        if (!login) return missing()
        // A right code connects the embedded connector through the usual connecting view.
        const connecting: ViewRequest = { type: 'show', view: 'ConnectingExternal', data: { connectorId: login.connectorId, namespace: 'eip155' } }
        return defer(() => login.verify(otp)).pipe(
          exhaustMap(() => of<Out[]>({ type: 'verified' }, emit<Output>(connecting))),
          catchError(fail),
        )
      }),
    )
  const service = createService<EmailLoginState, Command, Output>({
    initial: initialEmailLoginState,
    reduce,
    effects: [start, verify, refused, closed],
    inputs: [
      merge(...adapters.flatMap((a) => (a.rpcRefused$ ? [a.rpcRefused$] : []))).pipe(map((method): Command => ({ type: 'rpcRefused', method }))),
      deps.modalClosed$.pipe(map((): Command => ({ type: 'modalClosed' }))),
    ],
  })
  const approvals$ = merge(...adapters.flatMap((a) => (a.approval$ ? [a.approval$] : []))).pipe(
    map((shown): ViewRequest => ({ type: shown ? 'show' : 'dismiss', view: 'ApproveTransaction' })),
  )
  return {
    ...handleOf(service),
    viewRequests$: merge(service.output$.pipe(filter((o): o is ViewRequest => o.type !== 'snackbarError')), approvals$),
    snackbarErrors$: service.output$.pipe(mergeMap((o) => (o.type === 'snackbarError' ? [o.message] : []))),
    dispatch: (command) => service.dispatch(command),
  }
}
