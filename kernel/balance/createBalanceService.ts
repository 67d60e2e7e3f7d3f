import {
  EMPTY,
  catchError,
  distinctUntilChanged,
  filter,
  map,
  of,
  switchMap,
  withLatestFrom,
  type Observable,
  type SchedulerLike,
} from 'rxjs'
import { createService, emit, handleOf, type Effect } from '../core/createService'
import type { CaipNetworkId, ChainNamespace } from '../codec/primitives'
import type { Network } from '../codec/network'
import type { LoggerPort } from '../ports/logger'
import { messageOf } from '../errors/AirlockError'
import type { BalanceApi } from './balanceApi'
import { whenNetworkSupported, type SupportedChains } from '../supportedChains/supportedChains'
import type { TokenBalance } from '../codec/token'
import { BALANCE_NAMESPACES, BALANCE_RETRY_GAP_MS } from './constants'
import { initialBalanceState } from './initialState'
import type { NativeAccountBalance, NativeBalanceReader } from './nativeBalance'
import * as lazyShown from '../errors/lazyShownMessages'

/** The account whose balances are shown: the active address, network and chain family. */
export interface BalanceTarget {
  readonly address?: string | undefined
  readonly caipNetworkId?: CaipNetworkId | undefined
  readonly namespace?: ChainNamespace | undefined
  /** The network when the app configured it (its coin's decimals and symbol); a placeholder is not read. */
  readonly network?: Network | undefined
}

export interface BalanceState {
  readonly target: BalanceTarget
  readonly tokenBalances: ReadonlyArray<TokenBalance>
  readonly loading: boolean
  /** Message of the last failure, cleared by the next success. */
  readonly error: string | undefined
  /** scheduler.now() of the last failed fetch (SPEC §3 lastRetry), cleared by the next success. */
  readonly lastRetry: number | undefined
  /** The account's native coin balance from the chain RPC (SPEC §3 account balance), when read. */
  readonly native: NativeAccountBalance | undefined
  /**
   * What is cached is known to be out of date (a send went out, or a refresh was asked): every fetch
   * skips the caches until a token list arrives, so a plain fetch replacing a refresh cannot bring the
   * old balances back.
   */
  readonly stale: boolean
}

export type BalanceCommand =
  | { readonly type: 'targetChanged'; readonly target: BalanceTarget }
  | { readonly type: 'fetch'; readonly forceUpdate: boolean }
  | { readonly type: 'loaded'; readonly balances: ReadonlyArray<TokenBalance> }
  /** No call made: retry gap, incomplete target or a chain without balances. */
  | { readonly type: 'skipped' }
  | { readonly type: 'unsupported' }
  | { readonly type: 'failed'; readonly at: number; readonly error: string }
  | { readonly type: 'clear' }
  | { readonly type: 'nativeLoaded'; readonly native: NativeAccountBalance | undefined }

export interface BalanceServiceDeps {
  readonly scheduler: SchedulerLike
  readonly api: BalanceApi
  readonly supportedChains: SupportedChains
  readonly logger?: LoggerPort
  /** Reads the native balance from the chain RPC on each fetch; without it `native` stays undefined. */
  readonly native?: NativeBalanceReader
}

export interface BalanceServiceInputs {
  /** The active account (chain service): address, CAIP-2 network id and namespace. */
  readonly target$: Observable<BalanceTarget>
}

export { initialBalanceState }

const sameTarget = (a: BalanceTarget, b: BalanceTarget): boolean =>
  a.address === b.address && a.caipNetworkId === b.caipNetworkId && a.namespace === b.namespace

export function reduceBalance(state: BalanceState, command: BalanceCommand): BalanceState {
  switch (command.type) {
    case 'targetChanged':
      // Another account's balances must never show for this one.
      return { ...state, target: command.target, tokenBalances: [], loading: false, native: undefined, stale: false }
    case 'fetch':
      return { ...state, loading: true, stale: state.stale || command.forceUpdate }
    case 'loaded':
      return { ...state, tokenBalances: command.balances, loading: false, error: undefined, lastRetry: undefined, stale: false }
    case 'skipped':
    case 'unsupported':
      return { ...state, tokenBalances: [], loading: false }
    case 'failed':
      return { ...state, tokenBalances: [], loading: false, error: command.error, lastRetry: command.at }
    case 'clear':
      return state.tokenBalances.length === 0 && !state.loading && state.stale ? state : { ...state, tokenBalances: [], loading: false, stale: true }
    case 'nativeLoaded': {
      // Only for the account still shown: a late answer for the previous one is dropped.
      const { target } = state
      const native = command.native
      const current = native && native.address === target.address && native.caipNetworkId === target.caipNetworkId
      return current ? { ...state, native } : state
    }
  }
}

/**
 * SPEC §4/§5/§8/§9 token balances of the active account.
 * - Fetch only when address, network id and chain family are all present; only on eip155, solana and bip122.
 * - Unsupported network (not in v1/supported-chains): empty list and 'Token Balance Unavailable'.
 * - Failure: empty list, lastRetry stored, 'Token Balance Unavailable'; for 30 s after it every fetch
 *   gives an empty list without a call.
 * A fetch replaces one still running (latest wins); a new target cancels it.
 */
export function createBalanceService(deps: BalanceServiceDeps, inputs: BalanceServiceInputs) {
  const { scheduler, api, supportedChains } = deps
  const load = (state: BalanceState, forceUpdate: boolean): Observable<BalanceCommand> => {
    if (state.lastRetry !== undefined && scheduler.now() - state.lastRetry < BALANCE_RETRY_GAP_MS) {
      return of({ type: 'skipped' })
    }
    const { address, caipNetworkId, namespace } = state.target
    if (!address || !caipNetworkId || !namespace || !BALANCE_NAMESPACES.includes(namespace)) {
      return of({ type: 'skipped' })
    }
    return whenNetworkSupported<BalanceCommand>(
      supportedChains,
      caipNetworkId,
      () =>
        api
          .getTokenBalances(address, caipNetworkId, forceUpdate)
          .pipe(map((balances): BalanceCommand => ({ type: 'loaded', balances }))),
      { type: 'unsupported' },
    ).pipe(
      catchError((error: unknown) => {
        deps.logger?.warn('balance: token balances unavailable', error)
        return of<BalanceCommand>({ type: 'failed', at: scheduler.now(), error: messageOf(error) })
      }),
    )
  }

  const fetchEffect: Effect<BalanceState, BalanceCommand> = (command$, state$) =>
    command$.pipe(
      filter((c) => c.type === 'fetch' || c.type === 'targetChanged' || c.type === 'clear'),
      withLatestFrom(state$),
      switchMap(([command, state]) => (command.type === 'fetch' ? load(state, state.stale) : EMPTY)),
    )

  // Beside the token list, not inside its retry gap: the chain RPC is another source with its own retries.
  const nativeEffect: Effect<BalanceState, BalanceCommand> = (command$, state$) =>
    command$.pipe(
      filter((c) => c.type === 'fetch' || c.type === 'targetChanged'),
      withLatestFrom(state$),
      switchMap(([command, state]): Observable<BalanceCommand> => {
        const { address, network } = state.target
        if (command.type !== 'fetch' || !deps.native || !address || !network) return EMPTY
        return deps.native.read(address, network, state.stale).pipe(
          map((native): BalanceCommand => ({ type: 'nativeLoaded', native })),
          catchError((error: unknown) => {
            deps.logger?.warn('balance: native balance unavailable', error)
            return EMPTY
          }),
        )
      }),
    )

  // The snackbar is another service: this output reaches its showError through createModal's graph.
  const snackbarEffect: Effect<BalanceState, BalanceCommand, string> = (command$) =>
    command$.pipe(
      filter((c) => c.type === 'failed' || c.type === 'unsupported'),
      map(() => emit(lazyShown.tokenBalanceUnavailable)),
    )

  const service = createService<BalanceState, BalanceCommand, string>({
    initial: initialBalanceState,
    reduce: reduceBalance,
    effects: [fetchEffect, nativeEffect, snackbarEffect],
    inputs: [
      inputs.target$.pipe(
        distinctUntilChanged(sameTarget),
        map((target): BalanceCommand => ({ type: 'targetChanged', target })),
      ),
    ],
  })

  return {
    ...handleOf(service),
    /** 'Token Balance Unavailable' each time the snackbar should show it (SPEC §8). */
    unavailable$: service.output$,
    fetchTokenBalances: (options: { readonly forceUpdate?: boolean } = {}) =>
      service.dispatch({ type: 'fetch', forceUpdate: options.forceUpdate ?? false }),
    /** SPEC §4 send success clears the balances list; what is cached is out of date from now on. */
    clearTokenBalances: () => service.dispatch({ type: 'clear' }),
  }
}

export type BalanceService = ReturnType<typeof createBalanceService>
