import { parseCaipNetworkId } from '../index'
import { isSpamOnly, type Transaction } from '../codec/transaction'
// Not through the index (see HistoryView): grouping by month is for the history alone.
import { groupByMonth, type MonthGroup } from '../format/groupByMonth'
import type { CaipNetworkId, ChainNamespace } from '../codec/primitives'
import { PENDING_TRANSACTIONS_LIMIT } from './constants'
import { initialHistoryState } from './initialState'

/** The account whose activity is listed: the active address, network and chain family. */
export interface HistoryTarget {
  readonly address?: string | undefined
  readonly caipNetworkId?: CaipNetworkId | undefined
  readonly namespace?: ChainNamespace | undefined
  /** For the ERROR_FETCH_TRANSACTIONS properties. */
  readonly isSmartAccount?: boolean | undefined
}

/**
 * SPEC §4 transaction feed: loading, then empty or filled. 'idle' before the first fetch (and after
 * clear); 'error' after a failed fetch, with the list empty (SPEC §8), which a view shows as empty.
 */
export type HistoryStatus = 'idle' | 'loading' | 'empty' | 'filled' | 'error'

export interface HistoryState {
  readonly target: HistoryTarget
  readonly status: HistoryStatus
  /** Shown transactions, newest first as the API sends them: connected chain only, spam-only hidden. */
  readonly transactions: ReadonlyArray<Transaction>
  /** Cursor of the next page; undefined at the end. */
  readonly next: string | undefined
  /** The onramp of the list (fetch({ onramp })); next pages keep it. */
  readonly onramp: string | undefined
  /** A fetch was asked since the last clear: a new target then loads its first page by itself. */
  readonly active: boolean
  /** Message of the last failure or refusal, cleared by the next page. */
  readonly error: string | undefined
}

export type HistoryCommand =
  | { readonly type: 'targetChanged'; readonly target: HistoryTarget }
  | { readonly type: 'fetch'; readonly onramp: string | undefined }
  | { readonly type: 'fetchMore' }
  | { readonly type: 'clear' }
  | { readonly type: 'pageRequested' }
  | { readonly type: 'pageLoaded'; readonly first: boolean; readonly transactions: ReadonlyArray<Transaction>; readonly next: string | undefined }
  /** `cursor`: the page that failed, for the track event. */
  | { readonly type: 'pageFailed'; readonly error: string; readonly cursor: string | undefined }
  /** Nothing asked: "Transactions can't be fetched without an accountAddress". */
  | { readonly type: 'refused'; readonly error: string }

/** SPEC §5: transactions show only for the connected chain; metadata.chain is CAIP-2 (or its bare reference). */
export function isOnChain(transaction: Transaction, caipNetworkId: CaipNetworkId | undefined): boolean {
  if (!caipNetworkId) return false
  const chain = transaction.metadata.chain
  return chain === caipNetworkId || chain === parseCaipNetworkId(caipNetworkId).reference
}

/** SPEC §5: what the feed shows of a page: the connected chain's transactions that are not spam only. */
export function visibleTransactions(
  page: ReadonlyArray<Transaction>,
  caipNetworkId: CaipNetworkId | undefined,
): ReadonlyArray<Transaction> {
  return page.filter((transaction) => !isSpamOnly(transaction) && isOnChain(transaction, caipNetworkId))
}

/** Pages may overlap when new transactions arrive between two calls: a transaction is listed once. */
function append(list: ReadonlyArray<Transaction>, page: ReadonlyArray<Transaction>): ReadonlyArray<Transaction> {
  const seen = new Set(list.map((t) => t.id))
  return [...list, ...page.filter((t) => !seen.has(t.id))]
}

const cleared = (state: HistoryState): HistoryState => ({
  ...state,
  status: 'idle',
  transactions: [],
  next: undefined,
  error: undefined,
})

export function reduceHistory(state: HistoryState, command: HistoryCommand): HistoryState {
  switch (command.type) {
    case 'targetChanged':
      // Another account's or chain's activity must never show for this one.
      return { ...cleared(state), target: command.target }
    case 'fetch':
      return { ...state, onramp: command.onramp, active: true }
    case 'fetchMore':
      return state
    case 'clear':
      return { ...cleared(state), onramp: undefined, active: false }
    case 'pageRequested':
      return { ...state, status: 'loading', error: undefined }
    case 'pageLoaded': {
      const shown = visibleTransactions(command.transactions, state.target.caipNetworkId)
      const transactions = command.first ? shown : append(state.transactions, shown)
      return { ...state, status: transactions.length ? 'filled' : 'empty', transactions, next: command.next, error: undefined }
    }
    case 'pageFailed':
    case 'refused':
      // SPEC §8 'Failed to fetch transactions' (list then empty).
      return { ...state, status: 'error', transactions: [], next: undefined, error: command.error }
  }
}

/**
 * SPEC §2: the feed grouped by year and month, newest first; the title is the month name, plus the
 * year when it is not the current year. `now` is scheduler.now().
 */
export function historyGroups(state: HistoryState, now: number): ReadonlyArray<MonthGroup<Transaction>> {
  return groupByMonth(state.transactions, (transaction) => transaction.metadata.minedAt, now)
}

/**
 * SPEC §9 pending transactions limit 99: the pending transactions of the feed, newest first, capped at
 * 99 (a pending badge or list never goes past it). The feed itself keeps every transaction it shows.
 */
export function pendingTransactions(state: HistoryState): ReadonlyArray<Transaction> {
  return state.transactions.filter((t) => t.metadata.status === 'pending').slice(0, PENDING_TRANSACTIONS_LIMIT)
}

export { initialHistoryState }
