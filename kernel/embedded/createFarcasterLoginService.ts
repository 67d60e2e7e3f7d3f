import { EMPTY, Observable, catchError, concat, defer, filter, map, mergeMap, of, switchMap, take } from 'rxjs'
import { messageOf } from '../errors/AirlockError'
import { thrownMessages } from '../errors/messages'
import { createService, emit, handleOf, type Effect, type Emit, type ServiceHandle } from '../core/createService'
import type { ViewRequest } from '../modal/modalState'
import type { Adapter, FarcasterLogin } from '../ports/adapter'
import { connectAfterLogin, type SocialLoginOutput } from './createSocialLoginService'
import { initialFarcasterLoginState, type FarcasterLoginCommand, type FarcasterLoginState } from './farcasterLoginState'

/** What ConnectingFarcaster says when the login failed (the social-failure alert says the rest). */
export const FARCASTER_FAILED_MESSAGE = thrownMessages.somethingWentWrong

type Command =
  | FarcasterLoginCommand
  | { readonly type: 'uri'; readonly url: string }
  | { readonly type: 'connected' }
  | { readonly type: 'failed'; readonly error: string; readonly reason: string }

type Out = Command | Emit<SocialLoginOutput>

function reduce(state: FarcasterLoginState, command: Command): FarcasterLoginState {
  switch (command.type) {
    case 'start':
      return { step: 'loading', farcasterUrl: undefined, error: undefined }
    case 'uri':
      return { ...state, step: 'waiting', farcasterUrl: command.url }
    case 'failed':
      return { ...state, step: 'failed', error: command.error }
    case 'connected':
    case 'reset':
      return state.step === 'idle' && state.farcasterUrl === undefined ? state : initialFarcasterLoginState
  }
}

export interface FarcasterLoginService extends ServiceHandle<FarcasterLoginState> {
  readonly output$: Observable<SocialLoginOutput>
  readonly dispatch: (command: FarcasterLoginCommand) => void
}

const view = (request: ViewRequest): Emit<SocialLoginOutput> => emit<SocialLoginOutput>({ view: request })

/**
 * The wallet's wait for the approval, told to stop (`cancel`) when the kernel stops listening before
 * it answered: the person left the view, or a new login replaced it. Unlistened, it would go on asking.
 */
const cancellable = (login: FarcasterLogin) => (): Observable<unknown> =>
  new Observable<unknown>((subscriber) => {
    let answered = false
    const inner = login.connect().subscribe({
      next: (value) => {
        answered = true
        subscriber.next(value)
      },
      error: (error: unknown) => {
        answered = true
        subscriber.error(error)
      },
      complete: () => {
        answered = true
        subscriber.complete()
      },
    })
    return () => {
      inner.unsubscribe()
      if (!answered) login.cancel?.()
    }
  })

/**
 * Farcaster login of the embedded wallet (SPEC §2 ConnectingFarcaster, §7 get and connect farcaster):
 * the view opens at once and waits for the channel's URL (farcasterUrl, its QR code); the frame then
 * waits for the person's approval in their Farcaster app, after which the embedded connector connects.
 * A refusal (the channel declined or expired, or a broken answer) shows the SPEC §8 message and raises
 * the social-failure alert. A new start opens a new channel; leaving the view (`left$`) stops waiting,
 * and the wallet is told to stop asking about the login.
 */
export function createFarcasterLoginService(adapters: ReadonlyArray<Adapter>, inputs: { readonly left$: Observable<unknown> }): FarcasterLoginService {
  const login: FarcasterLogin | undefined = adapters.find((a) => a.farcasterLogin)?.farcasterLogin
  const start: Effect<FarcasterLoginState, Command, SocialLoginOutput> = (command$) =>
    command$.pipe(
      filter((c) => c.type === 'start' || c.type === 'reset'),
      switchMap((command): Observable<Out> => {
        if (command.type === 'reset') return EMPTY
        const failed = (error: unknown): Observable<Out> =>
          of<Out[]>({ type: 'failed', error: FARCASTER_FAILED_MESSAGE, reason: messageOf(error) }, emit<SocialLoginOutput>({ alert: 'SOCIAL_LOGIN_FAILED' }))
        const shown = view({ type: 'show', view: 'ConnectingFarcaster' })
        if (!login) return concat(of(shown), failed(undefined))
        const flow$ = defer(() => login.uri()).pipe(
          take(1),
          mergeMap((url) =>
            concat(
              of<Out>({ type: 'uri', url }),
              connectAfterLogin(cancellable(login), login.connectorId),
            ),
          ),
          catchError(failed),
        )
        return concat(of(shown), flow$)
      }),
    )
  const service = createService<FarcasterLoginState, Command, SocialLoginOutput>({
    initial: initialFarcasterLoginState,
    reduce,
    effects: [start],
    inputs: [inputs.left$.pipe(map((): Command => ({ type: 'reset' })))],
  })
  return { ...handleOf(service), output$: service.output$, dispatch: (command) => service.dispatch(command) }
}
