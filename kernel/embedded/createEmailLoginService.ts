import { catchError, defer, exhaustMap, filter, map, merge, of, type Observable } from 'rxjs'
import { createService, emit, handleOf, type Effect, type ServiceHandle } from '../core/createService'
import { decode } from '../codec/decode'
import { ConnectEmailPayload } from '../codec/email'
import { messageOf } from '../errors/AirlockError'
import type { Adapter } from '../ports/adapter'

/** The embedded wallet's email login, as an adapter offers it (the frame client). */
export interface EmailLogin {
  readonly connectorId: string
  start(email: string): Observable<unknown>
  verify(otp: string): Observable<unknown>
}

/** An adapter whose connection is reached through the secure frame. */
export interface EmbeddedCapabilities {
  readonly emailLogin?: EmailLogin
  /** true while the frame shows its approval UI (SPEC §2 ApproveTransaction). */
  readonly approval$?: Observable<boolean>
}

export const emailLoginOf = (adapters: ReadonlyArray<Adapter>): EmailLogin | undefined =>
  adapters.map((a) => (a as Adapter & EmbeddedCapabilities).emailLogin).find((login) => login !== undefined)

export interface EmailLoginState {
  readonly step: 'idle' | 'sending' | 'code' | 'verifying'
  readonly email: string
  readonly error: string | undefined
}

type Command =
  | { readonly type: 'start'; readonly email: string }
  | { readonly type: 'verify'; readonly otp: string }
  | { readonly type: 'sent' }
  | { readonly type: 'verified' }
  | { readonly type: 'failed'; readonly error: string }
  | { readonly type: 'reset' }

/** What leaves the service: show the code view, then connect the embedded connector. */
export type EmailLoginOutput = { readonly kind: 'codeSent' } | { readonly kind: 'verified'; readonly connectorId: string }

const initial: EmailLoginState = { step: 'idle', email: '', error: undefined }

function reduce(state: EmailLoginState, command: Command): EmailLoginState {
  switch (command.type) {
    case 'start':
      return { step: 'sending', email: command.email, error: undefined }
    case 'sent':
      return { ...state, step: 'code', error: undefined }
    case 'verify':
      return { ...state, step: 'verifying', error: undefined }
    case 'verified':
      return { ...state, step: 'idle', error: undefined }
    case 'failed':
      return { ...state, step: state.step === 'verifying' ? 'code' : 'idle', error: command.error }
    case 'reset':
      return initial
  }
}

/** SPEC §4 email connect (VERIFY_OTP), then the code, through the adapter that offers email login. */
export function createEmailLoginService(deps: { readonly login: EmailLogin | undefined }) {
  type Out = Command | ReturnType<typeof emit<EmailLoginOutput>>
  const fail = (error: unknown) => of<Out[]>({ type: 'failed', error: messageOf(error) })
  const start: Effect<EmailLoginState, Command, EmailLoginOutput> = (command$) =>
    command$.pipe(
      filter((c): c is Extract<Command, { type: 'start' }> => c.type === 'start'),
      exhaustMap(({ email }) => {
        const checked = decode(ConnectEmailPayload, { email }, 'email')
        if (!checked.ok) return fail(checked.error)
        if (!deps.login) return fail(new Error('Email login is not configured'))
        return defer(() => deps.login!.start(email)).pipe(
          exhaustMap(() => of<Out[]>({ type: 'sent' }, emit<EmailLoginOutput>({ kind: 'codeSent' }))),
          catchError(fail),
        )
      }),
    )
  const verify: Effect<EmailLoginState, Command, EmailLoginOutput> = (command$) =>
    command$.pipe(
      filter((c): c is Extract<Command, { type: 'verify' }> => c.type === 'verify'),
      exhaustMap(({ otp }) => {
        const login = deps.login
        if (!login) return fail(new Error('Email login is not configured'))
        return defer(() => login.verify(otp)).pipe(
          exhaustMap(() => of<Out[]>({ type: 'verified' }, emit<EmailLoginOutput>({ kind: 'verified', connectorId: login.connectorId }))),
          catchError(fail),
        )
      }),
    )
  const service = createService<EmailLoginState, Command, EmailLoginOutput>({ initial, reduce, effects: [start, verify] })
  const handle: ServiceHandle<EmailLoginState> = handleOf(service)
  return {
    ...handle,
    codeSent$: service.output$.pipe(filter((o) => o.kind === 'codeSent')),
    verified$: service.output$.pipe(
      filter((o): o is Extract<EmailLoginOutput, { kind: 'verified' }> => o.kind === 'verified'),
      map((o) => o.connectorId),
    ),
    start: (email: string) => service.dispatch({ type: 'start', email: email.trim() }),
    verify: (otp: string) => service.dispatch({ type: 'verify', otp: otp.trim() }),
    reset: () => service.dispatch({ type: 'reset' }),
  }
}
export const mergeApprovals = (adapters: ReadonlyArray<Adapter>): Observable<boolean> =>
  merge(...adapters.flatMap((a) => ((a as Adapter & EmbeddedCapabilities).approval$ ? [(a as Adapter & EmbeddedCapabilities).approval$!] : [])))
