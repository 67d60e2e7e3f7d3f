import { AirlockError } from '../index'
import {
  EMPTY,
  catchError,
  concat,
  distinctUntilChanged,
  exhaustMap,
  filter,
  map,
  mergeMap,
  of,
  switchMap,
  withLatestFrom,
  type Observable,
} from 'rxjs'
import { createService, emit, type Effect } from '../core/createService'
import type { LoggerPort } from '../ports/logger'
import type { TrackEventName } from '../errors/messages'
import { HISTORY_NAMESPACES } from './constants'
import type { HistoryApi } from './historyApi'
import {
  initialHistoryState,
  reduceHistory,
  type HistoryCommand,
  type HistoryState,
  type HistoryTarget,
} from './historyState'
import * as lazyShown from '../errors/lazyShownMessages'
import * as lazyThrown from '../errors/lazyThrownMessages'

export interface HistoryServiceDeps {
  readonly api: HistoryApi
  readonly logger?: LoggerPort
}

export interface HistoryServiceInputs {
  /** The active account (chain service): address, CAIP-2 network id, namespace, smart account or not. */
  readonly target$: Observable<HistoryTarget>
  /** SPEC §4 reset connection clears the transactions. */
  readonly clear$?: Observable<unknown>
}

/** SPEC §8 ERROR_FETCH_TRANSACTIONS, shaped as connection's TrackEvent (modal.events$). */
export interface HistoryTrackEvent {
  readonly type: 'track'
  readonly event: Extract<TrackEventName, 'ERROR_FETCH_TRANSACTIONS'>
  readonly address?: string
  /** The failure: the event is an error report (SPEC §7 error props). */
  readonly error: AirlockError
  readonly properties: {
    readonly address: string | undefined
    readonly cursor: string | undefined
    readonly isSmartAccount: boolean
  }
}

export interface HistoryService {
  readonly state$: Observable<HistoryState>
  readonly getState: () => HistoryState
  readonly run$: Observable<never>
  // Outputs
  /** 'Failed to fetch transactions' for the error snackbar. */
  readonly snackbarErrors$: Observable<string>
  readonly events$: Observable<HistoryTrackEvent>
  // Commands
  /** The first page (again), replacing the list; a fetch already running is dropped for it. */
  fetch(options?: { readonly onramp?: string }): void
  /** The next page; ignored while a page loads or when there is no next page. */
  fetchMore(): void
}

const sameTarget = (a: HistoryTarget, b: HistoryTarget): boolean =>
  a.address === b.address &&
  a.caipNetworkId === b.caipNetworkId &&
  a.namespace === b.namespace &&
  a.isSmartAccount === b.isSmartAccount

/**
 * SPEC §4/§5/§7/§8/§9 transaction feed of the active account.
 * - Pages come from GET /v1/account/{address}/history (cursor, onramp, chainId); only eip155 has
 *   activity, and a network the API does not serve gives an empty page without a call.
 * - Shown: the connected chain's transactions, without those whose transfers are all spam NFTs.
 * - Failure: 'Failed to fetch transactions' for the snackbar, ERROR_FETCH_TRANSACTIONS, list empty.
 * - fetch() restarts (latest wins); fetchMore() is ignored while a page loads (exhaustMap); a new
 *   target or a reset (clear$) drops the list and cancels what was loading. Once fetched, a new target loads
 *   its own first page.
 */
type HistoryOutput =
  | { readonly type: 'snackbar'; readonly message: string }
  | { readonly type: 'track'; readonly event: HistoryTrackEvent }

export function createHistoryService(deps: HistoryServiceDeps, inputs: HistoryServiceInputs): HistoryService {
  const loadPage = (state: HistoryState, cursor: string | undefined): Observable<HistoryCommand> => {
    const { address, caipNetworkId, namespace } = state.target
    const first = cursor === undefined
    if (!address) return of({ type: 'refused', error: lazyThrown.transactionsNeedAccountAddress })
    if (!caipNetworkId || !namespace || !HISTORY_NAMESPACES.includes(namespace)) {
      return of({ type: 'pageLoaded', first, transactions: [], next: undefined })
    }
    return concat(
      of<HistoryCommand>({ type: 'pageRequested' }),
      deps.api.fetchPage({ address, caipNetworkId, cursor, onramp: state.onramp }).pipe(
        map((page): HistoryCommand => ({ type: 'pageLoaded', first, transactions: page.data, next: page.next ?? undefined })),
        catchError((error: unknown) => {
          deps.logger?.warn('history: transactions unavailable', error)
          return of<HistoryCommand>({ type: 'pageFailed', error: lazyShown.failedToFetchTransactions, cursor })
        }),
      ),
    )
  }

  /**
   * fetch, clear and a new target each start over (switchMap cancels what was loading). Within one
   * start, fetchMore waits for the page in flight to end (exhaustMap, and fetchMore is only listened
   * to once the first page is in), so one cursor is never asked twice.
   */
  const loadEffect: Effect<HistoryState, HistoryCommand> = (command$, state$) =>
    command$.pipe(
      filter((c) => c.type === 'fetch' || c.type === 'clear' || c.type === 'targetChanged'),
      withLatestFrom(state$),
      switchMap(([command, state]) => {
        const first$ = command.type === 'fetch' || (command.type === 'targetChanged' && state.active) ? loadPage(state, undefined) : EMPTY
        const more$ = command$.pipe(
          filter((c) => c.type === 'fetchMore'),
          withLatestFrom(state$),
          exhaustMap(([, current]) => (current.next === undefined ? EMPTY : loadPage(current, current.next))),
        )
        return concat(first$, more$)
      }),
    )

  const failureEffect: Effect<HistoryState, HistoryCommand, HistoryOutput> = (command$, state$) =>
    command$.pipe(
      withLatestFrom(state$),
      mergeMap(([command, state]) => {
        if (command.type === 'refused') deps.logger?.warn(`history: ${command.error}`)
        if (command.type !== 'pageFailed') return []
        return [
          emit<HistoryOutput>({ type: 'snackbar', message: command.error }),
          emit<HistoryOutput>({
            type: 'track',
            event: {
              type: 'track',
              event: 'ERROR_FETCH_TRANSACTIONS',
              ...(state.target.address ? { address: state.target.address } : {}),
              error: new AirlockError(command.error, { category: 'http' }),
              properties: {
                address: state.target.address,
                cursor: command.cursor,
                isSmartAccount: state.target.isSmartAccount ?? false,
              },
            },
          }),
        ]
      }),
    )

  const service = createService<HistoryState, HistoryCommand, HistoryOutput>({
    initial: initialHistoryState,
    reduce: reduceHistory,
    effects: [loadEffect, failureEffect],
    inputs: [
      inputs.target$.pipe(
        distinctUntilChanged(sameTarget),
        map((target): HistoryCommand => ({ type: 'targetChanged', target })),
      ),
      ...(inputs.clear$ ? [inputs.clear$.pipe(map((): HistoryCommand => ({ type: 'clear' })))] : []),
    ],
  })
  const { dispatch } = service

  return {
    state$: service.state$,
    getState: service.getState,
    run$: service.run$,
    snackbarErrors$: service.output$.pipe(mergeMap((o) => (o.type === 'snackbar' ? [o.message] : []))),
    events$: service.output$.pipe(mergeMap((o) => (o.type === 'track' ? [o.event] : []))),
    fetch: (options = {}) => dispatch({ type: 'fetch', onramp: options.onramp }),
    fetchMore: () => dispatch({ type: 'fetchMore' }),
  }
}
