import { evmChainIdToCoinType, AirlockError, isAirlockError, messageOf } from '../index'
import { isValidName } from '../codec/names'
import { EMPTY, catchError, concat, defer, exhaustMap, filter, map, merge, mergeMap, of, switchMap, timer, withLatestFrom, type Observable, type SchedulerLike } from 'rxjs'
import { createService, emit, handleOf, type Effect, type Emit, type ServiceHandle } from '../core/createService'
// The shared errors through the kernel's public entry, as the feature views import them: esbuild then
// keeps the code the page's entry shares with this lazy chunk in one piece instead of cutting
// it into small chunks of its own (the weight budget, test/budget).
import { } from '../index'
import type { RouterService } from '../router/createRouterService'
import type { SigningResult } from '../signing/createSigningService'
import { createNamesApi, type NamesApi } from './namesApi'
import type { KernelParts } from '../wiring/parts'
import { NAME_INPUT_DEBOUNCE_MS } from './constants'
import { fullNameOf, initialNamesState, labelOf, reduceNames, type NamesAccount, type NamesCommand, type NamesState } from './namesState'
import * as nameErrors from '../errors/nameErrors'

export interface NamesDeps {
  readonly api: NamesApi
  readonly scheduler: SchedulerLike
  readonly router: Pick<RouterService, 'push' | 'pop'>
  /** The connected wallet signs the registration message for the active account. */
  readonly sign: (message: string) => Observable<SigningResult>
  /** Seconds since the epoch for the message's timestamp; the scheduler's clock. */
  readonly now: () => number
}

/** What the service tells the kernel: a name registered (the profile shows it), or why it was not. */
export type NamesOutput =
  | { readonly kind: 'registered'; readonly name: string; readonly address: string }
  | { readonly kind: 'failed'; readonly error: AirlockError }

export interface NamesService extends ServiceHandle<NamesState> {
  readonly outputs$: Observable<NamesOutput>
  /** The label typed so far: availability and suggestions follow once typing settles. */
  type(query: string): void
  /** The names the active account already holds (reverse lookup). */
  fetchOwnNames(): void
  /** SPEC §4 name registration of `label` in the first SPEC §9 zone; ignored while one is in flight. */
  register(label: string): void
  reset(): void
}

/** The SPEC §4 message signed to register a name: the exact text the API checks the signature over. */
export const registrationMessage = (name: string, timestampSeconds: number): string =>
  JSON.stringify({ name, attributes: {}, timestamp: timestampSeconds })

type Out = NamesCommand | Emit<NamesOutput>

/** SPEC §2 RegisterAccountName and §4 name registration, over the SPEC §7 profile calls. */
export function createNamesService(deps: NamesDeps, inputs: { readonly account$: Observable<NamesAccount> }): NamesService {
  const { api, scheduler } = deps

  // Each keystroke restarts the wait; once the label rests, its availability and suggestions are asked
  // together, and a newer label cancels both.
  const lookup: Effect<NamesState, NamesCommand, NamesOutput> = (command$, state$) =>
    command$.pipe(
      filter((c) => c.type === 'typed'),
      withLatestFrom(state$),
      switchMap(([, state]): Observable<Out> => {
        if (state.availability !== 'checking') return EMPTY
        const query = state.query
        return timer(NAME_INPUT_DEBOUNCE_MS, scheduler).pipe(
          switchMap(() =>
            merge(
              api.isTaken(fullNameOf(query)).pipe(
                map((taken): Out => ({ type: 'availabilityFound', query, taken })),
                catchError((error: unknown) => of<Out>({ type: 'availabilityFailed', query, message: messageOf(error) })),
              ),
              api.suggestions(query).pipe(
                map((suggestions): Out => ({ type: 'suggestionsFound', query, suggestions })),
                catchError((error: unknown) => of<Out>({ type: 'suggestionsFailed', query, message: messageOf(error) })),
              ),
            ),
          ),
        )
      }),
    )

  const ownNames: Effect<NamesState, NamesCommand, NamesOutput> = (command$, state$) =>
    command$.pipe(
      filter((c) => c.type === 'fetchOwnNames'),
      withLatestFrom(state$),
      switchMap(([, state]): Observable<Out> => {
        const address = state.account?.address
        if (!address || state.account?.namespace !== 'eip155') return EMPTY
        return api.namesOf(address).pipe(
          map((names): Out => ({ type: 'ownNamesFound', address, names })),
          catchError((error: unknown) => of<Out>({ type: 'ownNamesFailed', address, message: messageOf(error) })),
        )
      }),
    )

  const registration: Effect<NamesState, NamesCommand, NamesOutput> = (command$, state$) =>
    command$.pipe(
      filter((c): c is Extract<NamesCommand, { type: 'register' }> => c.type === 'register'),
      withLatestFrom(state$),
      map(([, state]) => state),
      // One registration at a time: a second press while signing is ignored.
      exhaustMap((state) => registerFlow(deps, state)),
    )

  const service = createService<NamesState, NamesCommand, NamesOutput>({
    initial: initialNamesState,
    reduce: reduceNames,
    effects: [lookup, ownNames, registration],
    inputs: [inputs.account$.pipe(map((account): NamesCommand => ({ type: 'accountChanged', account })))],
  })

  return {
    ...handleOf(service),
    outputs$: service.output$,
    type: (query) => service.dispatch({ type: 'typed', query }),
    fetchOwnNames: () => service.dispatch({ type: 'fetchOwnNames' }),
    register: (label) => service.dispatch({ type: 'register', label }),
    reset: () => service.dispatch({ type: 'reset' }),
  }
}

/**
 * SPEC §4: the success view is pushed, the message signed, then the name registered. Success sets the
 * profile name (through the output); failure restores the registration view and reports the error:
 * the wallet's own (a declined signature) or 'Error registering name {name}'.
 */
function registerFlow(deps: NamesDeps, state: NamesState): Observable<Out> {
        const name = state.registering ?? ''
        const label = labelOf(name)
        const account = state.account
        const fail = (error: AirlockError): Observable<Out> => {
          deps.router.pop()
          return of<Out[]>([{ type: 'registrationFailed', message: error.shortMessage }, emit<NamesOutput>({ kind: 'failed', error })]).pipe(mergeMap((list) => list))
        }
        const registeringError = (cause?: unknown) => new AirlockError(nameErrors.errorRegisteringName(name), { category: 'http', cause })
        if (!isValidName(label) || !account?.address || account.namespace !== 'eip155') {
          return defer(() => fail(registeringError()))
        }
        const address = account.address
        return defer(() => {
          const coinType = evmChainIdToCoinType(Number(account.chainId))
          deps.router.push('RegisterAccountNameSuccess', { name })
          const message = registrationMessage(name, Math.floor(deps.now() / 1000))
          return deps.sign(message).pipe(
            mergeMap((result) => {
              if ('error' in result) throw result.error
              return deps.api.register(name, { coin_type: coinType, address, message, signature: result.signature })
            }),
            mergeMap(() => concat(of<Out>({ type: 'registered', name, address }), of(emit<NamesOutput>({ kind: 'registered', name, address })))),
          )
        }).pipe(catchError((error: unknown) => fail(isAirlockError(error) ? error : registeringError(error))))
}

/** The service wired from the entry's parts (see KernelParts): the active account, signing, the router. */
export function namesServiceOf({ api, env, router, signing, chain }: KernelParts): NamesService {
  return createNamesService(
    { api: createNamesApi(api), scheduler: env.scheduler, router, sign: (message) => signing.sign(message), now: () => env.scheduler.now() },
    {
      account$: chain.state$.pipe(
        map((state) => ({
          namespace: state.activeNamespace,
          address: state.chains[state.activeNamespace]?.accountState.address,
          chainId: state.activeCaipNetwork.id,
        })),
      ),
    },
  )
}
