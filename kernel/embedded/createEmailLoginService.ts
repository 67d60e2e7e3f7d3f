import { EMPTY, catchError, concat, defer, exhaustMap, filter, ignoreElements, map, merge, mergeMap, of, subscribeOn, switchMap, take, timer, withLatestFrom, type Observable, type SchedulerLike } from 'rxjs'
import { decode, messageOf } from '../index'
import { ConnectEmailPayload } from '../codec/email'
import { alertCatalogue, type AlertCode } from '../errors/messages'
import { lazyAlertCatalogue, lazyAlertText } from '../errors/lazyAlerts'
import type { AlertText } from '../alerts/createAlertsService'
import type { LoggerPort } from '../ports/logger'
import { createService, emit, handleOf, type Effect, type Emit, type ServiceHandle } from '../core/createService'
import type { Adapter, EmailLogin, RedirectLogin } from '../ports/adapter'
import type { PlatformPort } from '../ports/platform'
import type { ViewRequest } from '../modal/modalState'
import { initialEmailLoginState, type EmailCommand, type EmailLoginState } from './initialState'
import { ResultUri, returnAddress, takeResultUri } from './resultUri'
import * as lazyShown from '../errors/lazyShownMessages'
import * as lazyThrown from '../errors/lazyThrownMessages'

type Command =
  | EmailCommand
  | { readonly type: 'rpcRefused'; readonly method: string }
  | { readonly type: 'modalClosed' }
  /** A code was mailed; another may go in `seconds` (SPEC §9 email cooldown). */
  | { readonly type: 'sent'; readonly seconds: number }
  | { readonly type: 'deviceMailed'; readonly seconds: number }
  | { readonly type: 'resent'; readonly seconds: number }
  | { readonly type: 'resendFailed'; readonly error: string; readonly seconds: number | undefined }
  | { readonly type: 'tick'; readonly left: number }
  | { readonly type: 'verified' }
  /** `seconds`: the wait the auth service named, when a new mail was refused for the cooldown. */
  | { readonly type: 'failed'; readonly error: string; readonly seconds?: number }
  /** The page came back from a redirect sign-in with this result_uri (still undecoded). */
  | { readonly type: 'returned'; readonly resultUri: unknown }

/** What the service says: a view to show or dismiss, or an error for the snackbar. */
type Output = ViewRequest | { readonly type: 'snackbarError'; readonly message: string }
type Out = Command | Emit<Output>

/** SPEC §9 email login cooldown: no new mail to an address within 30 s of the last. */
export const EMAIL_COOLDOWN_SECONDS = 30

/** The seconds an auth service's refusal says to wait (`retryAfterSeconds`), if it says. */
const retryAfterOf = (error: unknown): number | undefined => {
  const seconds: unknown = typeof error === 'object' && error !== null ? (error as { retryAfterSeconds?: unknown }).retryAfterSeconds : undefined
  return typeof seconds === 'number' && Number.isFinite(seconds) && seconds > 0 ? Math.ceil(seconds) : undefined
}

/** The cooldown a command starts (its seconds), ends (0), or leaves as it is (undefined). */
function cooldownOf(command: Command): number | undefined {
  switch (command.type) {
    case 'deviceMailed':
    case 'resent':
    case 'sent':
    case 'resendFailed':
    case 'failed':
      return command.seconds
    case 'start':
    case 'verified':
    case 'reset':
      return 0
    default:
      return undefined
  }
}

/** SPEC §4/§8: the UI error for a method that is not allowed shows 300 ms after the refusal. */
export const RPC_NOT_ALLOWED_UI_DELAY_MS = 300

function reduce(state: EmailLoginState, command: Command): EmailLoginState {
  switch (command.type) {
    case 'start':
      return { step: 'sending', email: command.email.trim(), error: undefined }
    case 'sent':
      return { step: 'code', email: state.email, error: undefined, resendIn: command.seconds }
    case 'deviceMailed':
      return { step: 'device', email: state.email, error: undefined, resendIn: command.seconds }
    case 'resendDevice':
      // Only on VERIFY_DEVICE, once the cooldown is over, and one at a time.
      return state.step === 'device' && (state.resendIn ?? 0) <= 0 && state.resend !== 'sending' ? { ...state, resend: 'sending', error: undefined } : state
    case 'resent':
      return { ...state, resend: 'sent', resendIn: command.seconds, error: undefined }
    case 'resendFailed': {
      const { resend: _, ...rest } = state
      return { ...rest, error: command.error, resendIn: command.seconds ?? state.resendIn }
    }
    case 'tick':
      return state.resendIn === undefined ? state : { ...state, resendIn: command.left }
    case 'verify':
      return { ...state, step: 'verifying', error: undefined }
    case 'verified':
      return { ...state, step: 'idle', error: undefined }
    case 'failed':
      return {
        ...state,
        step: state.step === 'verifying' ? 'code' : 'idle',
        error: command.error,
        ...(command.seconds === undefined ? {} : { resendIn: command.seconds }),
      }
    case 'reset':
      return initialEmailLoginState
    case 'returned':
      return { ...state, step: 'verifying', error: undefined }
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
  readonly dispatch: (command: EmailCommand) => void
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
  /**
   * The page's address and whether it is a Telegram mini-app (SPEC §2): there, sign-in leaves the page
   * and comes back with result_uri. Absent: sign-in stays in the modal.
   */
  readonly page?: Pick<PlatformPort, 'isTelegram' | 'href' | 'replaceHref'>
  /**
   * SPEC §8: raises the alert a frame failure names (the frame refused this page, did not load, timed
   * out), with its words when only this lazily loaded code knows them.
   */
  readonly raiseAlert?: (code: AlertCode, text: AlertText | undefined) => void
}

/** The SPEC §8 alert an adapter's error names in its `alert` field, when it is one. */
export function alertOf(error: unknown): AlertCode | undefined {
  const alert: unknown = typeof error === 'object' && error !== null ? (error as { alert?: unknown }).alert : undefined
  return typeof alert === 'string' && (Object.hasOwn(alertCatalogue, alert) || Object.hasOwn(lazyAlertCatalogue, alert)) ? (alert as AlertCode) : undefined
}

export function createEmailLoginService(adapters: ReadonlyArray<Adapter>, deps: EmailLoginDeps): EmailLoginService {
  const login: EmailLogin | undefined = adapters.find((a) => a.emailLogin)?.emailLogin
  const redirect: RedirectLogin | undefined = adapters.find((a) => a.redirectLogin)?.redirectLogin
  const { page } = deps
  const failed = (error: unknown, seconds: number | undefined) => {
    const alert = alertOf(error)
    if (alert !== undefined) deps.raiseAlert?.(alert, lazyAlertText(alert))
    return of<Out[]>({ type: 'failed', error: messageOf(error), ...(seconds === undefined ? {} : { seconds }) })
  }
  const fail = (error: unknown) => failed(error, undefined)
  /** A refused mail (SPEC §5 throttle): the error, and the wait the auth service named, to count down. */
  const failMail = (error: unknown) => failed(error, retryAfterOf(error))
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
        deps.logger.error(lazyThrown.rpcNotAllowed, { method: command.method })
        rejectPending()
        // Opened again with the message: the rejected request's ApproveTransaction may have closed it meanwhile.
        return merge(
          of(emit<Output>({ type: 'open' })),
          timer(RPC_NOT_ALLOWED_UI_DELAY_MS, deps.scheduler).pipe(
            mergeMap(() => [emit<Output>({ type: 'open' }), emit<Output>({ type: 'snackbarError', message: lazyShown.actionNotAllowed })]),
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
        // A Telegram mini-app cannot keep a sign-in in a window: the page goes to the sign-in page
        // (which mails the code and takes it) and comes back with result_uri. The step stays 'sending'
        // while the page leaves.
        if (page?.isTelegram && redirect)
          return defer(() => redirect.start({ method: 'email', email, returnTo: returnAddress(page.href()) })).pipe(ignoreElements(), catchError(fail))
        if (!login) return missing()
        return defer(() => login.start(email)).pipe(
          exhaustMap((answer) => {
            const code = (seconds: number) => of<Out[]>({ type: 'sent', seconds }, emit<Output>({ type: 'show', view: 'EmailVerifyOtp' }))
            if (answer.action !== 'VERIFY_DEVICE') return code(answer.resendAfterSeconds ?? EMAIL_COOLDOWN_SECONDS)
            // SPEC §4 VERIFY_DEVICE: wait on the mailed approval, then the code it lets through.
            return merge(
              of<Out[]>(
                { type: 'deviceMailed', seconds: answer.resendAfterSeconds ?? EMAIL_COOLDOWN_SECONDS },
                emit<Output>({ type: 'show', view: 'EmailVerifyDevice' }),
              ),
              // The approved device's code is mailed at once: its cooldown starts then.
              defer(() => login.connectDevice()).pipe(exhaustMap(() => code(EMAIL_COOLDOWN_SECONDS))),
            )
          }),
          catchError(failMail),
        )
      }),
    )
  /** SPEC §4 VERIFY_DEVICE resend: a new link while connect device keeps waiting on whichever is followed. */
  const resend: Effect<EmailLoginState, Command, Output> = (command$, state$) =>
    command$.pipe(
      filter((c) => c.type === 'resendDevice'),
      withLatestFrom(state$),
      filter(([, state]) => state.resend === 'sending'),
      exhaustMap(() => {
        const failed = (error: unknown) => of<Out[]>({ type: 'resendFailed', error: messageOf(error), seconds: retryAfterOf(error) })
        if (!login?.resendDevice) return failed(undefined)
        return defer(() => login.resendDevice!()).pipe(
          take(1),
          map((answer): Out => ({ type: 'resent', seconds: answer.resendAfterSeconds })),
          catchError(failed),
        )
      }),
    )
  /**
   * SPEC §9: the cooldown counted down each second from what the auth service said; a new sign-in
   * ends it. A wrong code leaves it running: the next mail is no sooner allowed for it.
   */
  const countdown: Effect<EmailLoginState, Command, Output> = (command$) =>
    command$.pipe(
      map(cooldownOf),
      filter((seconds): seconds is number => seconds !== undefined),
      switchMap((seconds) =>
        seconds > 0 ? timer(1_000, 1_000, deps.scheduler).pipe(take(seconds), map((i): Out => ({ type: 'tick', left: seconds - 1 - i }))) : EMPTY,
      ),
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
  /**
   * SPEC §2: back from a redirect sign-in. result_uri has left the address already (the input takes it
   * out as it reads it), so a reload never replays it; the frame trades it for a session and the embedded connector
   * connects. Anything wrong is SPEC §8 'A problem occurred while trying initialize authentication'
   * on the Connect view.
   */
  const returned: Effect<EmailLoginState, Command, Output> = (command$) =>
    command$.pipe(
      filter((c): c is Extract<Command, { type: 'returned' }> => c.type === 'returned'),
      exhaustMap((command) => {
        const refusedLogin = (error: unknown) => {
          deps.logger.error('result_uri: the sign-in could not be finished', error)
          // A frame that did not load or refused this page also says so in its SPEC §8 alert.
          const alert = alertOf(error)
          if (alert !== undefined) deps.raiseAlert?.(alert, lazyAlertText(alert))
          const back = of<Out[]>({ type: 'reset' }, emit<Output>({ type: 'show', view: 'Connect' }))
          // The provider refused the person (a social sign-in came back with `error`): the
          // social-failure alert says it all; the authentication itself was sound.
          if (alert === 'SOCIAL_LOGIN_FAILED') return back
          return concat(back, of(emit<Output>({ type: 'snackbarError', message: lazyShown.authInitFailed })))
        }
        const checked = decode(ResultUri, command.resultUri, 'result_uri')
        if (!checked.ok) return refusedLogin(checked.error)
        if (!redirect) return refusedLogin('no adapter offers a redirect sign-in')
        const connecting: ViewRequest = { type: 'show', view: 'ConnectingExternal', data: { connectorId: redirect.connectorId, namespace: 'eip155' } }
        return defer(() => redirect.connect(checked.value)).pipe(
          exhaustMap(() => of<Out[]>({ type: 'verified' }, emit<Output>(connecting))),
          catchError(refusedLogin),
        )
      }),
    )
  const service = createService<EmailLoginState, Command, Output>({
    initial: initialEmailLoginState,
    reduce,
    effects: [start, verify, resend, countdown, refused, closed, returned],
    inputs: [
      // Read once, when the service starts (its code loads at start-up when the address has result_uri);
      // a scheduler turn later, so that whoever reads the service's outputs is listening by then.
      defer(() => {
        const taken = page ? takeResultUri(page.href()) : undefined
        if (!page || !taken) return EMPTY
        page.replaceHref(taken.rest)
        return of<Command>({ type: 'returned', resultUri: taken.value })
      }).pipe(subscribeOn(deps.scheduler)),
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
