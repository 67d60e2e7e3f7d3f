import { describe, expect, it, vi } from 'vitest'
import { VirtualTimeScheduler } from 'rxjs'
import { createMockAdapter, mockAddresses } from '../../adapters/mock'
import { createMemoryStorage } from '../../kernel/ports/storage'
import { createStaticPlatform } from '../../kernel/ports/platform'
import { storageKeys } from '../../kernel/storage/keys'
import { snapshotViolations } from '../../kernel/snapshot/invariants'
import type { TelemetryRecord } from '../../kernel/telemetry/events'
import { kernelFixtures } from './kernelHarness'

const fixture = kernelFixtures()

/** A blockchain API and catalogue whose answers a test decides, path by path (prefix match on /v1/account/). */
function api(routes: Record<string, (url: URL, init?: RequestInit) => Response | Promise<Response>>) {
  const calls: Array<{ url: URL; init?: RequestInit }> = []
  const defaults: Record<string, () => Response> = {
    '/getWallets': () => Response.json({ data: [], count: 0 }),
    '/getAnalyticsConfig': () => Response.json({ isAnalyticsEnabled: false }),
    '/v1/supported-chains': () => Response.json({ http: ['eip155:1'], ws: [] }),
    '/v1/account/history': () => Response.json({ data: [], next: null }),
    '/v1/account/balance': () => Response.json({ balances: [] }),
  }
  const fetch = async (input: string, init?: RequestInit): Promise<Response> => {
    const url = new URL(input)
    calls.push({ url, ...(init ? { init } : {}) })
    const path = url.pathname.startsWith('/v1/account/') ? `/v1/account/${url.pathname.split('/').pop() ?? ''}` : url.pathname
    const handler = routes[path] ?? defaults[path]
    return handler ? handler(url, init) : new Response('not found', { status: 404 })
  }
  return { fetch, calls, count: (path: string) => calls.filter((c) => c.url.pathname.endsWith(path)).length }
}

const never = () => new Promise<Response>(() => undefined)

/** Let fetch promises and bodies settle, then run the virtual clock to `ms` (absolute). */
function clock(scheduler: VirtualTimeScheduler) {
  return async (ms: number) => {
    for (let i = 0; i < 5; i++) await new Promise<void>((resolve) => setImmediate(resolve))
    scheduler.maxFrames = ms
    scheduler.flush()
    for (let i = 0; i < 5; i++) await new Promise<void>((resolve) => setImmediate(resolve))
  }
}

describe('SPEC §9 deadlines: nothing waits forever on a server', () => {
  it('§9 a hung supported-chains call fails after 10 s, history leaves loading, and a later ask tries again', async () => {
    const scheduler = new VirtualTimeScheduler()
    let hang = true
    const server = api({ '/v1/supported-chains': () => (hang ? never() : Response.json({ http: ['eip155:1'], ws: [] })) })
    const { modal } = fixture({ scheduler, env: { fetch: server.fetch } })
    const advanceTo = clock(scheduler)
    await modal.connect({ connectorId: 'mock' })
    modal.history.fetch()
    await advanceTo(1_000)
    expect(modal.getState().history.status).toBe('loading')
    await advanceTo(10_500)
    expect(modal.getState().history.status).not.toBe('loading')
    const asked = server.count('/v1/supported-chains')
    hang = false
    modal.history.fetch()
    await advanceTo(11_000)
    await vi.waitFor(() => expect(server.count('/v1/supported-chains')).toBeGreaterThan(asked))
    await vi.waitFor(() => expect(server.count('/history')).toBeGreaterThan(0))
  })

  it('§9 a hung catalogue page fails after 10 s with a retry on offer, and the next page request is sent', async () => {
    const scheduler = new VirtualTimeScheduler()
    let hang = true
    const server = api({
      '/getWallets': (url) =>
        hang ? never() : Response.json({ data: [{ id: `w${url.searchParams.get('page') ?? ''}`, name: 'Wallet' }], count: 1 }),
    })
    const { modal } = fixture({ scheduler, env: { fetch: server.fetch } })
    const advanceTo = clock(scheduler)
    modal.wallets.nextPage()
    await advanceTo(9_999)
    expect(modal.getState().wallets.catalogue.status).toBe('loading')
    await advanceTo(10_000)
    expect(modal.getState().wallets.catalogue).toMatchObject({ status: 'error', error: 'The request timed out' })
    hang = false
    modal.wallets.nextPage()
    await advanceTo(10_001)
    await vi.waitFor(() => expect(modal.getState().wallets.catalogue.status).toBe('loaded'))
  })
})

describe('SPEC §5 values that cannot exist', () => {
  it.each(['0x', ' ', '42', '__proto__', '\u200b'])("§5 a connect answer with the address %j is refused with 'Invalid CAIP Address'", async (address) => {
    const adapter = createMockAdapter({ accounts: [address] })
    const { modal } = fixture({ adapter: false, options: { adapters: [adapter] } })
    await expect(modal.connect({ connectorId: 'mock' })).rejects.toMatchObject({ shortMessage: 'Invalid CAIP Address' })
    expect(modal.getState().activeCaipAddress).toBeUndefined()
    expect(modal.getState().connected).toBe(false)
  })

  it('§5 an account event with an address that is no EVM address is dropped: the account stays as it was', async () => {
    const { modal, adapter } = fixture()
    await modal.connect({ connectorId: 'mock' })
    const before = modal.getState().activeCaipAddress
    expect(before).toBe(`eip155:1:${mockAddresses.eip155[0]}`)
    for (const address of ['0x', ' ', '42', '__proto__', '\u200b']) {
      adapter.emitAccountsChanged([address])
      expect(modal.getState().activeCaipAddress).toBe(before)
      expect(modal.getState().connected).toBe(true)
    }
    expect(snapshotViolations(modal.getState())).toEqual([])
  })

  it('§5 recent wallets read from storage: at most 2, no duplicates by id, however long the stored list', () => {
    const stored = Array.from({ length: 100_000 }, (_, i) => ({ id: `w${i % 3}`, name: `Wallet ${i % 3}` }))
    const storage = createMemoryStorage({ [storageKeys.recentWallets.key]: JSON.stringify(stored) })
    const { modal } = fixture({ storage })
    expect(modal.getState().connection.recentWallets).toEqual([
      { id: 'w0', name: 'Wallet 0' },
      { id: 'w1', name: 'Wallet 1' },
    ])
  })
})

describe('SPEC §7 telemetry errors', () => {
  it('§7 failed connects go out as error events (type, event, errorType, errorMessage, stackTrace), at most 5 per 60 s; a connect names its address', async () => {
    const scheduler = new VirtualTimeScheduler()
    const server = api({
      '/getAnalyticsConfig': () => Response.json({ isAnalyticsEnabled: true }),
      '/e': () => new Response(null, { status: 204 }),
    })
    const failing = createMockAdapter({ connectError: true })
    const { modal } = fixture({ scheduler, adapter: false, env: { fetch: server.fetch }, options: { adapters: [failing] } })
    const advanceTo = clock(scheduler)
    await advanceTo(0)
    for (let i = 0; i < 7; i++) {
      await expect(modal.connect({ connectorId: 'mock' })).rejects.toMatchObject({ name: 'WalletError' })
      await advanceTo((i + 1) * 800)
    }
    const sent = (): TelemetryRecord[] =>
      server.calls.filter((c) => c.url.pathname === '/e').map((c) => JSON.parse(String(c.init?.body)) as TelemetryRecord)
    await vi.waitFor(() => expect(sent().length).toBeGreaterThan(0))
    const errors = sent().filter((r) => r.props.type === 'error')
    expect(errors).toHaveLength(5)
    for (const record of errors) {
      expect(record.props).toMatchObject({ type: 'error', event: 'CONNECT_ERROR', errorType: 'WalletError', errorMessage: 'Connection failed.' })
      expect(record.props.type === 'error' && typeof record.props.stackTrace).toBe('string')
    }
    expect(sent().filter((r) => r.props.type === 'track' && r.props.event === 'CONNECT_ERROR')).toEqual([])

    failing.setFlags({ connectError: false })
    await modal.connect({ connectorId: 'mock' })
    await advanceTo(8_000)
    await vi.waitFor(() => expect(sent().find((r) => r.props.event === 'CONNECT_SUCCESS')?.props.address).toBe(mockAddresses.eip155[0]))
  })
})

describe('SPEC §8 server messages', () => {
  it("§8 a network error on the allowed-origins call is named, never 'Project ID Not Configured'", async () => {
    const server = api({ '/projects/v1/origins': () => Promise.reject(new TypeError('Failed to fetch')) })
    const { modal } = fixture({ env: { fetch: server.fetch, platform: createStaticPlatform({ origin: 'https://shop.example' }) } })
    modal.open()
    await vi.waitFor(() => expect(modal.getState().alerts.map((a) => a.code)).toEqual(['ORIGINS_UNREACHABLE']))
  })
  it('§5 allowed origins: the page origin is checked when the modal first opens, where its alerts show, not with the page', async () => {
    const server = api({ '/projects/v1/origins': () => Response.json({ allowedOrigins: ['https://other.example'] }) })
    const { modal } = fixture({ env: { fetch: server.fetch, platform: createStaticPlatform({ origin: 'https://shop.example' }) } })
    await modal.connect({ connectorId: 'mock' })
    await new Promise((done) => setTimeout(done, 50))
    expect(server.count('/projects/v1/origins')).toBe(0)
    modal.open()
    await vi.waitFor(() => expect(modal.getState().alerts.map((a) => a.code)).toEqual(['INVALID_APP_CONFIGURATION']))
    modal.close()
    modal.open()
    await new Promise((done) => setTimeout(done, 50))
    expect(server.count('/projects/v1/origins')).toBe(1)
  })

  it('§5 allowed origins: an embedded modal, on the page from the start, checks at once', async () => {
    const server = api({ '/projects/v1/origins': () => Response.json({ allowedOrigins: ['https://other.example'] }) })
    const { modal } = fixture({ options: { enableEmbedded: true }, env: { fetch: server.fetch, platform: createStaticPlatform({ origin: 'https://shop.example' }) } })
    await vi.waitFor(() => expect(modal.getState().alerts.map((a) => a.code)).toEqual(['INVALID_APP_CONFIGURATION']))
  })
})
