import type { Connector } from '../codec/connector'
import {
  uniqueById,
  withoutInstalled,
  sortByIds,
  type CatalogueWallet,
} from './catalogueRules'
import { visibleConnectors, type ExcludedWallet } from './connectorRules'
import { RECOMMENDED_WALLETS } from './constants'

export type LoadStatus = 'idle' | 'loading' | 'loaded' | 'error'

export interface WalletList {
  readonly status: LoadStatus
  /** What to show: fetched entries without the installed wallets. */
  readonly entries: ReadonlyArray<CatalogueWallet>
  /** Text of the last failure (an HTTP failure is a value here, never a stream error). */
  readonly error: string | null
}

export interface CataloguePages extends WalletList {
  /** Last page loaded, 0 before the first. */
  readonly page: number
  /** The server's total for the query. */
  readonly count: number
  /** Entries the server sent so far, before client filters (paging arithmetic). */
  readonly received: number
  readonly hasMore: boolean
}

export interface WalletSearch extends WalletList {
  /** The query of the results (or of the request in flight); '' when no search. */
  readonly query: string
  readonly badge: string | null
}

export interface WalletsState {
  /** Installed connectors as reported by the adapters. */
  readonly installed: ReadonlyArray<Connector>
  readonly injectedInstalled: boolean
  /** `installed` after the SPEC §5 connector rules (excluded hidden, generic rule, one per name and chain). */
  readonly connectors: ReadonlyArray<Connector>
  /** rdns and names of the excludeWalletIds wallets, read from the catalogue. */
  readonly excluded: ReadonlyArray<ExcludedWallet>
  /** featuredWalletIds, in that order. */
  readonly featured: WalletList
  /** At most RECOMMENDED_WALLETS (SPEC §9). */
  readonly recommended: WalletList
  readonly custom: ReadonlyArray<CatalogueWallet>
  /** The paged catalogue (AllWallets), 40 per page, pages appended. */
  readonly catalogue: CataloguePages
  readonly search: WalletSearch
  /** The AllWallets grid: featured, custom, recommended, then the pages; no repeats, no installed. */
  readonly allWallets: ReadonlyArray<CatalogueWallet>
  /** Fetched entries before the installed filter, kept to refilter when connectors change. */
  readonly fetched: {
    readonly featured: ReadonlyArray<CatalogueWallet>
    readonly recommended: ReadonlyArray<CatalogueWallet>
    readonly catalogue: ReadonlyArray<CatalogueWallet>
  }
}

export type ListName = 'featured' | 'recommended'

export type WalletsCommand =
  | { readonly type: 'prefetch' }
  | { readonly type: 'connectorsChanged'; readonly connectors: ReadonlyArray<Connector> }
  | { readonly type: 'injectedInstalledChanged'; readonly installed: boolean }
  | { readonly type: 'excludedLoaded'; readonly wallets: ReadonlyArray<ExcludedWallet> }
  | { readonly type: 'listLoaded'; readonly list: ListName; readonly entries: ReadonlyArray<CatalogueWallet> }
  | { readonly type: 'listFailed'; readonly list: ListName; readonly error: string }
  | { readonly type: 'nextPage' }
  | {
      readonly type: 'pageLoaded'
      readonly page: number
      readonly entries: ReadonlyArray<CatalogueWallet>
      readonly received: number
      readonly count: number
    }
  | { readonly type: 'pageFailed'; readonly error: string }
  | { readonly type: 'searchInput'; readonly query: string; readonly badge?: string }
  | { readonly type: 'searchStarted'; readonly query: string; readonly badge: string | null }
  | { readonly type: 'searchLoaded'; readonly query: string; readonly entries: ReadonlyArray<CatalogueWallet> }
  | { readonly type: 'searchFailed'; readonly query: string; readonly error: string }
  | { readonly type: 'searchCleared' }

/** What the reducer needs from the options and the platform; fixed for the life of the service. */
export interface WalletsContext {
  readonly isMobile: boolean
  readonly featuredWalletIds: ReadonlyArray<string>
  readonly excludeWalletIds: ReadonlyArray<string>
}

const emptyList: WalletList = { status: 'idle', entries: [], error: null }

export function initialWalletsState(custom: ReadonlyArray<CatalogueWallet>): WalletsState {
  return {
    installed: [],
    injectedInstalled: false,
    connectors: [],
    excluded: [],
    featured: emptyList,
    recommended: emptyList,
    custom,
    catalogue: { ...emptyList, page: 0, count: 0, received: 0, hasMore: true },
    search: { ...emptyList, query: '', badge: null },
    allWallets: custom,
    fetched: { featured: [], recommended: [], catalogue: [] },
  }
}

/** Recompute every shown list from what was fetched and what is installed. */
function derive(state: WalletsState, context: WalletsContext): WalletsState {
  const installed = state.installed
  const featured = withoutInstalled(state.fetched.featured, installed)
  const recommended = withoutInstalled(state.fetched.recommended, installed).slice(0, RECOMMENDED_WALLETS)
  const catalogue = withoutInstalled(state.fetched.catalogue, installed)
  return {
    ...state,
    connectors: visibleConnectors(installed, {
      isMobile: context.isMobile,
      injectedInstalled: state.injectedInstalled,
      excluded: state.excluded,
      excludeWalletIds: context.excludeWalletIds,
    }),
    featured: { ...state.featured, entries: featured },
    recommended: { ...state.recommended, entries: recommended },
    catalogue: { ...state.catalogue, entries: catalogue },
    allWallets: uniqueById([...featured, ...state.custom, ...recommended, ...catalogue]),
  }
}

export function createWalletsReducer(context: WalletsContext) {
  return function reduceWallets(state: WalletsState, command: WalletsCommand): WalletsState {
    switch (command.type) {
      case 'prefetch':
        return {
          ...state,
          featured:
            context.featuredWalletIds.length > 0 ? { ...state.featured, status: 'loading', error: null } : state.featured,
          recommended: { ...state.recommended, status: 'loading', error: null },
        }
      case 'connectorsChanged':
        return derive({ ...state, installed: command.connectors }, context)
      case 'injectedInstalledChanged':
        return state.injectedInstalled === command.installed
          ? state
          : derive({ ...state, injectedInstalled: command.installed }, context)
      case 'excludedLoaded':
        return derive({ ...state, excluded: command.wallets }, context)
      case 'listLoaded': {
        const entries =
          command.list === 'featured' ? sortByIds(command.entries, context.featuredWalletIds) : command.entries
        return derive(
          {
            ...state,
            [command.list]: { ...state[command.list], status: 'loaded', error: null },
            fetched: { ...state.fetched, [command.list]: entries },
          },
          context,
        )
      }
      case 'listFailed':
        return { ...state, [command.list]: { ...state[command.list], status: 'error', error: command.error } }
      case 'nextPage':
        if (state.catalogue.status === 'loading' || !state.catalogue.hasMore) return state
        return { ...state, catalogue: { ...state.catalogue, status: 'loading', error: null } }
      case 'pageLoaded': {
        const received = state.catalogue.received + command.received
        return derive(
          {
            ...state,
            catalogue: {
              ...state.catalogue,
              status: 'loaded',
              error: null,
              page: command.page,
              count: command.count,
              received,
              // An empty page ends paging even if the count promised more.
              hasMore: command.received > 0 && received < command.count,
            },
            fetched: { ...state.fetched, catalogue: uniqueById([...state.fetched.catalogue, ...command.entries]) },
          },
          context,
        )
      }
      case 'pageFailed':
        return { ...state, catalogue: { ...state.catalogue, status: 'error', error: command.error } }
      case 'searchInput':
        return state
      case 'searchStarted':
        return {
          ...state,
          search: { status: 'loading', entries: [], error: null, query: command.query, badge: command.badge },
        }
      case 'searchLoaded':
        return { ...state, search: { ...state.search, status: 'loaded', entries: command.entries, error: null } }
      case 'searchFailed':
        return { ...state, search: { ...state.search, status: 'error', entries: [], error: command.error } }
      case 'searchCleared':
        return { ...state, search: { status: 'idle', entries: [], error: null, query: '', badge: null } }
    }
  }
}
