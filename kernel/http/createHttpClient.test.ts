import { describe, expect, it } from 'vitest'
import * as t from 'io-ts'
import { firstValueFrom } from 'rxjs'
import { createHttpClient } from './createHttpClient'
import { HttpError } from './HttpError'
import { createTableFetch } from '../../test/harness/env'

const identity = () => ({ projectId: 'p1', st: 'airlock', sv: '0.1.0', clientId: undefined })

describe('HTTP client (SPEC §7)', () => {
  it('§7 adds projectId, st, sv to every call and omits an unset client id', async () => {
    const fetch = createTableFetch({ '/v1/x': () => Response.json({ ok: true }) })
    const http = createHttpClient(fetch, { baseUrl: 'http://127.0.0.1:1/', identity })
    await firstValueFrom(http.get('/v1/x', t.type({ ok: t.boolean }), { chainId: 'eip155:1', list: ['a', 'b'] }))
    const called = fetch.calls[0]!.url
    expect(Object.fromEntries(called.searchParams)).toEqual({
      projectId: 'p1',
      st: 'airlock',
      sv: '0.1.0',
      chainId: 'eip155:1',
      list: 'a,b',
    })
  })

  it("§7 fails on any non-2xx with 'HTTP status code: {status}' and keeps the body", async () => {
    const fetch = createTableFetch({ '/v1/x': () => new Response('Unauthorized: invalid key', { status: 401 }) })
    const http = createHttpClient(fetch, { baseUrl: 'http://127.0.0.1:1', identity })
    const error = await firstValueFrom(http.get('/v1/x', t.unknown)).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(HttpError)
    expect((error as HttpError).shortMessage).toBe('HTTP status code: 401')
    expect((error as HttpError).body).toBe('Unauthorized: invalid key')
  })

  it('refuses an answer that fails its codec', async () => {
    const fetch = createTableFetch({ '/v1/x': () => Response.json({ ok: 'yes' }) })
    const http = createHttpClient(fetch, { baseUrl: 'http://127.0.0.1:1', identity })
    const error = await firstValueFrom(http.get('/v1/x', t.type({ ok: t.boolean }))).catch((e: unknown) => e)
    expect((error as Error).message).toContain('Expected boolean received string')
  })

  it('§7 POST /e: a 204 or an empty body succeeds and is decoded as undefined', async () => {
    const fetch = createTableFetch({
      '/e': () => new Response(null, { status: 204 }),
      '/empty': () => new Response('', { status: 200 }),
    })
    const http = createHttpClient(fetch, { baseUrl: 'http://127.0.0.1:1', identity })
    expect(await firstValueFrom(http.post('/e', t.unknown, { event: 'x' }))).toBeUndefined()
    expect(await firstValueFrom(http.post('/empty', t.undefined, { event: 'x' }))).toBeUndefined()
    expect(fetch.calls[0]!.init?.method).toBe('POST')
    expect(fetch.calls[0]!.init?.body).toBe('{"event":"x"}')
    // An empty body is still refused by a codec that needs an answer.
    const error = await firstValueFrom(http.post('/empty', t.type({ ok: t.boolean }), {})).catch((e: unknown) => e)
    expect((error as Error).message).toContain('Required')
  })

  it('a body that is not JSON fails the call', async () => {
    const fetch = createTableFetch({ '/v1/x': () => new Response('<html>', { status: 200 }) })
    const http = createHttpClient(fetch, { baseUrl: 'http://127.0.0.1:1', identity })
    const error = await firstValueFrom(http.get('/v1/x', t.unknown)).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(SyntaxError)
  })

  it('aborts the request when the subscriber leaves', () => {
    let signal: AbortSignal | undefined
    const http = createHttpClient(
      (_url, init) => {
        signal = init?.signal ?? undefined
        return new Promise<Response>(() => undefined)
      },
      { baseUrl: 'http://127.0.0.1:1' },
    )
    http.get('/v1/x', t.unknown).subscribe().unsubscribe()
    expect(signal?.aborted).toBe(true)
  })
})
