import { describe, expect, it } from 'vitest'
import * as t from 'io-ts'
import { asyncScheduler, firstValueFrom } from 'rxjs'
import { createHttpClient } from './createHttpClient'
import { HTTP_TIMEOUT_MS, HttpError, RequestTimeoutError, isUnreachable } from './HttpError'
import { TestScheduler } from 'rxjs/testing'
import { messageOf } from '../errors/AirlockError'
import { createTableFetch } from '../../test/harness/env'

const identity = () => ({ projectId: 'p1', st: 'airlock', sv: '0.1.0', clientId: undefined })

describe('HTTP client (SPEC §7)', () => {
  it('§7 adds projectId, st, sv to every call and omits an unset client id', async () => {
    const fetch = createTableFetch({ '/v1/x': () => Response.json({ ok: true }) })
    const http = createHttpClient(fetch, { scheduler: asyncScheduler, baseUrl: 'http://127.0.0.1:1/', identity })
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
    const http = createHttpClient(fetch, { scheduler: asyncScheduler, baseUrl: 'http://127.0.0.1:1', identity })
    const error = await firstValueFrom(http.get('/v1/x', t.unknown)).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(HttpError)
    expect((error as HttpError).shortMessage).toBe('HTTP status code: 401')
    expect((error as HttpError).body).toBe('Unauthorized: invalid key')
  })

  it('refuses an answer that fails its codec', async () => {
    const fetch = createTableFetch({ '/v1/x': () => Response.json({ ok: 'yes' }) })
    const http = createHttpClient(fetch, { scheduler: asyncScheduler, baseUrl: 'http://127.0.0.1:1', identity })
    const error = await firstValueFrom(http.get('/v1/x', t.type({ ok: t.boolean }))).catch((e: unknown) => e)
    expect((error as Error).message).toContain('Expected boolean received string')
  })

  it('§7 POST /e: a 204 or an empty body succeeds and is decoded as undefined', async () => {
    const fetch = createTableFetch({
      '/e': () => new Response(null, { status: 204 }),
      '/empty': () => new Response('', { status: 200 }),
    })
    const http = createHttpClient(fetch, { scheduler: asyncScheduler, baseUrl: 'http://127.0.0.1:1', identity })
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
    const http = createHttpClient(fetch, { scheduler: asyncScheduler, baseUrl: 'http://127.0.0.1:1', identity })
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
      { baseUrl: 'http://127.0.0.1:1', scheduler: asyncScheduler },
    )
    http.get('/v1/x', t.unknown).subscribe().unsubscribe()
    expect(signal?.aborted).toBe(true)
  })

  it("§8 messages come from the first error reason's description: a 400 with {reasons:[{description:'Name taken'}]} reads 'Name taken'", async () => {
    const fetch = createTableFetch({
      '/v1/profile/account': () => Response.json({ reasons: [{ description: 'Name taken' }, { description: 'second' }] }, { status: 400 }),
      '/v1/plain': () => Response.json({ reasons: [] }, { status: 400 }),
    })
    const http = createHttpClient(fetch, { scheduler: asyncScheduler, baseUrl: 'http://127.0.0.1:1', identity })
    const error = await firstValueFrom(http.post('/v1/profile/account', t.unknown, {})).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(HttpError)
    expect((error as HttpError).shortMessage).toBe('Name taken')
    expect((error as HttpError).status).toBe(400)
    expect(messageOf(error)).toBe('Name taken')
    // No reason to give: the SPEC §7 generic text.
    const plain = await firstValueFrom(http.get('/v1/plain', t.unknown)).catch((e: unknown) => e)
    expect((plain as HttpError).shortMessage).toBe('HTTP status code: 400')
  })

  it('§9 every HTTP call has a 10 s deadline on the kernel clock: a hung call fails then and its fetch is aborted', () => {
    const ts = new TestScheduler((a, b) => expect(a).toEqual(b))
    const signals: AbortSignal[] = []
    const hung = (_url: string, init?: RequestInit) => {
      if (init?.signal) signals.push(init.signal)
      return new Promise<Response>(() => undefined)
    }
    ts.run(({ expectObservable }) => {
      const http = createHttpClient(hung, { scheduler: ts, baseUrl: 'http://127.0.0.1:1' })
      const failure = new RequestTimeoutError('v1/supported-chains', HTTP_TIMEOUT_MS)
      expectObservable(http.get('v1/supported-chains', t.unknown)).toBe('10s #', undefined, failure)
      expectObservable(http.post('/e', t.unknown, {})).toBe('10s #', undefined, new RequestTimeoutError('/e', HTTP_TIMEOUT_MS))
      expectObservable(http.getBlob('/getWalletImage/x')).toBe('10s #', undefined, new RequestTimeoutError('/getWalletImage/x', HTTP_TIMEOUT_MS))
    })
    expect(signals).toHaveLength(3)
    expect(signals.every((s) => s.aborted)).toBe(true)
  })

  it('§9 a call that answers in time is not cut by the deadline, and the timeout is a readable error', () => {
    const error = new RequestTimeoutError('/getWallets', HTTP_TIMEOUT_MS)
    expect(error.shortMessage).toBe('The request timed out')
    expect(isUnreachable(error)).toBe(true)
    expect(isUnreachable(new TypeError('Failed to fetch'))).toBe(true)
    expect(isUnreachable(new HttpError(503, ''))).toBe(false)
  })
})
