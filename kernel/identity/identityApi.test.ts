import { describe, expect, it } from 'vitest'
import { asyncScheduler, firstValueFrom, map, mergeMap, of } from 'rxjs'
import { createIdentityApi } from './identityApi'
import { createHttpClient } from '../http/createHttpClient'
import { HttpError } from '../http/HttpError'
import { createStore } from '../storage/createStore'
import { createMemoryStorage } from '../ports/storage'
import { createRecordingLogger } from '../ports/logger'
import { createTableFetch } from '../../test/harness/env'
import { createFakeHttp } from '../../test/harness/fakeHttp'
import { createTestScheduler } from '../../test/harness/marbles'
import type { SupportedChains } from '../supportedChains/supportedChains'
import type { CaipNetworkId } from '../codec/primitives'

const mainnet = 'eip155:1' as CaipNetworkId
const supportedChains: SupportedChains = { isNetworkSupported: (id) => of(id === mainnet) }
const store = () => createStore(createMemoryStorage(), createRecordingLogger())

/** A fake HttpClient answering the nth call with `answer(n)` (which may throw to fail the call). */
function fakeHttp(answer: (n: number) => unknown) {
  const http = createFakeHttp((call) => answer(call.n))
  return { http, calls: http.calls }
}

describe('identity API (SPEC §7 GET /v1/identity/{address})', () => {
  it('§7 identity call: path with the address, query sender, answer avatar and name', async () => {
    const fetch = createTableFetch({ '/v1/identity/0xAbC': () => Response.json({ name: 'vitalik.eth', avatar: 'https://a/v.png' }) })
    const http = createHttpClient(fetch, { scheduler: asyncScheduler, baseUrl: 'http://127.0.0.1:1' })
    const api = createIdentityApi({ http, store: store(), scheduler: createTestScheduler(), supportedChains })
    const identity = await firstValueFrom(api.getIdentity({ address: '0xAbC', caipNetworkId: mainnet }))
    expect(identity).toEqual({ name: 'vitalik.eth', avatar: 'https://a/v.png' })
    expect(fetch.calls[0]!.url.searchParams.get('sender')).toBe('0xAbC')
  })

  it('§7 identity: null name or avatar are treated as absent', async () => {
    const { http } = fakeHttp(() => ({ name: null, avatar: '' }))
    const api = createIdentityApi({ http, store: store(), scheduler: createTestScheduler(), supportedChains })
    expect(await firstValueFrom(api.getIdentity({ address: '0xabc', caipNetworkId: mainnet, sender: '0xdef' }))).toEqual({})
  })

  it('§9 cache lifetime identity 5 min: reused for 5 min per address, fetched again at 5 min', () => {
    const ts = createTestScheduler()
    const { http, calls } = fakeHttp((n) => ({ name: `name-${n}` }))
    const api = createIdentityApi({ http, store: store(), scheduler: ts, supportedChains })
    ts.run(({ cold, expectObservable }) => {
      // Checksum casing does not make a second entry.
      const reads = cold('a 299998ms bc', { a: '0xAbC', b: '0xabc', c: '0xABC' })
      const names = reads.pipe(
        mergeMap((address) => api.getIdentity({ address, caipNetworkId: mainnet }).pipe(map((i) => i.name))),
      )
      expectObservable(names).toBe('a 299998ms bc', { a: 'name-1', b: 'name-1', c: 'name-2' })
    })
    expect(calls).toHaveLength(2)
  })

  it('§9 names and identities only on eip155: other chains answer {} without a call', async () => {
    const { http, calls } = fakeHttp(() => ({ name: 'x' }))
    const api = createIdentityApi({ http, store: store(), scheduler: createTestScheduler(), supportedChains })
    const solana = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' as CaipNetworkId
    expect(await firstValueFrom(api.getIdentity({ address: 'So1', caipNetworkId: solana }))).toEqual({})
    expect(calls).toHaveLength(0)
  })

  it('§7 identity on a network not in the supported-chains list is skipped with an empty result', async () => {
    const { http, calls } = fakeHttp(() => ({ name: 'x' }))
    const api = createIdentityApi({ http, store: store(), scheduler: createTestScheduler(), supportedChains })
    expect(await firstValueFrom(api.getIdentity({ address: '0xabc', caipNetworkId: 'eip155:137' as CaipNetworkId }))).toEqual({})
    expect(calls).toHaveLength(0)
  })

  it('identity failure answers {} and is not cached', async () => {
    const { http, calls } = fakeHttp((n) => {
      if (n === 1) throw new HttpError(500, '')
      return { name: 'late.eth' }
    })
    const logger = createRecordingLogger()
    const api = createIdentityApi({ http, store: store(), scheduler: createTestScheduler(), supportedChains, logger })
    expect(await firstValueFrom(api.getIdentity({ address: '0xabc', caipNetworkId: mainnet }))).toEqual({})
    expect(await firstValueFrom(api.getIdentity({ address: '0xabc', caipNetworkId: mainnet }))).toEqual({ name: 'late.eth' })
    expect(calls).toHaveLength(2)
    expect(logger.entries[0]?.message).toBe('identity: lookup failed')
  })
})
