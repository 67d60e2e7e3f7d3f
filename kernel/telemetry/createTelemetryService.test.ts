import { describe, expect, it } from 'vitest'
import { NEVER, of, throwError, type Observable, asyncScheduler } from 'rxjs'
import type { TestScheduler } from 'rxjs/testing'
import { createTelemetryService, type TelemetryDeps, type TelemetryState } from './createTelemetryService'
import { errorEventOf, type TelemetryEvent, type TelemetryRecord } from './events'
import { createFakeHttp, type FakeCall } from '../../test/harness/fakeHttp'
import { createHttpClient } from '../http/createHttpClient'
import { HttpError } from '../http/HttpError'
import { createSequentialIds } from '../ports/ids'
import { createStaticPlatform } from '../ports/platform'
import { createRecordingLogger } from '../ports/logger'
import { createTestScheduler } from '../../test/harness/marbles'
import { createTableFetch } from '../../test/harness/env'

const platform = createStaticPlatform({
  origin: 'https://dapp.example',
  href: () => 'https://dapp.example/swap?x=1',
})

const track = (event: string): TelemetryEvent => ({ type: 'track', event })
const failure = (n: number): TelemetryEvent => errorEventOf(new Error(`boom ${n}`), 'CONNECT_ERROR')

/** A fake API whose config answer and /e answers the test chooses; records the virtual time of each POST. */
function fakeApi(
  ts: TestScheduler,
  config: () => Observable<unknown>,
  sendAnswer: () => Observable<unknown> = () => of({}),
) {
  const posts: Array<{ at: number; record: TelemetryRecord }> = []
  const http = createFakeHttp((call: FakeCall) => {
    if (call.path === '/getAnalyticsConfig') return config()
    posts.push({ at: ts.now(), record: call.body as TelemetryRecord })
    return sendAnswer()
  })
  return { http, posts }
}

function depsWith(ts: TestScheduler, http: TelemetryDeps['http']) {
  const logger = createRecordingLogger()
  const deps: TelemetryDeps = { http, scheduler: ts, ids: createSequentialIds('ev'), platform, logger }
  return { deps, logger }
}

describe('telemetry service (SPEC §7 /e, §9 error cap, DESIGN §10)', () => {
  it('§7 /e: posts {eventId, url, domain, timestamp, props} with projectId, st, sv as query', async () => {
    const fetch = createTableFetch({
      '/getAnalyticsConfig': () => Response.json({ isAnalyticsEnabled: true }),
      '/e': () => Response.json({}),
    })
    const http = createHttpClient(fetch, { scheduler: asyncScheduler,
      baseUrl: 'http://api.test',
      identity: () => ({ projectId: 'p1', st: 'airlock', sv: '0.1.0' }),
    })
    const ts = createTestScheduler()
    const { deps } = depsWith(ts, http)
    const event: TelemetryEvent = { type: 'track', event: 'SEARCH_WALLET', properties: { search: 'meta', badge: '' } }
    const telemetry = createTelemetryService(deps, { analytics$: of(true), events$: of(event) })
    const sub = telemetry.run$.subscribe()
    await settle()
    sub.unsubscribe()

    const post = fetch.calls.find((call) => call.url.pathname === '/e')
    expect(post?.init?.method).toBe('POST')
    expect(Object.fromEntries(post!.url.searchParams)).toEqual({ projectId: 'p1', st: 'airlock', sv: '0.1.0' })
    expect(JSON.parse(String(post!.init!.body))).toEqual({
      eventId: 'ev-1',
      url: 'https://dapp.example/swap?x=1',
      domain: 'dapp.example',
      timestamp: 0,
      props: event,
    })
  })

  it('§7 /e: error events carry type, event, errorType, errorMessage and stackTrace', () => {
    const error = new TypeError('bad input')
    expect(errorEventOf(error, 'SEND_ERROR')).toEqual({
      type: 'error',
      event: 'SEND_ERROR',
      errorType: 'TypeError',
      errorMessage: 'bad input',
      stackTrace: error.stack,
    })
  })

  it('§9 telemetry error cap: at most 5 error events per 60 s are sent, other events are not capped', () => {
    const ts = createTestScheduler()
    ts.run(({ cold }) => {
      const { http, posts } = fakeApi(ts, () => of({ isAnalyticsEnabled: true }))
      const { deps } = depsWith(ts, http)
      const events = {
        e: failure(1),
        t: track('MODAL_OPEN'),
      }
      // 7 errors and 7 tracks in the first second, 1 error at 46 s (still in the minute), 2 after it.
      const events$ = cold<TelemetryEvent>('eeeeeee tttttt 1s t 45s e 15s ee', events)
      createTelemetryService(deps, { analytics$: of(true), events$ }).run$.subscribe()
      ts.flush()

      const errorsAt = posts.filter((p) => p.record.props.type === 'error').map((p) => p.at)
      const tracks = posts.filter((p) => p.record.props.type === 'track')
      expect(errorsAt).toEqual([0, 1, 2, 3, 4, 61_015, 61_016])
      expect(tracks).toHaveLength(7)
    })
  })

  it('§10 telemetry: nothing is sent before the options are read and the config answers; queued events then go out', () => {
    const ts = createTestScheduler()
    ts.run(({ cold }) => {
      const { http, posts } = fakeApi(ts, () => cold('20ms (c|)', { c: { isAnalyticsEnabled: true } }))
      const { deps } = depsWith(ts, http)
      const analytics$ = cold('10ms a', { a: true })
      const events$ = cold<TelemetryEvent>('a 4ms b 40ms c', { a: track('A'), b: track('B'), c: track('C') })
      const telemetry = createTelemetryService(deps, { analytics$, events$ })
      telemetry.run$.subscribe()
      ts.flush()

      // Options read at 10 ms, config answered at 30 ms: A and B wait until then, C goes at once.
      expect(posts.map((p) => [p.at, p.record.props.type === 'track' && p.record.props.event])).toEqual([
        [30, 'A'],
        [30, 'B'],
        [46, 'C'],
      ])
      // The timestamp is the tracking time, not the sending time.
      expect(posts.map((p) => p.record.timestamp)).toEqual([0, 5, 46])
      expect(telemetry.getState().queued).toEqual([])
      expect(telemetry.getState().status).toBe('enabled')
    })
  })

  it('§1 features.analytics false: telemetry off, the config is not asked and nothing is sent', () => {
    const ts = createTestScheduler()
    ts.run(({ cold }) => {
      const { http, posts } = fakeApi(ts, () => of({ isAnalyticsEnabled: true }))
      const { deps } = depsWith(ts, http)
      const telemetry = createTelemetryService(deps, {
        analytics$: cold('5ms a', { a: false }),
        events$: cold<TelemetryEvent>('a 9ms b', { a: track('A'), b: track('B') }),
      })
      telemetry.run$.subscribe()
      ts.flush()
      expect(http.calls).toEqual([])
      expect(posts).toEqual([])
      expect(telemetry.getState()).toEqual({ status: 'disabled', queued: [], alerts: [] })
    })
  })

  it('§7 analytics config isAnalyticsEnabled false: telemetry off and queued events dropped', () => {
    const ts = createTestScheduler()
    ts.run(({ cold }) => {
      const { http, posts } = fakeApi(ts, () => cold('5ms (c|)', { c: { isAnalyticsEnabled: false } }))
      const { deps } = depsWith(ts, http)
      const telemetry = createTelemetryService(deps, {
        analytics$: of(true),
        events$: cold<TelemetryEvent>('a 9ms b', { a: track('A'), b: track('B') }),
      })
      telemetry.run$.subscribe()
      ts.flush()
      expect(posts).toEqual([])
      expect(telemetry.getState()).toEqual({ status: 'disabled', queued: [], alerts: [] })
    })
  })

  it('§10 telemetry: events wait while the config has not answered', () => {
    const ts = createTestScheduler()
    ts.run(({ cold }) => {
      const { http, posts } = fakeApi(ts, () => NEVER)
      const { deps } = depsWith(ts, http)
      const telemetry = createTelemetryService(deps, {
        analytics$: of(true),
        events$: cold<TelemetryEvent>('ab', { a: track('A'), b: track('B') }),
      })
      telemetry.run$.subscribe()
      ts.flush()
      expect(posts).toEqual([])
      expect(telemetry.getState().queued.map((r) => r.eventId)).toEqual(['ev-1', 'ev-2'])
    })
  })

  it('§8 analytics 403 raises INVALID_APP_CONFIGURATION once (config call)', () => {
    const ts = createTestScheduler()
    ts.run(({ cold }) => {
      const { http, posts } = fakeApi(ts, () => throwError(() => new HttpError(403, 'Forbidden')))
      const { deps } = depsWith(ts, http)
      const telemetry = createTelemetryService(deps, {
        analytics$: cold('a 5ms b 5ms c', { a: true, b: false, c: true }),
        events$: cold<TelemetryEvent>('a', { a: track('A') }),
      })
      telemetry.run$.subscribe()
      ts.flush()
      expect(posts).toEqual([])
      expect(telemetry.getState().alerts).toEqual(['INVALID_APP_CONFIGURATION'])
      expect(telemetry.getState().status).toBe('disabled')
    })
  })

  it('§8 analytics 403 raises INVALID_APP_CONFIGURATION once (/e call) and stops sending', () => {
    const ts = createTestScheduler()
    ts.run(({ cold }) => {
      const { http, posts } = fakeApi(
        ts,
        () => of({ isAnalyticsEnabled: true }),
        // Both first sends are in flight when the 403s come back: one alert, and C is not sent.
        () => cold('2ms #', undefined, new HttpError(403, 'Forbidden')),
      )
      const { deps } = depsWith(ts, http)
      const telemetry = createTelemetryService(deps, {
        analytics$: of(true),
        events$: cold<TelemetryEvent>('(ab) 5ms c', { a: track('A'), b: track('B'), c: track('C') }),
      })
      telemetry.run$.subscribe()
      ts.flush()
      expect(posts.map((p) => p.record.eventId)).toEqual(['ev-1', 'ev-2'])
      expect(telemetry.getState().alerts).toEqual(['INVALID_APP_CONFIGURATION'])
    })
  })

  it('§7 telemetry: a failed send is logged and swallowed; state$ never errors and later events go out', () => {
    const ts = createTestScheduler()
    ts.run(({ cold, expectObservable }) => {
      let sends = 0
      const { http, posts } = fakeApi(
        ts,
        () => of({ isAnalyticsEnabled: true }),
        () => (++sends === 1 ? throwError(() => new HttpError(500, 'down')) : of({})),
      )
      const { deps, logger } = depsWith(ts, http)
      const telemetry = createTelemetryService(deps, {
        analytics$: of(true),
        events$: cold<TelemetryEvent>('a 9ms b', { a: track('A'), b: track('B') }),
      })
      expectObservable(telemetry.run$).toBe('')
      ts.flush()
      expect(posts).toHaveLength(2)
      expect(logger.entries.map((e) => e.message)).toEqual(['telemetry: event not sent'])
      expect(telemetry.getState().status).toBe('enabled')
    })
  })

  it('§7 telemetry: no analytics config answer (server or network failure) means telemetry off, logged', () => {
    const ts = createTestScheduler()
    ts.run(({ cold }) => {
      const { http, posts } = fakeApi(ts, () => throwError(() => new TypeError('Failed to fetch')))
      const { deps, logger } = depsWith(ts, http)
      const telemetry = createTelemetryService(deps, {
        analytics$: of(true),
        events$: cold<TelemetryEvent>('a', { a: track('A') }),
      })
      telemetry.run$.subscribe()
      ts.flush()
      expect(posts).toEqual([])
      const state: TelemetryState = telemetry.getState()
      expect(state).toEqual({ status: 'disabled', queued: [], alerts: [] })
      expect(logger.entries).toHaveLength(1)
    })
  })
})

/** Let the fake fetch's promises and response bodies resolve (no timers involved). */
async function settle(): Promise<void> {
  for (let i = 0; i < 20; i++) await new Promise<void>((resolve) => setImmediate(resolve))
}
