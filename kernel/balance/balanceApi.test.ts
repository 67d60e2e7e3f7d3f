import { describe, expect, it } from 'vitest'
import { asyncScheduler, firstValueFrom, map, mergeMap } from 'rxjs'
import { createBalanceApi } from './balanceApi'
import { createHttpClient } from '../http/createHttpClient'
import { createStore } from '../storage/createStore'
import { createMemoryStorage } from '../ports/storage'
import { createRecordingLogger } from '../ports/logger'
import { createTableFetch } from '../../test/harness/env'
import { createFakeHttp } from '../../test/harness/fakeHttp'
import { createTestScheduler } from '../../test/harness/marbles'
import type { CaipNetworkId } from '../codec/primitives'

const mainnet = 'eip155:1' as CaipNetworkId
const eth = { name: 'Ether', symbol: 'ETH', chainId: 'eip155:1', price: 3000, quantity: { decimals: '18', numeric: '1' }, iconUrl: 'https://cdn.example/eth.png' }
const zeroDecimals = { ...eth, name: 'Points', symbol: 'PTS', address: 'eip155:1:0x01', quantity: { decimals: '0', numeric: '5' } }

/** An HttpClient answering calls synchronously from `answer`, recording calls. */
function fakeHttp(answer: () => unknown) {
  const http = createFakeHttp(() => answer())
  return { http, calls: http.calls }
}

const store = () => createStore(createMemoryStorage(), createRecordingLogger())

describe('balance API (SPEC §7 GET /v1/account/{address}/balance)', () => {
  it('§7 balance call: currency usd, CAIP-2 chainId, forceUpdate, plus the identity params', async () => {
    const fetch = createTableFetch({ '/v1/account/0xabc/balance': () => Response.json({ balances: [eth] }) })
    const http = createHttpClient(fetch, { scheduler: asyncScheduler, baseUrl: 'http://127.0.0.1:1', identity: () => ({ projectId: 'p1', st: 'airlock', sv: '0.1.0' }) })
    const api = createBalanceApi({ http, store: store(), scheduler: createTestScheduler() })
    expect(await firstValueFrom(api.getTokenBalances('0xabc', mainnet))).toEqual([eth])
    expect(Object.fromEntries(fetch.calls[0]!.url.searchParams)).toEqual({
      projectId: 'p1',
      st: 'airlock',
      sv: '0.1.0',
      currency: 'usd',
      chainId: 'eip155:1',
      forceUpdate: 'false',
    })
  })

  it("§5 tokens with decimals '0' are dropped", async () => {
    const { http } = fakeHttp(() => ({ balances: [eth, zeroDecimals] }))
    const api = createBalanceApi({ http, store: store(), scheduler: createTestScheduler() })
    expect(await firstValueFrom(api.getTokenBalances('0xabc', mainnet))).toEqual([eth])
  })

  it('§9 cache lifetime portfolio 30 s: the answer is reused for 30 s per address and network', () => {
    const ts = createTestScheduler()
    let n = 0
    const { http, calls } = fakeHttp(() => ({ balances: [{ ...eth, price: ++n }] }))
    const api = createBalanceApi({ http, store: store(), scheduler: ts })
    ts.run(({ cold, expectObservable }) => {
      const reads = cold('a 29998ms bc', { a: '0xabc', b: '0xabc', c: '0xabc' })
      expectObservable(reads.pipe(mergeMap((address) => api.getTokenBalances(address, mainnet).pipe(map((b) => b[0]!.price))))).toBe(
        'a 29998ms bc',
        { a: 1, b: 1, c: 2 },
      )
    })
    expect(calls).toHaveLength(2)
  })

  it('§9 portfolio cache: a forced update skips the cache and refreshes it', () => {
    const ts = createTestScheduler()
    let n = 0
    const { http, calls } = fakeHttp(() => ({ balances: [{ ...eth, price: ++n }] }))
    const api = createBalanceApi({ http, store: store(), scheduler: ts })
    ts.run(({ cold, expectObservable }) => {
      const reads = cold('abc', { a: false, b: true, c: false })
      expectObservable(reads.pipe(mergeMap((force) => api.getTokenBalances('0xabc', mainnet, force).pipe(map((b) => b[0]!.price))))).toBe(
        'abc',
        { a: 1, b: 2, c: 2 },
      )
    })
    expect(calls.map((c) => c.query?.['forceUpdate'])).toEqual([false, true])
  })
})
