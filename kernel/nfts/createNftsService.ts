import { EMPTY, catchError, concat, distinctUntilChanged, filter, map, merge, mergeMap, of, switchMap, withLatestFrom, type Observable } from 'rxjs'
import type { Transaction } from '../codec/transaction'
import { createService, handleOf, type ServiceHandle } from '../core/createService'
import { HISTORY_NAMESPACES } from '../history/constants'
import type { HistoryApi } from '../history/historyApi'
import type { LoggerPort } from '../ports/logger'
import { NFT_HISTORY_PAGE_CAP } from './constants'
import { heldNfts, initialNftsState, reduceNfts, type NftsCommand, type NftsState, type NftsTarget } from './nftsState'
import * as lazyShown from '../errors/lazyShownMessages'
import * as lazyThrown from '../errors/lazyThrownMessages'

export interface NftsServiceDeps {
  readonly api: HistoryApi
  readonly logger?: LoggerPort
}

export interface NftsServiceInputs {
  /** The active account, as the history feed sees it. */
  readonly target$: Observable<NftsTarget>
  /** SPEC §4 reset connection clears transactions, and so what was read from them. */
  readonly clear$: Observable<unknown>
}

export interface NftsService extends ServiceHandle<NftsState> {
  /** Reads the account's history again and lists the NFTs it holds; a read still running is dropped. */
  fetch(): void
}

/**
 * The NFTs tab: SPEC §7 has no NFT call, so the NFTs come from GET /v1/account/{account}/history
 * (the history feed's API): up to NFT_HISTORY_PAGE_CAP pages following `next`, on the connected chain
 * only, spam left out. A failed page fails the list with 'Failed to fetch transactions' (that is what
 * failed). fetch restarts; a new target or a reset drops the list, and once fetched a new target
 * loads its own.
 */
export function createNftsService(deps: NftsServiceDeps, inputs: NftsServiceInputs): NftsService {
  const load = ({ address, caipNetworkId, namespace }: NftsTarget): Observable<NftsCommand> => {
    if (!address) return of({ type: 'failed', error: lazyThrown.transactionsNeedAccountAddress })
    if (!caipNetworkId || !namespace || !HISTORY_NAMESPACES.includes(namespace)) return of({ type: 'loaded', items: [], capped: false })
    // Page after page while `next` says there is more, up to the cap; the last page says if it capped.
    const read = (cursor: string | undefined, pages: number, before: ReadonlyArray<Transaction>): Observable<NftsCommand> =>
      deps.api.fetchPage({ address, caipNetworkId, cursor }).pipe(
        mergeMap((page) => {
          const transactions = [...before, ...page.data]
          return page.next && pages < NFT_HISTORY_PAGE_CAP
            ? read(page.next, pages + 1, transactions)
            : of<NftsCommand>({ type: 'loaded', items: heldNfts(transactions, caipNetworkId), capped: Boolean(page.next) })
        }),
      )
    return concat(
      of<NftsCommand>({ type: 'requested' }),
      read(undefined, 1, []).pipe(
        catchError((error: unknown) => {
          deps.logger?.warn('nfts: history unavailable', error)
          return of<NftsCommand>({ type: 'failed', error: lazyShown.failedToFetchTransactions })
        }),
      ),
    )
  }

  const service = createService<NftsState, NftsCommand>({
    initial: initialNftsState,
    reduce: reduceNfts,
    effects: [
      (command$, state$) =>
        command$.pipe(
          filter((c) => c.type === 'fetch' || c.type === 'clear' || c.type === 'targetChanged'),
          withLatestFrom(state$),
          switchMap(([command, state]) => (command.type === 'clear' || !state.active ? EMPTY : load(state.target))),
        ),
    ],
    inputs: [
      merge(
        inputs.target$.pipe(
          distinctUntilChanged(),
          map((target): NftsCommand => ({ type: 'targetChanged', target })),
        ),
        inputs.clear$.pipe(map((): NftsCommand => ({ type: 'clear' }))),
      ),
    ],
  })

  return { ...handleOf(service), fetch: () => service.dispatch({ type: 'fetch' }) }
}
