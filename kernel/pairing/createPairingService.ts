import { EMPTY, filter, ignoreElements, map, Subject, switchMap, tap, timer } from 'rxjs'
import type { Observable, SchedulerLike } from 'rxjs'
import { createService, handleOf, type ServiceHandle } from '../core/createService'
import type { Effect } from '../core/createService'
import { pairingExpiryMarginMs, pairingValidityMs } from './expiry'

export interface PairingState {
  readonly uri: string | undefined
  /** scheduler.now() + 4 min when the URI was set. */
  readonly expiresAt: number | undefined
  /** True once under 10 s of validity remain (SPEC §4); false while there is no URI. */
  readonly expired: boolean
}

/** Why the WalletConnect adapter should fetch a new URI. */
export interface PairingRefresh {
  readonly reason: 'expired' | 'requested'
  /** The URI being replaced, if any. */
  readonly uri: string | undefined
}

type PairingCommand =
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
  setUri(uri: string): void
  /** SPEC §4 reset connection: clears URI and expiry. */
  reset(): void
  requestRefresh(): void
}

const initial: PairingState = { uri: undefined, expiresAt: undefined, expired: false }

function reduce(state: PairingState, command: PairingCommand): PairingState {
  switch (command.type) {
    case 'setUri':
      return { uri: command.uri, expiresAt: command.at + pairingValidityMs, expired: false }
    case 'expire':
      // A late expiry for a URI already replaced changes nothing.
      return state.uri === command.uri && !state.expired ? { ...state, expired: true } : state
    case 'reset':
      return state.uri === undefined && state.expiresAt === undefined && !state.expired ? state : initial
    case 'requestRefresh':
      return state
  }
}

/** SPEC §4 pairing: the WalletConnect URI, its 4-minute validity and the 10-second expiry margin. */
export function createPairingService(deps: PairingServiceDeps, inputs: PairingServiceInputs = {}): PairingService {
  const { scheduler } = deps
  const refreshes = new Subject<PairingRefresh>()

  // Each new URI restarts the countdown; a reset stops it.
  const expiry: Effect<PairingState, PairingCommand> = (command$) =>
    command$.pipe(
      filter((c) => c.type === 'setUri' || c.type === 'reset'),
      switchMap((c) =>
        c.type === 'setUri'
          ? timer(pairingValidityMs - pairingExpiryMarginMs, scheduler).pipe(
              map((): PairingCommand => ({ type: 'expire', uri: c.uri })),
            )
          : EMPTY,
      ),
    )

  // Effects see commands after reduction, so listeners of refresh$ read the expired state.
  const publish: Effect<PairingState, PairingCommand> = (command$) =>
    command$.pipe(
      tap((c) => {
        if (c.type === 'requestRefresh') refreshes.next({ reason: 'requested', uri: service.getState().uri })
        if (c.type === 'expire' && service.getState().uri === c.uri) refreshes.next({ reason: 'expired', uri: c.uri })
      }),
      ignoreElements(),
    )

  const service = createService<PairingState, PairingCommand>({
    initial,
    reduce,
    effects: [expiry, publish],
    inputs: inputs.displayUri$
      ? [inputs.displayUri$.pipe(map((uri): PairingCommand => ({ type: 'setUri', uri, at: scheduler.now() })))]
      : [],
  })

  return {
    ...handleOf(service),
    refresh$: refreshes.asObservable(),
    setUri: (uri) => service.dispatch({ type: 'setUri', uri, at: scheduler.now() }),
    reset: () => service.dispatch({ type: 'reset' }),
    requestRefresh: () => service.dispatch({ type: 'requestRefresh' }),
  }
}
