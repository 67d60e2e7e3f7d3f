import {
  EMPTY,
  catchError,
  combineLatest,
  concat,
  debounceTime,
  distinctUntilChanged,
  exhaustMap,
  filter,
  map,
  merge,
  of,
  scan,
  switchMap,
  timer,
  withLatestFrom,
  type Observable,
  type SchedulerLike,
} from 'rxjs'
import { createService, emit, handleOf, type Effect } from '../core/createService'
import type { Connector } from '../codec/connector'
import { messageOf } from '../errors/AirlockError'
import type { HttpClient, Query } from '../http/createHttpClient'
import type { LoggerPort } from '../ports/logger'
import type { PlatformPort } from '../ports/platform'
import {
  decodeEntries,
  forPlatform,
  fromCustomWallet,
  installedWalletIds,
  withImages,
  type CatalogueWallet,
  type CustomWalletLike,
} from './catalogueRules'
import { GetWalletsResponse } from '../codec/startupApi'
import type { WalletCatalogueEntry } from '../codec/wallet'
import {
  CATALOGUE_RETRIES,
  CATALOGUE_RETRY_MS,
  RECOMMENDED_WALLETS,
  SEARCH_WALLET_EVENT,
  WALLET_PAGE_SIZE,
  WALLET_SEARCH_DEBOUNCE_MS,
  WALLET_SEARCH_ENTRIES,
  WALLET_SEARCH_MIN_LOADING_MS,
} from './constants'
import {
  createWalletsReducer,
  initialWalletsState,
  type WalletsCommand,
  type WalletsContext,
  type WalletsState,
} from './state'

export interface WalletsOptions {
  /** CAIP-2 ids of the configured networks: the catalogue's `chains` filter. */
  readonly chains: ReadonlyArray<string>
  readonly featuredWalletIds?: ReadonlyArray<string>
  readonly includeWalletIds?: ReadonlyArray<string>
  readonly excludeWalletIds?: ReadonlyArray<string>
  /** Already decoded by the options service (kernel/options CustomWallet). */
  readonly customWallets?: ReadonlyArray<CustomWalletLike>
  /** Fetch featured, recommended and excluded wallets when the kernel starts (default true). */
  readonly prefetchOnStart?: boolean
}

export interface WalletsDeps {
  /** Client of the wallet catalogue API; its identity adds projectId, st, sv (SPEC §7). */
  readonly http: HttpClient
  readonly scheduler: SchedulerLike
  readonly platform: PlatformPort
  readonly logger: LoggerPort
  readonly options: WalletsOptions
}

export interface WalletsInputs {
  /** Installed connectors (every adapter's discoveries, merged). */
  readonly connectors$?: Observable<ReadonlyArray<Connector>>
  /** Whether an injected provider is present (SPEC §5 Generic Browser Wallet rule). */
  readonly injectedInstalled$?: Observable<boolean>
}

/** SPEC §8 SEARCH_WALLET, shaped like a telemetry track event. */
export interface WalletsEvent {
  readonly type: 'track'
  readonly event: typeof SEARCH_WALLET_EVENT
  readonly properties: { readonly search: string; readonly badge: string }
}

type Cmd = WalletsCommand
type WalletsEffect = Effect<WalletsState, Cmd>

const nonEmpty = (ids: ReadonlyArray<string>): ReadonlyArray<string> | undefined => (ids.length > 0 ? ids : undefined)

const walletImageUrl = (http: HttpClient) => (imageId: string): string => http.url(`/getWalletImage/${encodeURIComponent(imageId)}`)

/** The catalogue before any request: the integrator's custom wallets only. */
export function startingWallets(deps: { readonly http: HttpClient; readonly options: Pick<WalletsOptions, 'customWallets'> }): WalletsState {
  const imageUrlOf = walletImageUrl(deps.http)
  return initialWalletsState((deps.options.customWallets ?? []).map((w) => fromCustomWallet(w, imageUrlOf)))
}

/**
 * The wallet catalogue (SPEC §5, §7 GET /getWallets, §9 pages, search, recommended; DESIGN §10 search
 * timing). `start`: the state the kernel's first snapshot already showed (the default is the same).
 */
export function createWalletsService(deps: WalletsDeps, inputs: WalletsInputs = {}, start: WalletsState = startingWallets(deps)) {
  const { http, scheduler, platform, logger, options } = deps
  const featuredIds = options.featuredWalletIds ?? []
  const includeIds = options.includeWalletIds ?? []
  const excludeIds = options.excludeWalletIds ?? []
  const chains = nonEmpty(options.chains)
  const context: WalletsContext = {
    isMobile: platform.isMobile,
    featuredWalletIds: featuredIds,
    excludeWalletIds: excludeIds,
  }

  const imageUrlOf = walletImageUrl(http)

  /** One GET /getWallets: items decoded one by one, then the SPEC §5 mobile-link rule. */
  const fetchWallets = (query: Query): Observable<{ entries: WalletCatalogueEntry[]; received: number; count: number }> =>
    http.get('/getWallets', GetWalletsResponse, query).pipe(
      map((answer) => ({
        entries: forPlatform(decodeEntries(answer.data, logger), platform.isMobile),
        received: answer.data.length,
        count: answer.count,
      })),
    )

  const failure = (what: string) => (error: unknown) => {
    logger.warn(`wallets: ${what} not loaded`, error)
    return messageOf(error)
  }

  const prefetchFeaturedAndExcluded: WalletsEffect = (command$) =>
    command$.pipe(
      filter((c) => c.type === 'prefetch'),
      exhaustMap(() => {
        const featured$: Observable<Cmd> =
          featuredIds.length === 0
            ? EMPTY
            : fetchWallets({ page: 1, entries: featuredIds.length, include: featuredIds }).pipe(
                map((r): Cmd => ({ type: 'listLoaded', list: 'featured', entries: withImages(r.entries, imageUrlOf) })),
                catchError((e: unknown) => of<Cmd>({ type: 'listFailed', list: 'featured', error: failure('featured')(e) })),
              )
        const excluded$: Observable<Cmd> =
          excludeIds.length === 0
            ? EMPTY
            : // The unfiltered list: an excluded wallet stays excluded on every platform.
              http.get('/getWallets', GetWalletsResponse, { page: 1, entries: excludeIds.length, include: excludeIds }).pipe(
                map((answer): Cmd => ({
                  type: 'excludedLoaded',
                  wallets: decodeEntries(answer.data, logger).map((w) => ({ name: w.name, rdns: w.rdns ?? null })),
                })),
                catchError((e: unknown) => {
                  // Connectors are still hidden by explorerId; only the rdns/name match is lost.
                  failure('excluded wallets')(e)
                  return EMPTY
                }),
              )
        return merge(featured$, excluded$)
      }),
    )

  /**
   * Recommended: the first RECOMMENDED_WALLETS the server ranks, asked again (latest wins) when the
   * installed wallets change, so installed ones are excluded server-side and four remain to show.
   */
  const recommended: WalletsEffect = (command$, state$) =>
    command$.pipe(
      filter((c) => c.type === 'prefetch' || c.type === 'connectorsChanged' || c.type === 'listLoaded'),
      withLatestFrom(state$),
      filter(([, state]) => state.recommended.status !== 'idle'),
      scan(
        (request, [command, state]) => {
          // Every entry ever fetched is remembered, so an installed wallet found by rdns or name stays
          // excluded after the refetch drops it from the list (else the two answers would alternate).
          for (const entry of [...state.fetched.recommended, ...state.fetched.catalogue]) request.seen.set(entry.id, entry)
          const installed = installedWalletIds(state.installed, [...request.seen.values()])
          return {
            seen: request.seen,
            retry: command.type === 'prefetch',
            exclude: [...new Set([...excludeIds, ...featuredIds, ...installed])],
          }
        },
        { seen: new Map<string, WalletCatalogueEntry>(), retry: false, exclude: [] as string[] },
      ),
      distinctUntilChanged((a, b) => !b.retry && a.exclude.join() === b.exclude.join()),
      switchMap(({ exclude }) =>
        fetchWallets({
          page: 1,
          entries: RECOMMENDED_WALLETS,
          include: nonEmpty(includeIds),
          exclude: nonEmpty(exclude),
          chains,
        }).pipe(
          map((r): Cmd => ({ type: 'listLoaded', list: 'recommended', entries: withImages(r.entries, imageUrlOf) })),
          catchError((e: unknown) =>
            of<Cmd>({ type: 'listFailed', list: 'recommended', error: failure('recommended')(e) }),
          ),
        ),
      ),
    )

  /** Infinite paging: one page at a time, requests while one is out are ignored. */
  const pages: WalletsEffect = (command$, state$) =>
    command$.pipe(
      filter((c) => c.type === 'nextPage'),
      withLatestFrom(state$),
      exhaustMap(([, state]) => {
        if (state.catalogue.page > 0 && !state.catalogue.hasMore) return EMPTY
        const page = state.catalogue.page + 1
        return fetchWallets({
          page,
          entries: WALLET_PAGE_SIZE,
          include: nonEmpty(includeIds),
          exclude: nonEmpty([...excludeIds, ...featuredIds]),
          chains,
        }).pipe(
          map(
            (r): Cmd => ({
              type: 'pageLoaded',
              page,
              entries: withImages(r.entries, imageUrlOf),
              received: r.received,
              count: r.count,
            }),
          ),
          catchError((e: unknown) => of<Cmd>({ type: 'pageFailed', error: failure(`page ${page}`)(e) })),
        )
      }),
    )

  /**
   * Search (SPEC §9, DESIGN §10): input debounced 300 ms; each query asks 100 entries; the latest
   * query wins; results (or the failure) show no sooner than 300 ms after loading began.
   */
  const search: WalletsEffect = (command$) =>
    command$.pipe(
      filter((c): c is Extract<Cmd, { type: 'searchInput' }> => c.type === 'searchInput'),
      debounceTime(WALLET_SEARCH_DEBOUNCE_MS, scheduler),
      switchMap(({ query: input, badge }): Observable<Cmd> => {
        const query = input.trim()
        if (!query && !badge) return of<Cmd>({ type: 'searchCleared' })
        const result$ = fetchWallets({
          page: 1,
          entries: WALLET_SEARCH_ENTRIES,
          search: query || undefined,
          badge_type: badge,
          include: nonEmpty(includeIds),
          exclude: nonEmpty(excludeIds),
          chains,
        }).pipe(
          map((r): Cmd => ({ type: 'searchLoaded', query, entries: withImages(r.entries, imageUrlOf) })),
          catchError((e: unknown) => of<Cmd>({ type: 'searchFailed', query, error: failure('search')(e) })),
        )
        return concat(
          of<Cmd>({ type: 'searchStarted', query, badge: badge ?? null }),
          combineLatest([result$, timer(WALLET_SEARCH_MIN_LOADING_MS, scheduler)]).pipe(map(([result]) => result)),
        )
      }),
    )

  /**
   * A catalogue that cannot be reached is asked again on the kernel's clock, a bounded number of
   * times with growing waits; any answer ends the count. The recommended list is asked again through
   * `prefetch`, a failed page through `nextPage`.
   */
  const quietRetry =
    (failed: (c: Cmd) => boolean, loaded: (c: Cmd) => boolean, again: Cmd): WalletsEffect =>
    (command$) =>
      command$.pipe(
        filter((c) => failed(c) || loaded(c)),
        scan((attempt, c) => (failed(c) ? attempt + 1 : 0), 0),
        switchMap((attempt) =>
          attempt === 0 || attempt > CATALOGUE_RETRIES
            ? EMPTY
            : timer(CATALOGUE_RETRY_MS * 2 ** (attempt - 1), scheduler).pipe(map((): Cmd => again)),
        ),
      )
  const retryRecommended = quietRetry(
    (c) => c.type === 'listFailed' && c.list === 'recommended',
    (c) => c.type === 'listLoaded' && c.list === 'recommended',
    { type: 'prefetch' },
  )
  const retryPages = quietRetry(
    (c) => c.type === 'pageFailed',
    (c) => c.type === 'pageLoaded',
    { type: 'nextPage' },
  )

  /** SPEC §8 SEARCH_WALLET for every search sent. */
  const trackSearch: Effect<WalletsState, Cmd, WalletsEvent> = (command$) =>
    command$.pipe(
      filter((c): c is Extract<Cmd, { type: 'searchStarted' }> => c.type === 'searchStarted'),
      map((c) =>
        emit<WalletsEvent>({
          type: 'track',
          event: SEARCH_WALLET_EVENT,
          properties: { search: c.query, badge: c.badge ?? '' },
        }),
      ),
    )

  const service = createService<WalletsState, Cmd, WalletsEvent>({
    initial: start,
    reduce: createWalletsReducer(context),
    effects: [prefetchFeaturedAndExcluded, recommended, pages, search, trackSearch, retryRecommended, retryPages],
    inputs: [
      ...(inputs.connectors$
        ? [inputs.connectors$.pipe(map((connectors): Cmd => ({ type: 'connectorsChanged', connectors })))]
        : []),
      ...(inputs.injectedInstalled$
        ? [
            inputs.injectedInstalled$.pipe(
              map((installed): Cmd => ({ type: 'injectedInstalledChanged', installed })),
            ),
          ]
        : []),
      ...(options.prefetchOnStart === false ? [] : [of<Cmd>({ type: 'prefetch' })]),
    ],
  })

  return {
    ...handleOf(service),
    /** Tracked events (SEARCH_WALLET), for telemetry and modal.events$. Hot; live while run$ runs. */
    events$: service.output$,
    /** Fetch featured, recommended and excluded wallets (again, after a failure). */
    prefetch: (): void => service.dispatch({ type: 'prefetch' }),
    /** Load the next catalogue page (the first one when none is loaded). Ignored while a page loads. */
    nextPage: (): void => service.dispatch({ type: 'nextPage' }),
    /** Feed the search box: debounced here; '' clears the results. */
    search: (query: string, badge?: string): void =>
      service.dispatch({ type: 'searchInput', query, ...(badge ? { badge } : {}) }),
    /** The image URL of any catalogue image id (for wallets outside these lists, e.g. recent ones). */
    imageUrlOf,
  }
}

export type WalletsService = ReturnType<typeof createWalletsService>
export type { CatalogueWallet }
