import { describe, expect, it } from 'vitest'
import { asyncScheduler, firstValueFrom, of } from 'rxjs'
import { createHistoryApi } from './historyApi'
import { createHttpClient } from '../http/createHttpClient'
import { createTableFetch } from '../../test/harness/env'
import type { SupportedChains } from '../supportedChains/supportedChains'
import type { CaipNetworkId } from '../codec/primitives'
import type { Transaction } from '../codec/transaction'

const mainnet = 'eip155:1' as CaipNetworkId
const unserved = 'eip155:31337' as CaipNetworkId
const tx: Transaction = {
  id: 't1',
  metadata: { minedAt: '2026-11-01T10:00:00Z', chain: 'eip155:1', operationType: 'send', status: 'confirmed', sentFrom: '0xa', sentTo: '0xb' },
  transfers: [{ quantity: { numeric: '1' }, fungible_info: { symbol: 'ETH' } }],
}
const supportedChains: SupportedChains = { isNetworkSupported: (id) => of(id === mainnet) }

function setup(answer: unknown = { data: [tx], next: 'c2' }) {
  const fetch = createTableFetch({ '/v1/account/0xabc/history': () => Response.json(answer) })
  const http = createHttpClient(fetch, { scheduler: asyncScheduler, baseUrl: 'http://127.0.0.1:1', identity: () => ({ projectId: 'p1', st: 'airlock', sv: '0.1.0' }) })
  return { api: createHistoryApi({ http, supportedChains }), fetch }
}

describe('history API (SPEC §7 GET /v1/account/{account}/history)', () => {
  it('§7 history call: cursor, onramp and chainId (CAIP-2), plus the identity params; answer data and next', async () => {
    const { api, fetch } = setup()
    const page = await firstValueFrom(api.fetchPage({ address: '0xabc', caipNetworkId: mainnet, cursor: 'c1', onramp: 'coinbase' }))
    expect(page).toEqual({ data: [tx], next: 'c2' })
    expect(Object.fromEntries(fetch.calls[0]!.url.searchParams)).toEqual({
      projectId: 'p1',
      st: 'airlock',
      sv: '0.1.0',
      cursor: 'c1',
      onramp: 'coinbase',
      chainId: 'eip155:1',
    })
  })

  it('§7 history call: the first page goes without cursor or onramp', async () => {
    const { api, fetch } = setup({ data: [] })
    expect(await firstValueFrom(api.fetchPage({ address: '0xabc', caipNetworkId: mainnet }))).toEqual({ data: [] })
    const params = fetch.calls[0]!.url.searchParams
    expect(params.has('cursor')).toBe(false)
    expect(params.has('onramp')).toBe(false)
  })

  it('§7 each call is skipped and returns an empty result if the active network is not in the supported-chains list', async () => {
    const { api, fetch } = setup()
    expect(await firstValueFrom(api.fetchPage({ address: '0xabc', caipNetworkId: unserved }))).toEqual({ data: [] })
    expect(fetch.calls).toHaveLength(0)
  })

  it('§7 an answer that is not {data: Transaction[]} is refused', async () => {
    const { api } = setup({ data: [{ id: 1 }] })
    await expect(firstValueFrom(api.fetchPage({ address: '0xabc', caipNetworkId: mainnet }))).rejects.toThrow()
  })
})
