import { describe, expect, it } from 'vitest'
import * as t from 'io-ts'
import { VirtualAction, VirtualTimeScheduler, firstValueFrom, lastValueFrom } from 'rxjs'
import { createRpcClient } from './createRpcClient'
import { RPC_BATCH_SIZE, RPC_FALLBACK_POLLING_MS, RPC_TIMEOUT_MS } from './constants'
import { createTestScheduler } from '../../test/harness/marbles'
import { AirlockError } from '../errors/AirlockError'
import type { HttpError } from '../http/HttpError'
import { DecodeError } from '../codec/decode'
import type { FetchPort } from '../ports/http'
import type { CaipNetworkId } from '../codec/primitives'

const mainnet = 'eip155:1' as CaipNetworkId
const config = { rpcBase: 'http://127.0.0.1:9/', projectId: 'p1' }

interface Call {
  readonly url: URL
  readonly body: unknown
  readonly at: number
  readonly signal: AbortSignal | undefined
}

/** A fetch answered by `answer(body, n)`; records each call with the virtual time it was made at. */
function recordingFetch(now: () => number, answer: (body: unknown, n: number) => Promise<Response>) {
  const calls: Call[] = []
  const fetch: FetchPort = (input, init) => {
    const body = JSON.parse(String(init?.body)) as unknown
    calls.push({ url: new URL(input), body, at: now(), signal: init?.signal ?? undefined })
    return answer(body, calls.length - 1)
  }
  return { fetch, calls }
}

const echo = (body: unknown, result: unknown) =>
  Response.json({ jsonrpc: '2.0', id: (body as { id: number }).id, result })

/** Virtual time that advances only when every pending promise has settled (fetch answers are promises). */
function virtualTime() {
  const scheduler = new VirtualTimeScheduler(VirtualAction, Infinity)
  const settle = () => new Promise<void>((resolve) => setImmediate(resolve))
  const drain = async (): Promise<void> => {
    for (let step = 0; step < 10_000; step++) {
      await settle()
      const next = scheduler.actions[0]
      if (!next) return
      scheduler.maxFrames = (next as VirtualAction<unknown>).delay
      scheduler.flush()
    }
  }
  return { scheduler, drain }
}

describe('chain RPC client (SPEC §7)', () => {
  it('§9 RPC constants: timeout 10 s, batch size 1000, fallback polling 4 s', () => {
    expect([RPC_TIMEOUT_MS, RPC_BATCH_SIZE, RPC_FALLBACK_POLLING_MS]).toEqual([10_000, 1000, 4_000])
  })

  it('§7 chain RPC endpoint: JSON-RPC 2.0 POST to /v1/?chainId={id}&projectId={id}', async () => {
    const { scheduler } = virtualTime()
    const { fetch, calls } = recordingFetch(() => 0, async (body) => echo(body, '0x1'))
    const rpc = createRpcClient({ fetch, scheduler }, config)
    const result = await firstValueFrom(rpc.request(mainnet, { method: 'eth_chainId', params: [] }, t.string))
    expect(result).toBe('0x1')
    expect(calls[0]!.url.origin + calls[0]!.url.pathname).toBe('http://127.0.0.1:9/v1/')
    expect(Object.fromEntries(calls[0]!.url.searchParams)).toEqual({ chainId: 'eip155:1', projectId: 'p1' })
    expect(calls[0]!.body).toEqual({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] })
  })

  it('§1 customRpcUrls: a network with a custom RPC URL is called there, as given', async () => {
    const { scheduler } = virtualTime()
    const { fetch, calls } = recordingFetch(() => 0, async (body) => echo(body, null))
    const rpc = createRpcClient(
      { fetch, scheduler },
      { ...config, customRpcUrls: { 'eip155:1': [{ url: 'http://127.0.0.1:8545/' }] } },
    )
    await firstValueFrom(rpc.request(mainnet, { method: 'eth_getTransactionReceipt', params: ['0x1'] }, t.null))
    expect(calls[0]!.url.toString()).toBe('http://127.0.0.1:8545/')
    expect(rpc.url('eip155:137' as CaipNetworkId)).toBe('http://127.0.0.1:9/v1/?chainId=eip155%3A137&projectId=p1')
  })

  it('§7 a JSON-RPC error becomes an AirlockError with its code, and is not retried', async () => {
    const { scheduler, drain } = virtualTime()
    const { fetch, calls } = recordingFetch(
      () => scheduler.now(),
      async (body) =>
        Response.json({ jsonrpc: '2.0', id: (body as { id: number }).id, error: { code: -32000, message: 'nonce too low' } }),
    )
    const rpc = createRpcClient({ fetch, scheduler }, config)
    const error = lastValueFrom(rpc.request(mainnet, { method: 'eth_sendRawTransaction' }, t.string)).catch((e: unknown) => e)
    await drain()
    const failure = (await error) as AirlockError
    expect(failure).toBeInstanceOf(AirlockError)
    expect([failure.shortMessage, failure.code]).toEqual(['nonce too low', -32000])
    expect(calls).toHaveLength(1)
  })

  it('§7 chain client retries 3 times with exponential delay on network errors', async () => {
    const { scheduler, drain } = virtualTime()
    const { fetch, calls } = recordingFetch(
      () => scheduler.now(),
      (body, n) => (n < 3 ? Promise.reject(new TypeError('fetch failed')) : Promise.resolve(echo(body, '0x2'))),
    )
    const rpc = createRpcClient({ fetch, scheduler }, config)
    const value = lastValueFrom(rpc.request(mainnet, { method: 'eth_blockNumber' }, t.string))
    await drain()
    expect(await value).toBe('0x2')
    expect(calls.map((c) => c.at)).toEqual([0, 150, 450, 1050])
  })

  it('§7 chain client retries status 503 honouring Retry-After, and gives up after 3 retries', async () => {
    const { scheduler, drain } = virtualTime()
    const { fetch, calls } = recordingFetch(
      () => scheduler.now(),
      async () => new Response('busy', { status: 503, headers: { 'retry-after': '1' } }),
    )
    const rpc = createRpcClient({ fetch, scheduler }, config)
    const error = lastValueFrom(rpc.request(mainnet, { method: 'eth_blockNumber' }, t.string)).catch((e: unknown) => e)
    await drain()
    expect(((await error) as HttpError).shortMessage).toBe('HTTP status code: 503')
    expect(calls.map((c) => c.at)).toEqual([0, 1000, 2000, 3000])
  })

  it('§7 chain client fails at once on a status outside the retry list (400) and on a refused answer', async () => {
    const { scheduler, drain } = virtualTime()
    const bad = recordingFetch(() => scheduler.now(), async () => new Response('no', { status: 400 }))
    const refused = recordingFetch(() => scheduler.now(), async () => Response.json({ hello: 'world' }))
    const failure = (fetch: FetchPort) =>
      lastValueFrom(createRpcClient({ fetch, scheduler }, config).request(mainnet, { method: 'x' }, t.string)).catch(
        (e: unknown) => e,
      )
    const e1 = failure(bad.fetch)
    const e2 = failure(refused.fetch)
    await drain()
    expect(((await e1) as HttpError).status).toBe(400)
    expect(await e2).toBeInstanceOf(DecodeError)
    expect([bad.calls.length, refused.calls.length]).toEqual([1, 1])
  })

  it('§7 a result that fails its codec is refused with the generic schema message', async () => {
    const { scheduler } = virtualTime()
    const { fetch } = recordingFetch(() => 0, async (body) => echo(body, 12))
    const rpc = createRpcClient({ fetch, scheduler }, config)
    const error = await firstValueFrom(rpc.request(mainnet, { method: 'eth_chainId' }, t.string)).catch((e: unknown) => e)
    expect((error as DecodeError).shortMessage).toBe('Expected string received number')
  })

  it('§9 RPC default timeout 10 s: each attempt is aborted after 10 s and retried, then the call fails', () => {
    const ts = createTestScheduler()
    ts.run(({ expectObservable, flush }) => {
      const { fetch, calls } = recordingFetch(() => ts.now(), () => new Promise<Response>(() => undefined))
      const rpc = createRpcClient({ fetch, scheduler: ts }, config)
      const timedOut = new AirlockError('The RPC request timed out', { category: 'http' })
      // 10 000 + 150 + 10 000 + 300 + 10 000 + 600 + 10 000 = 41 050 ms.
      expectObservable(rpc.request(mainnet, { method: 'eth_blockNumber' }, t.string)).toBe('41050ms #', undefined, timedOut)
      flush()
      expect(calls.map((c) => c.at)).toEqual([0, 10_150, 20_450, 31_050])
      expect(calls.every((c) => c.signal?.aborted)).toBe(true)
    })
  })

  it('§9 RPC batch size 1000: 2500 calls go as batches of 1000, 1000 and 500, answers in call order', async () => {
    const { scheduler, drain } = virtualTime()
    const { fetch, calls } = recordingFetch(
      () => scheduler.now(),
      async (body) => {
        const requests = body as Array<{ id: number; method: string }>
        // Answered out of order, with one failing call, to check matching by id.
        return Response.json(
          [...requests].reverse().map((r) =>
            r.method === 'fail'
              ? { jsonrpc: '2.0', id: r.id, error: { code: 3, message: 'reverted' } }
              : { jsonrpc: '2.0', id: r.id, result: r.method },
          ),
        )
      },
    )
    const rpc = createRpcClient({ fetch, scheduler }, config)
    const methods = Array.from({ length: 2500 }, (_, i) => (i === 1234 ? 'fail' : `m${i}`))
    const result = lastValueFrom(rpc.batch(mainnet, methods.map((method) => ({ method })), t.string))
    await drain()
    const outcomes = await result
    expect(calls.map((c) => (c.body as unknown[]).length)).toEqual([1000, 1000, 500])
    expect(outcomes).toHaveLength(2500)
    expect(outcomes[0]).toEqual({ ok: true, value: 'm0' })
    expect(outcomes[2499]).toEqual({ ok: true, value: 'm2499' })
    const failed = outcomes[1234]!
    expect(failed.ok ? undefined : [failed.error.shortMessage, failed.error.code]).toEqual(['reverted', 3])
  })
})
