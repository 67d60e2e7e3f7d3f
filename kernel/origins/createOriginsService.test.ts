import { describe, expect, it } from 'vitest'
import { of, throwError, type Observable, asyncScheduler } from 'rxjs'
import { createOriginsService, type OriginsDeps } from './createOriginsService'
import { createFakeHttp } from '../../test/harness/fakeHttp'
import { createHttpClient } from '../http/createHttpClient'
import { HttpError, RequestTimeoutError } from '../http/HttpError'
import { alertCatalogue } from '../errors/messages'
import { createStaticPlatform } from '../ports/platform'
import { createRecordingLogger } from '../ports/logger'
import { createTestScheduler } from '../../test/harness/marbles'
import { createTableFetch } from '../../test/harness/env'

const pageOrigin = 'https://dapp.example.com'

function check(answer: () => Observable<unknown>, origin = pageOrigin) {
  const http = createFakeHttp(answer)
  const deps: OriginsDeps = { http, platform: createStaticPlatform({ origin }), logger: createRecordingLogger() }
  const origins = createOriginsService(deps)
  origins.run$.subscribe().unsubscribe()
  return { state: origins.getState(), calls: http.calls }
}

const failWith = (status: number, body = '') => () => throwError(() => new HttpError(status, body))

describe('allowed-origins check (SPEC §5, §6, §8)', () => {
  it('§6 development hosts always pass, without a request', () => {
    for (const origin of ['http://localhost:5173', 'http://127.0.0.1:4000', 'https://pr-7.vercel.app']) {
      const { state, calls } = check(() => of({ allowedOrigins: [] }), origin)
      expect(calls).toEqual([])
      expect(state).toEqual({ status: 'allowed', allowedOrigins: null, alerts: [] })
    }
  })

  it('§5 allowed origins: GET /projects/v1/origins with projectId, st, sv; the page origin on the list passes', async () => {
    const fetch = createTableFetch({
      '/projects/v1/origins': () => Response.json({ allowedOrigins: ['https://other.example', 'https://*.example.com'] }),
    })
    const http = createHttpClient(fetch, { scheduler: asyncScheduler,
      baseUrl: 'http://api.test',
      identity: () => ({ projectId: 'p1', st: 'airlock', sv: '0.1.0' }),
    })
    const origins = createOriginsService({
      http,
      platform: createStaticPlatform({ origin: pageOrigin }),
      logger: createRecordingLogger(),
    })
    const sub = origins.run$.subscribe()
    await settle()
    sub.unsubscribe()
    expect(fetch.calls).toHaveLength(1)
    expect(Object.fromEntries(fetch.calls[0]!.url.searchParams)).toEqual({ projectId: 'p1', st: 'airlock', sv: '0.1.0' })
    expect(origins.getState()).toEqual({
      status: 'allowed',
      allowedOrigins: ['https://other.example', 'https://*.example.com'],
      alerts: [],
    })
  })

  it('§5 allowed origins: a page origin absent from the list raises INVALID_APP_CONFIGURATION', () => {
    const { state } = check(() => of({ allowedOrigins: ['https://shop.example'] }))
    expect(state).toEqual({
      status: 'notAllowed',
      allowedOrigins: ['https://shop.example'],
      alerts: ['INVALID_APP_CONFIGURATION'],
    })
  })

  it('§5 allowed origins: no list (empty, missing, 404, 403, unreadable) raises PROJECT_ID_NOT_CONFIGURED', () => {
    const answers: Array<() => Observable<unknown>> = [
      () => of({ allowedOrigins: [] }),
      () => of({}),
      () => of({ allowedOrigins: null }),
      () => of({ allowedOrigins: 'everything' }),
      failWith(404, 'not found'),
      failWith(403, 'Forbidden'),
    ]
    for (const answer of answers) {
      const { state } = check(answer)
      expect(state).toEqual({ status: 'noList', allowedOrigins: null, alerts: ['PROJECT_ID_NOT_CONFIGURED'] })
    }
  })

  it("§8 server message mapping: 'Unauthorized: origin not allowed' gives INVALID_APP_CONFIGURATION", () => {
    const { state } = check(failWith(401, 'Unauthorized: origin not allowed'))
    expect(state.status).toBe('notAllowed')
    expect(state.alerts).toEqual(['INVALID_APP_CONFIGURATION'])
  })

  it("§8 server message mapping: 'Unauthorized: invalid key' gives INVALID_PROJECT_ID", () => {
    expect(check(failWith(401, 'Unauthorized: invalid key')).state.alerts).toEqual(['INVALID_PROJECT_ID'])
  })

  it('§8 server message mapping: a not-yet-valid token gives SESSION_EXPIRED', () => {
    expect(check(failWith(401, 'Unauthorized: token not yet valid')).state.alerts).toEqual(['SESSION_EXPIRED'])
  })

  it("§8 allowed origins: a network error or a hung call is named as such, never 'Project ID Not Configured'", () => {
    for (const answer of [() => throwError(() => new TypeError('Failed to fetch')), () => throwError(() => new RequestTimeoutError('/projects/v1/origins', 10_000))]) {
      const { state } = check(answer)
      expect(state).toEqual({ status: 'unavailable', allowedOrigins: null, alerts: ['ORIGINS_UNREACHABLE'] })
    }
    expect(alertCatalogue.ORIGINS_UNREACHABLE.title).toBe('Network Error - Could not check the app configuration')
  })

  it('§5 allowed origins: a busy or failing server (429, 5xx) raises no configuration alert', () => {
    for (const status of [429, 500, 503]) {
      expect(check(failWith(status, 'oops')).state).toEqual({ status: 'unavailable', allowedOrigins: null, alerts: [] })
    }
  })

  it('§8 alerts: each alert is shown once, however often the check runs', () => {
    const ts = createTestScheduler()
    ts.run(({ cold }) => {
      const http = createFakeHttp(() => of({ allowedOrigins: ['https://shop.example'] }))
      const origins = createOriginsService(
        { http, platform: createStaticPlatform({ origin: pageOrigin }), logger: createRecordingLogger() },
        { check$: cold('a 9ms b 9ms c') },
      )
      origins.run$.subscribe()
      ts.flush()
      expect(http.calls).toHaveLength(3)
      expect(origins.getState().alerts).toEqual(['INVALID_APP_CONFIGURATION'])
    })
  })

  it('one check at a time: triggers while the request is out are ignored', () => {
    const ts = createTestScheduler()
    ts.run(({ cold, expectObservable }) => {
      const http = createFakeHttp(() => cold('20ms (a|)', { a: { allowedOrigins: [pageOrigin] } }))
      const origins = createOriginsService(
        { http, platform: createStaticPlatform({ origin: pageOrigin }), logger: createRecordingLogger() },
        { check$: cold('a 4ms b 4ms c') },
      )
      origins.run$.subscribe()
      expectObservable(origins.state$).toBe('c 19ms a', {
        c: { status: 'checking', allowedOrigins: null, alerts: [] },
        a: { status: 'allowed', allowedOrigins: [pageOrigin], alerts: [] },
      })
      ts.flush()
      expect(http.calls).toHaveLength(1)
    })
  })
})

/** Let the fake fetch's promises and response bodies resolve (no timers involved). */
async function settle(): Promise<void> {
  for (let i = 0; i < 20; i++) await new Promise<void>((resolve) => setImmediate(resolve))
}
