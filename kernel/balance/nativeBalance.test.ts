import { describe, expect, it } from 'vitest'
import { asyncScheduler, firstValueFrom, of, type SchedulerLike } from 'rxjs'
import { createNativeBalanceReader } from './nativeBalance'
import { ethereum, polygon, solanaMainnet } from '../chain/fixtures'
import type { CaipNetworkId } from '../codec/primitives'
import type { Network } from '../codec/network'
import type { FetchPort } from '../ports/http'
import { createMemoryStorage } from '../ports/storage'
import { createRecordingLogger } from '../ports/logger'
import { createStore } from '../storage/createStore'
import type { SupportedChains } from '../supportedChains/supportedChains'

const address = '0x1111111111111111111111111111111111111111'

/** A reader over a recording fetch that answers eth_getBalance with 1.5 ETH; only mainnet is listed. */
function setup(customRpcUrls: Record<string, ReadonlyArray<{ url: string }>> = {}) {
  const calls: Array<{ url: string; body: unknown }> = []
  const fetch: FetchPort = async (input, init) => {
    const body = JSON.parse(String(init?.body)) as { id: number }
    calls.push({ url: String(input), body })
    return Response.json({ jsonrpc: '2.0', id: body.id, result: '0x14d1120d7b160000' })
  }
  // The cache reads the clock through the scheduler; real timers serve the RPC timeout.
  const clock = { now: 0 }
  const scheduler: SchedulerLike = { now: () => clock.now, schedule: asyncScheduler.schedule.bind(asyncScheduler) }
  const logger = createRecordingLogger()
  const supportedChains: SupportedChains = { isNetworkSupported: (id) => of(id === ethereum.caipNetworkId) }
  const reader = createNativeBalanceReader({
    fetch,
    scheduler,
    store: createStore(createMemoryStorage(), logger),
    logger,
    supportedChains,
    options: { projectId: 'p1', endpoints: { apiUrl: 'http://api.test' }, customRpcUrls },
  })
  const read = (network: Network, refresh = false) => firstValueFrom(reader.read(address, network, refresh))
  return { read, calls, clock }
}

describe('native balance through the chain RPC client (SPEC §1 customRpcUrls, §3, §7, §9)', () => {
  it('§7 the account balance is eth_getBalance at the chain RPC endpoint /v1/?chainId&projectId', async () => {
    const { read, calls } = setup()
    expect(await read(ethereum)).toEqual({ address, caipNetworkId: 'eip155:1', balance: '1.5', symbol: 'ETH' })
    expect(calls).toEqual([
      {
        url: 'http://api.test/v1/?chainId=eip155%3A1&projectId=p1',
        body: { jsonrpc: '2.0', id: 1, method: 'eth_getBalance', params: [address, 'latest'] },
      },
    ])
  })

  it('§1 customRpcUrls: a network with a custom RPC URL is read there, even when the API does not list it', async () => {
    const { read, calls } = setup({ 'eip155:137': [{ url: 'http://127.0.0.1:8545/' }] })
    expect(await read(polygon)).toMatchObject({ balance: '1.5', symbol: 'POL' })
    expect(calls.map((c) => c.url)).toEqual(['http://127.0.0.1:8545/'])
  })

  it('§7 a network neither listed in supported-chains nor given a custom URL is not called', async () => {
    const { read, calls } = setup()
    expect(await read(polygon)).toBeUndefined()
    expect(await read(solanaMainnet)).toBeUndefined()
    expect(await read({ ...ethereum, id: 5, caipNetworkId: 'eip155:5' as CaipNetworkId })).toBeUndefined()
    expect(calls).toEqual([])
  })

  it('§9 native balance cache 30 s: served from the cache, then read again; a refresh skips the cache', async () => {
    const { read, calls, clock } = setup()
    await read(ethereum)
    clock.now = 29_999
    await read(ethereum)
    expect(calls).toHaveLength(1)
    await read(ethereum, true)
    expect(calls).toHaveLength(2)
    clock.now = 29_999 + 30_000
    await read(ethereum)
    expect(calls).toHaveLength(3)
  })
})
