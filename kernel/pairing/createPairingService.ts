import { EMPTY, filter, map, mergeMap, switchMap, timer, withLatestFrom } from 'rxjs'
import type { Observable, SchedulerLike } from 'rxjs'
import { createService, emit, handleOf, type ServiceHandle } from '../core/createService'
import type { Effect } from '../core/createService'
import type { ChainNamespace } from '../codec/primitives'
import type { ChainId } from '../ports/adapter'
import { pairingExpiryMarginMs, pairingValidityMs } from './expiry'
import { initialPairingState as initial } from './initialState'
// Loaded lazily: reaching the kernel's public entry, as the other lazy services do, lets esbuild keep
// the code the page's entry shares with this chunk in one piece (the weight budget, test/budget).
import {} from '../index'

/** The WalletConnect connect a pairing URI serves: asked again to get a new URI. */
export interface PairingRequest {
  readonly namespace: ChainNamespace
  readonly connectorId: string
  readonly chainId?: ChainId
}

export interface PairingState {
  readonly uri: string | undefined
  /** scheduler.now() + 4 min when the URI was set. */
  readonly expiresAt: number | undefined
  /** True once under 10 s of validity remain (SPEC §4); false while there is no URI. */
  readonly expired: boolean
  /** The WalletConnect connect waiting on this pairing, from `begin` until it ends or is reset. */
  readonly pending: PairingRequest | undefined
}

/** Why the WalletConnect adapter should fetch a new URI. */
export interface PairingRefresh {
  readonly reason: 'expired' | 'requested'
  /** The URI being replaced, if any. */
  readonly uri: string | undefined
  /** The connect to ask again for a new URI, if one is waiting. */
  readonly pending: PairingRequest | undefined
}

type PairingCommand =
  | { readonly type: 'begin'; readonly request: PairingRequest }
  | { readonly type: 'setUri'; readonly uri: string; readonly at: number }
  | { readonly type: 'expire'; readonly uri: string }
  | { readonly type: 'reset' }
  | { readonly type: 'requestRefresh' }

export interface PairingServiceDeps {
  readonly scheduler: SchedulerLike
}

export interface PairingServiceInputs {
  /** URIs from adapters' displayUri events (the lead filters them out of the adapters' events). */
  readonly displayUri$?: Observable<string>
}

export interface PairingService extends ServiceHandle<PairingState> {
  /** When a new URI is needed: the current one expired, or `requestRefresh` was called. */
  readonly refresh$: Observable<PairingRefresh>
  /** A WalletConnect connect starts: the old URI is void, the next one serves `request`. */
  begin(request: PairingRequest): void
  /** A new URI, set at `at` (by default now: a URI that waited for this code keeps the time it came). */
  setUri(uri: string, at?: number): void
  /** SPEC §4 reset connection: clears URI and expiry. */
  reset(): void
  requestRefresh(): void
}

function reduce(state: PairingState, command: PairingCommand): PairingState {
  switch (command.type) {
    case 'begin':
      return { ...initial, pending: command.request }
    case 'setUri':
      return { ...state, uri: command.uri, expiresAt: command.at + pairingValidityMs, expired: false }
    case 'expire':
      // A late expiry for a URI already replaced changes nothing.
      return state.uri === command.uri && !state.expired ? { ...state, expired: true } : state
    case 'reset':
      return state.uri === undefined && state.expiresAt === undefined && !state.expired && state.pending === undefined ? state : initial
    case 'requestRefresh':
      return state
  }
}

/** SPEC §4 pairing: the WalletConnect URI, its 4-minute validity and the 10-second expiry margin. */
export function createPairingService(deps: PairingServiceDeps, inputs: PairingServiceInputs = {}): PairingService {
  const { scheduler } = deps
  // Each new URI restarts the countdown, from the time it came; a reset stops it.
  const expiry: Effect<PairingState, PairingCommand> = (command$) =>
    command$.pipe(
      filter((c) => c.type === 'setUri' || c.type === 'reset' || c.type === 'begin'),
      switchMap((c) =>
        c.type === 'setUri'
          ? timer(Math.max(0, c.at + pairingValidityMs - pairingExpiryMarginMs - scheduler.now()), scheduler).pipe(
              map((): PairingCommand => ({ type: 'expire', uri: c.uri })),
            )
          : EMPTY,
      ),
    )

  // Effects see commands after reduction, so listeners of refresh$ read the expired state.
  const publish: Effect<PairingState, PairingCommand, PairingRefresh> = (command$, state$) =>
    command$.pipe(
      withLatestFrom(state$),
      mergeMap(([c, { uri, pending }]) => {
        if (c.type === 'requestRefresh') return [emit<PairingRefresh>({ reason: 'requested', uri, pending })]
        if (c.type === 'expire' && uri === c.uri) return [emit<PairingRefresh>({ reason: 'expired', uri: c.uri, pending })]
        return []
      }),
    )

  const service = createService<PairingState, PairingCommand, PairingRefresh>({
    initial,
    reduce,
    effects: [expiry, publish],
    inputs: inputs.displayUri$
      ? [inputs.displayUri$.pipe(map((uri): PairingCommand => ({ type: 'setUri', uri, at: scheduler.now() })))]
      : [],
  })

  return {
    ...handleOf(service),
    refresh$: service.output$,
    begin: (request) => service.dispatch({ type: 'begin', request }),
    setUri: (uri, at = scheduler.now()) => service.dispatch({ type: 'setUri', uri, at }),
    reset: () => service.dispatch({ type: 'reset' }),
    requestRefresh: () => service.dispatch({ type: 'requestRefresh' }),
  }
}
