import { describe, expect, it } from 'vitest'
import { distinctUntilChanged, map, type Observable } from 'rxjs'
import type { TestScheduler } from 'rxjs/testing'
import { createWalletsService } from './createWalletsService'
import type { WalletCatalogueEntry } from '../codec/wallet'
import { createFakeHttp, type FakeCall } from '../../test/harness/fakeHttp'
import { HttpError } from '../http/HttpError'
import { createStaticPlatform } from '../ports/platform'
import { createRecordingLogger } from '../ports/logger'
import { createTestScheduler } from '../../test/harness/marbles'

const found = (query: string): { data: WalletCatalogueEntry[]; count: number } => ({
  data: [{ id: `${query}-1`, name: `${query} wallet`, mobile_link: 'x://' }],
  count: 1,
})

/** A wallets service whose /getWallets answers come from `answer`; search calls are recorded with their time. */
function setup(ts: TestScheduler, answer: (call: FakeCall) => Observable<unknown>) {
  const asked: Array<{ at: number; query: FakeCall['query'] }> = []
  const http = createFakeHttp((call) => {
    asked.push({ at: ts.now(), query: call.query })
    return answer(call)
  })
  const service = createWalletsService({
    http,
    scheduler: ts,
    platform: createStaticPlatform(),
    logger: createRecordingLogger(),
    options: { chains: ['eip155:1'], includeWalletIds: ['i1'], excludeWalletIds: ['x1'], prefetchOnStart: false },
  })
  service.run$.subscribe()
  return { service, asked }
}

/** Type into the search box: each marble value is the box's content at that time. */
function type(ts: TestScheduler, service: { search: (q: string, badge?: string) => void }, marbles: string, values: Record<string, string>) {
  ts.createColdObservable(marbles, values).subscribe((query) => service.search(query))
}

describe('wallet search (SPEC §9 "100 entries, minimum delay 300 ms", DESIGN §10)', () => {
  it('§9 wallet search: input debounced 300 ms, only the settled query is asked, with 100 entries', () => {
    const ts = createTestScheduler()
    ts.run(({ cold }) => {
      const { service, asked } = setup(ts, (call) => cold('50ms (a|)', { a: found(String(call.query.search)) }))
      type(ts, service, 'a 99ms b 99ms c', { a: 'm', b: 'me', c: ' met ' })
      ts.flush()
      expect(asked).toEqual([
        {
          at: 500,
          query: {
            page: 1,
            entries: 100,
            search: 'met',
            badge_type: undefined,
            include: ['i1'],
            exclude: ['x1'],
            chains: ['eip155:1'],
          },
        },
      ])
      expect(service.getState().search).toMatchObject({ status: 'loaded', query: 'met' })
      expect(service.getState().search.entries.map((w) => w.id)).toEqual(['met-1'])
    })
  })

  it('§9 wallet search: the loading state lasts at least 300 ms when the answer is quick', () => {
    const ts = createTestScheduler()
    ts.run(({ cold, expectObservable }) => {
      const { service } = setup(ts, () => cold('50ms (a|)', { a: found('q') }))
      type(ts, service, 'a', { a: 'q' })
      const status = service.state$.pipe(map((s) => s.search.status), distinctUntilChanged())
      // Debounced to 300 ms; answered at 350 ms but shown at 600 ms.
      expectObservable(status).toBe('i 299ms l 299ms d', { i: 'idle', l: 'loading', d: 'loaded' })
    })
  })

  it('§9 wallet search: a slow answer is shown as soon as it comes', () => {
    const ts = createTestScheduler()
    ts.run(({ cold, expectObservable }) => {
      const { service } = setup(ts, () => cold('450ms (a|)', { a: found('q') }))
      type(ts, service, 'a', { a: 'q' })
      const status = service.state$.pipe(map((s) => s.search.status), distinctUntilChanged())
      expectObservable(status).toBe('i 299ms l 449ms d', { i: 'idle', l: 'loading', d: 'loaded' })
    })
  })

  it('§9 wallet search: a failure is a value in state, shown after the same minimum delay', () => {
    const ts = createTestScheduler()
    ts.run(({ cold, expectObservable }) => {
      const { service } = setup(ts, () => cold('10ms #', undefined, new HttpError(503, 'busy')))
      type(ts, service, 'a', { a: 'q' })
      const view = service.state$.pipe(
        map((s) => `${s.search.status}:${s.search.error ?? ''}`),
        distinctUntilChanged(),
      )
      expectObservable(view).toBe('i 299ms l 299ms e', {
        i: 'idle:',
        l: 'loading:',
        e: 'error:HTTP status code: 503',
      })
    })
  })

  it('§9 wallet search: the latest query wins, the request in flight is cancelled', () => {
    const ts = createTestScheduler()
    ts.run(({ cold, expectObservable, expectSubscriptions }) => {
      const first = cold('500ms (a|)', { a: found('first') })
      const second = cold('100ms (a|)', { a: found('second') })
      const { service } = setup(ts, (call) => (call.query.search === 'first' ? first : second))
      type(ts, service, 'a 399ms b', { a: 'first', b: 'second' })
      // first asked at 300 ms; the box changed at 400 ms, so at 700 ms second settles, is asked, and first is dropped.
      expectSubscriptions(first.subscriptions).toBe('300ms ^ 399ms !')
      expectSubscriptions(second.subscriptions).toBe('700ms ^ 99ms !')
      const shown = service.state$.pipe(map((s) => s.search.entries.map((w) => w.id).join()), distinctUntilChanged())
      expectObservable(shown).toBe('e 999ms s', { e: '', s: 'second-1' })
    })
  })

  it('§8 SEARCH_WALLET is tracked for each search sent, with the query and badge', () => {
    const ts = createTestScheduler()
    ts.run(({ cold, expectObservable }) => {
      const { service } = setup(ts, () => cold('10ms (a|)', { a: found('x') }))
      ts.createColdObservable('a 399ms b').subscribe((v) => (v === 'a' ? service.search('meta') : service.search('ledger', 'certified')))
      expectObservable(service.events$).toBe('300ms m 399ms l', {
        m: { type: 'track', event: 'SEARCH_WALLET', properties: { search: 'meta', badge: '' } },
        l: { type: 'track', event: 'SEARCH_WALLET', properties: { search: 'ledger', badge: 'certified' } },
      })
    })
  })

  it('§9 wallet search: clearing the box clears the results without asking the server', () => {
    const ts = createTestScheduler()
    ts.run(({ cold }) => {
      const { service, asked } = setup(ts, () => cold('10ms (a|)', { a: found('q') }))
      type(ts, service, 'a 999ms b', { a: 'q', b: '  ' })
      ts.flush()
      expect(asked).toHaveLength(1)
      expect(service.getState().search).toEqual({ status: 'idle', entries: [], error: null, query: '', badge: null })
    })
  })
})
