import { catchError, concat, defer, exhaustMap, filter, ignoreElements, interval, map, mergeMap, of, race, switchMap, take, takeUntil, type Observable, type SchedulerLike } from 'rxjs'
import { messageOf } from '../errors/AirlockError'
import { thrownMessages, type AlertCode } from '../errors/messages'
import { createService, emit, handleOf, type Effect, type Emit, type ServiceHandle } from '../core/createService'
import type { ViewRequest } from '../modal/modalState'
import type { Adapter, RedirectLogin, SocialLogin } from '../ports/adapter'
import type { PlatformPort } from '../ports/platform'
import { alertOf } from './createEmailLoginService'
import { returnAddress } from './resultUri'
import { initialSocialLoginState, type SocialLoginCommand, type SocialLoginState } from './socialLoginState'

/** How often the kernel looks whether the person closed the popup. */
export const SOCIAL_WINDOW_POLL_MS = 1_000
/** What the waiting view says when the login failed (the social-failure alert says the rest). */
export const SOCIAL_FAILED_MESSAGE = thrownMessages.somethingWentWrong

export type SocialLoginOutput = { readonly view: ViewRequest } | { readonly alert: AlertCode }

type Command =
  | SocialLoginCommand
  | { readonly type: 'connecting' }
  | { readonly type: 'connected' }
  | { readonly type: 'cancelled' }
  | { readonly type: 'failed'; readonly error: string; readonly reason: string }

type Out = Command | Emit<SocialLoginOutput>

function reduce(state: SocialLoginState, command: Command): SocialLoginState {
  switch (command.type) {
    case 'start':
      return { step: 'waiting', socialProvider: command.provider, socialWindow: command.popup, error: undefined }
    case 'connecting':
      return { ...state, step: 'connecting' }
    case 'failed':
      return { ...state, step: 'failed', socialWindow: undefined, error: command.error }
    case 'connected':
    case 'cancelled':
    case 'reset':
      return state.step === 'idle' && state.socialWindow === undefined ? state : { ...state, step: 'idle', socialWindow: undefined }
  }
}

export interface SocialLoginService extends ServiceHandle<SocialLoginState> {
  readonly output$: Observable<SocialLoginOutput>
  readonly dispatch: (command: SocialLoginCommand) => void
}

const view = (request: ViewRequest): Emit<SocialLoginOutput> => emit<SocialLoginOutput>({ view: request })

/**
 * A proven login connects the embedded wallet, and the connector's view takes over from the login's
 * (social and Farcaster alike).
 */
export const connectAfterLogin = (
  connect: () => Observable<unknown>,
  connectorId: string,
): Observable<{ readonly type: 'connected' } | Emit<SocialLoginOutput>> =>
  defer(connect).pipe(
    take(1),
    mergeMap(() => of({ type: 'connected' } as const, view({ type: 'show', view: 'ConnectingExternal', data: { connectorId, namespace: 'eip155' } }))),
  )

/**
 * Social login of the embedded wallet (SPEC §1, §7): ConnectingSocial shows while the person signs in
 * at the provider in the popup. The popup's answer finishes the login in the frame and connects the
 * embedded connector; the person closing the popup first returns to the previous view (checked every
 * second); a refusal or failure closes the popup and raises the social-failure alert.
 * In a Telegram mini-app (`page.isTelegram`, SPEC §2) there are no windows: the page itself goes to
 * the provider and comes back with result_uri, which the email login's service finishes.
 */
export function createSocialLoginService(
  adapters: ReadonlyArray<Adapter>,
  scheduler: SchedulerLike,
  page?: Pick<PlatformPort, 'isTelegram' | 'href'>,
): SocialLoginService {
  const login: SocialLogin | undefined = adapters.find((a) => a.socialLogin)?.socialLogin
  const redirect: RedirectLogin | undefined = adapters.find((a) => a.redirectLogin)?.redirectLogin
  const start: Effect<SocialLoginState, Command, SocialLoginOutput> = (command$) =>
    command$.pipe(
      filter((c): c is Extract<Command, { type: 'start' }> => c.type === 'start'),
      exhaustMap(({ provider, popup }): Observable<Out> => {
        const failed = (error: unknown): Observable<Out> => {
          if (login && popup) login.close(popup)
          // A frame that did not load or refused this page says so in its own SPEC §8 alert.
          const alert = alertOf(error) ?? 'SOCIAL_LOGIN_FAILED'
          return of<Out[]>({ type: 'failed', error: SOCIAL_FAILED_MESSAGE, reason: messageOf(error) }, emit<SocialLoginOutput>({ alert }))
        }
        const shown = view({ type: 'show', view: 'ConnectingSocial' })
        if (page?.isTelegram && redirect) {
          // A window handed in anyway has no use in a mini-app.
          if (login && popup) login.close(popup)
          // The step stays 'waiting' while the page leaves for the provider.
          const leave$ = defer(() => redirect.start({ method: provider, returnTo: returnAddress(page.href()) })).pipe(ignoreElements(), catchError(failed))
          return concat(of(shown), leave$.pipe(takeUntil(command$.pipe(filter((c) => c.type === 'reset')))))
        }
        if (!login) return concat(of(shown), failed(undefined))
        const closed$ = interval(SOCIAL_WINDOW_POLL_MS, scheduler).pipe(
          filter(() => login.closed(popup)),
          take(1),
          map(() => ({ kind: 'closed' as const })),
        )
        const answer$ = defer(() => login.redirectUri(provider)).pipe(
          switchMap((uri) => login.result(popup, uri)),
          take(1),
          map((uri) => ({ kind: 'answer' as const, uri })),
        )
        const reset$ = command$.pipe(filter((c) => c.type === 'reset'))
        const flow$ = race(closed$, answer$).pipe(
          mergeMap((outcome): Observable<Out> => {
            if (outcome.kind === 'closed') return of<Out[]>({ type: 'cancelled' }, view({ type: 'dismiss', view: 'ConnectingSocial' }))
            login.close(popup)
            return concat(
              of<Out>({ type: 'connecting' }),
              connectAfterLogin(() => login.connect(outcome.uri), login.connectorId),
            )
          }),
          catchError(failed),
          takeUntil(reset$),
        )
        return concat(of(shown), flow$)
      }),
    )
  const service = createService<SocialLoginState, Command, SocialLoginOutput>({ initial: initialSocialLoginState, reduce, effects: [start] })
  return { ...handleOf(service), output$: service.output$, dispatch: (command) => service.dispatch(command) }
}
