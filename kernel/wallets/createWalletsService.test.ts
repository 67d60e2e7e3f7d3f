import { describe, expect, it } from 'vitest'
import { VirtualAction, VirtualTimeScheduler, asyncScheduler, map, of, throwError, type Observable } from 'rxjs'
import type { TestScheduler } from 'rxjs/testing'
import { createWalletsService, type WalletsInputs, type WalletsOptions } from './createWalletsService'
import type { WalletCatalogueEntry } from '../codec/wallet'
import { MOBILE_LINK_EXCEPTIONS } from './constants'
import { createFakeHttp, type FakeCall } from '../../test/harness/fakeHttp'
import type { Connector } from '../codec/connector'
import { createHttpClient } from '../http/createHttpClient'
import { HttpError } from '../http/HttpError'
import { createStaticPlatform, type PlatformPort } from '../ports/platform'
import { createRecordingLogger } from '../ports/logger'
import { createTestScheduler } from '../../test/harness/marbles'
import { createTableFetch } from '../../test/harness/env'

const wallet = (id: string, overrides: Partial<WalletCatalogueEntry> = {}): WalletCatalogueEntry => ({
  id,
  name: `Wallet ${id}`,
  image_id: `img-${id}`,
  mobile_link: `${id}://`,
  ...overrides,
})
const wallets = (prefix: string, count: number, from = 0): WalletCatalogueEntry[] =>
  Array.from({ length: count }, (_, i) => wallet(`${prefix}${from + i}`))

const list = (value: unknown): string[] => (Array.isArray(value) ? value.map(String) : [])

function setup(
  answer: (call: FakeCall) => Observable<unknown>,
  options: Partial<WalletsOptions> = {},
  extra: { platform?: PlatformPort; inputs?: WalletsInputs; scheduler?: TestScheduler } = {},
) {
  const http = createFakeHttp(answer)
  const logger = createRecordingLogger()
  const service = createWalletsService(
    {
      http,
      scheduler: extra.scheduler ?? createTestScheduler(),
      platform: extra.platform ?? createStaticPlatform(),
      logger,
      options: { chains: ['eip155:1', 'eip155:137'], prefetchOnStart: false, ...options },
    },
    extra.inputs,
  )
  return { http, logger, service }
}

const announced = (name: string, extra: Partial<Connector> = {}): Connector => ({
  id: name.toLowerCase(),
  type: 'ANNOUNCED',
  name,
  chain: 'eip155',
  ...extra,
})

describe('wallet catalogue (SPEC §5, §7, §9)', () => {
  it('§7 GET /getWallets: projectId, st, sv, page, entries, include, exclude, chains; answer data and count', async () => {
    const fetch = createTableFetch({
      '/getWallets': () => Response.json({ data: [wallet('a'), wallet('b')], count: 2 }),
    })
    const http = createHttpClient(fetch, { scheduler: asyncScheduler,
      baseUrl: 'http://catalogue.test',
      identity: () => ({ projectId: 'p1', st: 'airlock', sv: '0.1.0' }),
    })
    const service = createWalletsService({
      http,
      scheduler: createTestScheduler(),
      platform: createStaticPlatform(),
      logger: createRecordingLogger(),
      options: {
        chains: ['eip155:1', 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'],
        includeWalletIds: ['i1', 'i2'],
        excludeWalletIds: ['x1'],
        featuredWalletIds: ['f1'],
        prefetchOnStart: false,
      },
    })
    const sub = service.run$.subscribe()
    service.nextPage()
    await settle()
    sub.unsubscribe()

    expect(fetch.calls).toHaveLength(1)
    expect(fetch.calls[0]!.url.pathname).toBe('/getWallets')
    expect(Object.fromEntries(fetch.calls[0]!.url.searchParams)).toEqual({
      projectId: 'p1',
      st: 'airlock',
      sv: '0.1.0',
      page: '1',
      entries: '40',
      include: 'i1,i2',
      exclude: 'x1,f1',
      chains: 'eip155:1,solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
    })
    const { catalogue } = service.getState()
    expect(catalogue.entries.map((w) => w.id)).toEqual(['a', 'b'])
    expect(catalogue).toMatchObject({ status: 'loaded', page: 1, count: 2, hasMore: false })
    expect(catalogue.entries[0]!.imageUrl).toBe(
      'http://catalogue.test/getWalletImage/img-a?projectId=p1&st=airlock&sv=0.1.0',
    )
  })

  it('§9 wallet pages: 40 entries a page, images for the first 20 of each page', () => {
    const { service, http } = setup((call) =>
      of({ data: wallets(`p${String(call.query.page)}-`, 40), count: 200 }),
    )
    service.run$.subscribe()
    service.nextPage()
    service.nextPage()
    expect(http.calls.map((c) => [c.query.page, c.query.entries])).toEqual([
      [1, 40],
      [2, 40],
    ])
    const entries = service.getState().catalogue.entries
    expect(entries).toHaveLength(80)
    const eager = entries.filter((w) => w.imageLoading === 'eager').map((w) => w.id)
    expect(eager).toEqual([...wallets('p1-', 20), ...wallets('p2-', 20)].map((w) => w.id))
    expect(entries.every((w) => w.imageUrl === `http://catalogue.test/getWalletImage/img-${w.id}`)).toBe(true)
  })

  it('§9 wallet pages: nextPage appends the next page and is ignored while a page loads', () => {
    const ts = createTestScheduler()
    ts.run(({ cold, expectObservable }) => {
      const asked: Array<[number, unknown]> = []
      const { service } = setup(
        (call) => {
          asked.push([ts.now(), call.query.page])
          const page = Number(call.query.page)
          return cold('20ms (a|)', { a: { data: wallets('w', page === 3 ? 20 : 40, (page - 1) * 40), count: 100 } })
        },
        {},
        { scheduler: ts },
      )
      service.run$.subscribe()
      // Scroll events: three while page 1 loads, then one at 30 ms, one at 60 ms, one at 90 ms.
      cold('a 4ms b 4ms c 19ms d 29ms e 29ms f').subscribe(() => service.nextPage())
      const view = service.state$.pipe(map((s) => `${s.catalogue.status}:${s.catalogue.entries.length}`))
      expectObservable(view).toBe('l 19ms a 9ms l 19ms b 9ms l 19ms c', {
        l: expect.stringMatching(/^loading:/) as unknown as string,
        a: 'loaded:40',
        b: 'loaded:80',
        c: 'loaded:100',
      })
      ts.flush()
      // Three pages in all: the count (100) is reached, so the sixth scroll asks nothing.
      expect(asked).toEqual([
        [0, 1],
        [30, 2],
        [60, 3],
      ])
      expect(service.getState().catalogue.hasMore).toBe(false)
    })
  })

  it('§7 an HTTP failure is a value in state, and the next request retries the page', () => {
    let fail = true
    const { service } = setup(() =>
      fail ? throwError(() => new HttpError(500, 'down')) : of({ data: wallets('w', 3), count: 3 }),
    )
    const errors: unknown[] = []
    service.state$.subscribe({ error: (e: unknown) => errors.push(e) })
    service.run$.subscribe({ error: (e: unknown) => errors.push(e) })
    service.nextPage()
    expect(service.getState().catalogue).toMatchObject({ status: 'error', error: 'HTTP status code: 500', page: 0 })
    fail = false
    service.nextPage()
    expect(service.getState().catalogue).toMatchObject({ status: 'loaded', error: null, page: 1 })
    expect(errors).toEqual([])
  })

  it('§9 recommended wallets: 4, excluding excluded and featured wallets', () => {
    const { service, http } = setup(
      (call) =>
        list(call.query.include).length > 0 && call.query.entries !== 4
          ? of({ data: list(call.query.include).map((id) => wallet(id)), count: 2 })
          : of({ data: wallets('r', 4), count: 500 }),
      { featuredWalletIds: ['f1', 'f2'], excludeWalletIds: ['x1'], includeWalletIds: ['r0', 'r1', 'r2', 'r3', 'r4'] },
    )
    service.run$.subscribe()
    service.prefetch()
    const recommendedCall = http.calls.find((c) => c.query.entries === 4)
    expect(recommendedCall?.query).toMatchObject({
      page: 1,
      entries: 4,
      include: ['r0', 'r1', 'r2', 'r3', 'r4'],
      exclude: ['x1', 'f1', 'f2'],
      chains: ['eip155:1', 'eip155:137'],
    })
    expect(service.getState().recommended).toMatchObject({ status: 'loaded', error: null })
    expect(service.getState().recommended.entries.map((w) => w.id)).toEqual(['r0', 'r1', 'r2', 'r3'])
  })

  it('§9 recommended wallets: installed wallets are not shown twice, and 4 are still shown', () => {
    // The server ranks r0, r1, r2...; it honours `exclude`.
    const ranking = wallets('r', 10).map((w) => (w.id === 'r1' ? { ...w, rdns: 'io.rabby' } : w))
    const { service, http } = setup((call) => {
      const exclude = list(call.query.exclude)
      return of({ data: ranking.filter((w) => !exclude.includes(w.id)).slice(0, Number(call.query.entries)), count: 10 })
    }, {}, {
      inputs: {
        connectors$: of([
          announced('Zerion', { explorerId: 'r0' }),
          announced('Rabby', { info: { rdns: 'io.rabby' } }),
        ]),
      },
    })
    service.run$.subscribe()
    service.prefetch()
    // r0 excluded by its catalogue id at once; r1 found installed by rdns, so asked again without it.
    expect(http.calls.map((c) => list(c.query.exclude))).toEqual([['r0'], ['r0', 'r1']])
    expect(service.getState().recommended.entries.map((w) => w.id)).toEqual(['r2', 'r3', 'r4', 'r5'])
  })

  it('§9 wallet pages: installed wallets are left out of the catalogue and the AllWallets grid', () => {
    const { service } = setup(() => of({ data: [wallet('a'), wallet('b', { rdns: 'io.b' }), wallet('c')], count: 3 }), {}, {
      inputs: { connectors$: of([announced('B', { info: { rdns: 'io.b' } })]) },
    })
    service.run$.subscribe()
    service.nextPage()
    expect(service.getState().catalogue.entries.map((w) => w.id)).toEqual(['a', 'c'])
    expect(service.getState().allWallets.map((w) => w.id)).toEqual(['a', 'c'])
  })

  it('featuredWalletIds: fetched by include, shown in the given order; customWallets shown as given', () => {
    const { service, http } = setup(
      (call) =>
        call.query.entries === 2
          ? of({ data: [wallet('f1'), wallet('f2')], count: 2 })
          : of({ data: [wallet('r0'), wallet('f1')], count: 2 }),
      {
        featuredWalletIds: ['f2', 'f1'],
        customWallets: [{ id: 'custom', name: 'My Wallet', image_url: 'https://img/custom.png', mobile_link: 'my://' }],
      },
    )
    service.run$.subscribe()
    service.prefetch()
    service.nextPage()
    const featuredCall = http.calls.find((c) => c.query.entries === 2)
    expect(featuredCall?.query).toEqual({ page: 1, entries: 2, include: ['f2', 'f1'] })
    const state = service.getState()
    expect(state.featured.entries.map((w) => w.id)).toEqual(['f2', 'f1'])
    expect(state.custom).toEqual([
      { id: 'custom', name: 'My Wallet', imageUrl: 'https://img/custom.png', mobile_link: 'my://', imageLoading: 'eager' },
    ])
    // The AllWallets grid: featured, custom, recommended, pages, each wallet once.
    expect(state.allWallets.map((w) => w.id)).toEqual(['f2', 'f1', 'custom', 'r0'])
  })

  it('§5 excluded wallets hidden by rdns or name: their catalogue entries are read, then connectors filtered', () => {
    const { service, http } = setup(
      (call) =>
        list(call.query.include).includes('x1')
          ? of({ data: [{ id: 'x1', name: 'Rabby Wallet', rdns: 'io.rabby' }], count: 1 })
          : of({ data: [], count: 0 }),
      { excludeWalletIds: ['x1'] },
      {
        inputs: {
          connectors$: of([
            announced('Rabby', { info: { rdns: 'io.rabby' } }),
            announced('MetaMask'),
            announced('Metamask', { type: 'INJECTED' }),
            { id: 'injected', type: 'INJECTED', name: 'Browser Wallet', chain: 'eip155' },
          ]),
        },
      },
    )
    service.run$.subscribe()
    service.prefetch()
    expect(http.calls.find((c) => list(c.query.include).includes('x1'))?.query).toEqual({
      page: 1,
      entries: 1,
      include: ['x1'],
    })
    // Rabby excluded by rdns, the second MetaMask deduplicated, the Browser Wallet hidden on desktop.
    expect(service.getState().connectors.map((c) => c.id)).toEqual(['metamask'])
  })

  it('§5 Generic Browser Wallet on mobile: shown only when an injected wallet is installed', () => {
    const browserWallet: Connector = { id: 'injected', type: 'INJECTED', name: 'Browser Wallet', chain: 'eip155' }
    const ts = createTestScheduler()
    ts.run(({ cold }) => {
      const { service } = setup(() => of({ data: [], count: 0 }), {}, {
        scheduler: ts,
        platform: createStaticPlatform({ isMobile: true }),
        inputs: { connectors$: of([browserWallet]), injectedInstalled$: cold('a 9ms b', { a: false, b: true }) },
      })
      service.run$.subscribe()
      ts.flush()
      expect(service.getState().connectors).toEqual([browserWallet])
    })
    const { service } = setup(() => of({ data: [], count: 0 }), {}, {
      platform: createStaticPlatform({ isMobile: true }),
      inputs: { connectors$: of([browserWallet]), injectedInstalled$: of(false) },
    })
    service.run$.subscribe()
    expect(service.getState().connectors).toEqual([])
  })

  it('§5 mobile wallets need a mobile link (two exceptions) on mobile; desktop keeps all', () => {
    const [phantom] = MOBILE_LINK_EXCEPTIONS
    const page = { data: [wallet('a'), wallet('b', { mobile_link: null }), wallet(phantom!, { mobile_link: null })], count: 3 }
    const mobile = setup(() => of(page), {}, { platform: createStaticPlatform({ isMobile: true }) }).service
    mobile.run$.subscribe()
    mobile.nextPage()
    expect(mobile.getState().catalogue.entries.map((w) => w.id)).toEqual(['a', phantom])
    const desktop = setup(() => of(page)).service
    desktop.run$.subscribe()
    desktop.nextPage()
    expect(desktop.getState().catalogue.entries).toHaveLength(3)
  })

  it('prefetches featured, recommended and excluded wallets when the kernel starts', () => {
    const { service, http } = setup(() => of({ data: [], count: 0 }), {
      prefetchOnStart: true,
      featuredWalletIds: ['f1'],
      excludeWalletIds: ['x1'],
    })
    service.run$.subscribe()
    expect(http.calls.map((c) => list(c.query.include).join() || `entries=${String(c.query.entries)}`).sort()).toEqual([
      'entries=4',
      'f1',
      'x1',
    ])
  })
})

describe('catalogue unreachable: quiet, bounded retries on the kernel clock', () => {
  const unreachable = () => throwError(() => new TypeError('Failed to fetch'))
  const clock = () => {
    const scheduler = new VirtualTimeScheduler(VirtualAction, 0)
    const advanceTo = (ms: number) => {
      scheduler.maxFrames = ms
      scheduler.flush()
    }
    return { scheduler, advanceTo }
  }

  it('recommended wallets are asked again after 2 s, 4 s and 8 s more, then no more', () => {
    const { scheduler, advanceTo } = clock()
    const { service, http } = setup(unreachable, { prefetchOnStart: true }, { scheduler: scheduler as unknown as TestScheduler })
    service.run$.subscribe()
    const asked = () => http.calls.filter((c) => c.query.entries === 4).length
    expect(asked()).toBe(1)
    advanceTo(1_999)
    expect(asked()).toBe(1)
    advanceTo(2_000)
    expect(asked()).toBe(2)
    advanceTo(6_000)
    expect(asked()).toBe(3)
    advanceTo(14_000)
    expect(asked()).toBe(4)
    advanceTo(1_000_000)
    expect(asked()).toBe(4)
    expect(service.getState().recommended.status).toBe('error')
  })

  it('a failed page is asked again quietly, and an answer ends the retries', () => {
    const { scheduler, advanceTo } = clock()
    let reachable = false
    const { service, http } = setup(() => (reachable ? of({ data: wallets('w', 3), count: 3 }) : unreachable()), {}, {
      scheduler: scheduler as unknown as TestScheduler,
    })
    service.run$.subscribe()
    service.nextPage()
    expect(service.getState().catalogue.status).toBe('error')
    reachable = true
    advanceTo(2_000)
    expect(service.getState().catalogue).toMatchObject({ status: 'loaded', page: 1 })
    advanceTo(1_000_000)
    expect(http.calls).toHaveLength(2)
  })
})

/** Let the fake fetch's promises and response bodies resolve (no timers involved). */
async function settle(): Promise<void> {
  for (let i = 0; i < 20; i++) await new Promise<void>((resolve) => setImmediate(resolve))
}
