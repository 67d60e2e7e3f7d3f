import { catchError, defer, exhaustMap, filter, map, merge, of, type Observable } from 'rxjs'
import { ConnectEmailPayload, decode, messageOf } from '../index'
import { createService, emit, handleOf, type Effect, type Emit, type ServiceHandle } from '../core/createService'
import type { Adapter, EmailLogin } from '../ports/adapter'
import type { ViewRequest } from '../modal/modalState'
import { initialEmailLoginState, type EmailLoginCommand, type EmailLoginState } from './initialState'

type Command =
  | EmailLoginCommand
  | { readonly type: 'sent' }
  | { readonly type: 'verified' }
  | { readonly type: 'failed'; readonly error: string }

type Out = Command | Emit<ViewRequest>

function reduce(state: EmailLoginState, command: Command): EmailLoginState {
  switch (command.type) {
    case 'start':
      return { step: 'sending', email: command.email.trim(), error: undefined }
    case 'sent':
      return { ...state, step: 'code', error: undefined }
    case 'verify':
      return { ...state, step: 'verifying', error: undefined }
    case 'verified':
      return { ...state, step: 'idle', error: undefined }
    case 'failed':
      return { ...state, step: state.step === 'verifying' ? 'code' : 'idle', error: command.error }
    case 'reset':
      return initialEmailLoginState
  }
}

export interface EmailLoginService extends ServiceHandle<EmailLoginState> {
  /** The views the embedded wallet asks for: the code, the connecting view, ApproveTransaction. */
  readonly viewRequests$: Observable<ViewRequest>
  readonly dispatch: (command: EmailLoginCommand) => void
}

/**
 * The embedded wallet's side of the modal, loaded with its first use (the email form's first command,
 * or the frame's first approval request): SPEC §4 email connect (VERIFY_OTP) then the code, through
 * the adapter that offers email login; and ApproveTransaction while the frame shows its approval UI.
 */
export function createEmailLoginService(adapters: ReadonlyArray<Adapter>): EmailLoginService {
  const login: EmailLogin | undefined = adapters.find((a) => a.emailLogin)?.emailLogin
  const fail = (error: unknown) => of<Out[]>({ type: 'failed', error: messageOf(error) })
  // No adapter offers email login: the Connect view does not offer it either, so this is a misuse.
  const missing = () => fail(undefined)
  const start: Effect<EmailLoginState, Command, ViewRequest> = (command$) =>
    command$.pipe(
      filter((c): c is Extract<Command, { type: 'start' }> => c.type === 'start'),
      exhaustMap((command) => {
        const email = command.email.trim()
        const checked = decode(ConnectEmailPayload, { email }, 'email')
        if (!checked.ok) return fail(checked.error)
        if (!login) return missing()
        return defer(() => login.start(email)).pipe(
          exhaustMap(() => of<Out[]>({ type: 'sent' }, emit<ViewRequest>({ type: 'show', view: 'EmailVerifyOtp' }))),
          catchError(fail),
        )
      }),
    )
  const verify: Effect<EmailLoginState, Command, ViewRequest> = (command$) =>
    command$.pipe(
      filter((c): c is Extract<Command, { type: 'verify' }> => c.type === 'verify'),
      exhaustMap((command) => {
        const otp = command.otp.trim()
        if (!login) return missing()
        // A right code connects the embedded connector through the usual connecting view.
        const connecting: ViewRequest = { type: 'show', view: 'ConnectingExternal', data: { connectorId: login.connectorId, namespace: 'eip155' } }
        return defer(() => login.verify(otp)).pipe(
          exhaustMap(() => of<Out[]>({ type: 'verified' }, emit(connecting))),
          catchError(fail),
        )
      }),
    )
  const service = createService<EmailLoginState, Command, ViewRequest>({ initial: initialEmailLoginState, reduce, effects: [start, verify] })
  const approvals$ = merge(...adapters.flatMap((a) => (a.approval$ ? [a.approval$] : []))).pipe(
    map((shown): ViewRequest => ({ type: shown ? 'show' : 'dismiss', view: 'ApproveTransaction' })),
  )
  return {
    ...handleOf(service),
    viewRequests$: merge(service.output$, approvals$),
    dispatch: (command) => service.dispatch(command),
  }
}
