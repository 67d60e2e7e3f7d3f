import { describe, expect, it, vi } from 'vitest'
import { VirtualTimeScheduler, defer, finalize, map, share, type Observable } from 'rxjs'
import { createModal } from '../../kernel/createModal'
import { createMemoryStorage } from '../../kernel/ports/storage'
import { createStaticPlatform } from '../../kernel/ports/platform'
import { createRecordingLogger } from '../../kernel/ports/logger'
import { AirlockError } from '../../kernel/errors/AirlockError'
import { ethereum, polygon, sepolia } from '../../kernel/chain/fixtures'
import { createMockAdapter } from '../../adapters/mock'
import { localSiwx } from '../../kernel/siwx/signInProvider'
import type { Adapter } from '../../kernel/ports/adapter'
import type { AdapterFactory } from '../../kernel/ports/adapterHost'
import { createKernelFixture, kernelFixtures } from './kernelHarness'
import { createTableFetch } from '../harness/env'

const fixture = kernelFixtures()

describe('createModal (DESIGN §4 public contract)', () => {
  it('the snapshot holds every field DESIGN §4 names, with the SPEC §1 defaults', () => {
    const { modal } = fixture()
    const state = modal.getState()
    expect(state.modal).toEqual({ open: false, loading: false, shake: false, mobile: false, legalAccepted: false })
    expect(state.router.view).toBe('Connect')
    expect(state.snackbar.open).toBe(false)
    expect(state.theme.mode).toBe('dark')
    expect(state.activeNamespace).toBe('eip155')
    expect(state.activeCaipNetwork.caipNetworkId).toBe('eip155:1')
    expect(state.activeCaipAddress).toBeUndefined()
    expect(state.chains.eip155?.namespace).toBe('eip155')
    expect(state.connected).toBe(false)
    expect(state.alerts).toEqual([])
    expect(state.features.swaps).toBe(true)
    expect(state.features.legalCheckbox).toBe(false)
    expect(state.options.projectId).toBe('test-project')
  })

  it('§1 options: setting both siwx and siweConfig throws the exact message', () => {
    expect(() => createKernelFixture({ options: { siwx: {}, siweConfig: {} } })).toThrow(
      'Cannot set both `siweConfig` and `siwx` options',
    )
  })

  it("§5 options: a missing projectId raises the 'project id not configured' alert", () => {
    const { modal } = fixture({ options: { projectId: '' } })
    expect(modal.getState().alerts).toEqual([
      expect.objectContaining({ code: 'PROJECT_ID_NOT_CONFIGURED', description: 'project id not configured' }),
    ])
  })

  it('§3 approvedCaipNetworkIds: the networks a wallet approved (a WalletConnect session) reach the snapshot; disconnecting, or a new connection that names none, forgets them', async () => {
    const mock = createMockAdapter()
    let names = true
    const naming: AdapterFactory = {
      id: 'naming',
      namespaces: ['eip155'],
      create: (host) => {
        const inner = mock.create(host)
        return { ...inner, connect: (params) => inner.connect(params).pipe(map((result) => (names ? { ...result, approvedCaipNetworkIds: [ethereum.caipNetworkId] } : result))) }
      },
    }
    const { modal } = fixture({ options: { networks: [ethereum, polygon], adapters: [naming] } })
    const networkState = () => modal.getState().chains.eip155?.networkState
    await modal.connect({ connectorId: 'mock' })
    expect(networkState()).toMatchObject({ supportsAllNetworks: false, approvedCaipNetworkIds: ['eip155:1'] })
    await modal.disconnect()
    expect(networkState()).toMatchObject({ supportsAllNetworks: true, approvedCaipNetworkIds: undefined })
    await modal.connect({ connectorId: 'mock' })
    expect(networkState()).toMatchObject({ supportsAllNetworks: false })
    // Connected again, straight over the last connection, by a wallet that takes any network.
    names = false
    await modal.connect({ connectorId: 'mock' })
    expect(networkState()).toMatchObject({ supportsAllNetworks: true, approvedCaipNetworkIds: undefined })
  })

  it('§3 approvedCaipNetworkIds: a wallet that approves networks later (a session update) has them approved; an event from another connector changes nothing', async () => {
    const mock = createMockAdapter()
    const naming: AdapterFactory = {
      id: 'naming',
      namespaces: ['eip155'],
      create: (host) => {
        const inner = mock.create(host)
        return { ...inner, connect: (params) => inner.connect(params).pipe(map((result) => ({ ...result, approvedCaipNetworkIds: [ethereum.caipNetworkId] }))) }
      },
    }
    const { modal } = fixture({ options: { networks: [ethereum, polygon], adapters: [naming] } })
    const networkState = () => modal.getState().chains.eip155?.networkState
    await modal.connect({ connectorId: 'mock' })
    expect(networkState()).toMatchObject({ supportsAllNetworks: false, approvedCaipNetworkIds: ['eip155:1'] })
    mock.emit({ type: 'approvedNetworksChanged', connectorId: 'another', approvedCaipNetworkIds: [polygon.caipNetworkId] })
    expect(networkState()).toMatchObject({ approvedCaipNetworkIds: ['eip155:1'] })
    mock.emit({ type: 'approvedNetworksChanged', approvedCaipNetworkIds: [ethereum.caipNetworkId, polygon.caipNetworkId] })
    expect(networkState()).toMatchObject({ supportsAllNetworks: false, approvedCaipNetworkIds: ['eip155:1', 'eip155:137'] })
    // An account event names no networks: the approved ones stay.
    mock.emitAccountsChanged([modal.getState().chains.eip155!.accountState.address!])
    expect(networkState()).toMatchObject({ approvedCaipNetworkIds: ['eip155:1', 'eip155:137'] })
  })

  it('an adapter that lacks the contract is refused at createModal with a clear message', () => {
    const factory = { id: 'broken', namespaces: ['eip155' as const], create: () => ({ namespaces: ['eip155'] }) as unknown as Adapter }
    expect(() => createKernelFixture({ options: { adapters: [factory] } })).toThrow(/Expected Adapter received object[\s\S]*lacks connect/)
  })

  it('state$ replays the latest snapshot to a late subscriber and select() emits distinct values', () => {
    const { modal } = fixture()
    const views: string[] = []
    const sub = modal.select((s) => s.router.view).subscribe((v) => views.push(v))
    modal.open()
    modal.open()
    let replayed: string | undefined
    modal.state$.subscribe((s) => (replayed = s.router.view)).unsubscribe()
    expect(replayed).toBe('Connect')
    expect(views).toEqual(['Connect'])
    sub.unsubscribe()
  })
})

describe('opening rules through the kernel (SPEC §2)', () => {
  it('§2 opening: not connected opens Connect', () => {
    const { modal } = fixture()
    modal.open()
    expect(modal.getState().modal.open).toBe(true)
    expect(modal.getState().router.view).toBe('Connect')
  })

  it('§2 opening: a connected namespace opens Account', async () => {
    const { modal } = fixture()
    await modal.connect({ connectorId: 'mock' })
    modal.open()
    expect(modal.getState().router.view).toBe('Account')
    expect(modal.getState().connected).toBe(true)
    expect(modal.getState().activeCaipAddress).toMatch(/^eip155:1:0x/)
  })

  it('§2 opening: no adapters and no address opens the basic WalletConnect view on desktop', () => {
    const { modal } = fixture({ adapter: false })
    modal.open()
    expect(modal.getState().router.view).toBe('ConnectingWalletConnectBasic')
  })

  it('§2 opening: no adapters and no address opens AllWallets on mobile', () => {
    const { modal } = fixture({ adapter: false, env: { platform: createStaticPlatform({ isMobile: true }) } })
    modal.open()
    expect(modal.getState().router.view).toBe('AllWallets')
  })

  it('§2 opening: a caller may force a view with data', () => {
    const { modal } = fixture()
    modal.open({ view: 'Networks', data: { from: 'test' } })
    expect(modal.getState().router).toMatchObject({ view: 'Networks', data: { from: 'test' } })
  })

  it('§2 back: with one entry, going back closes the modal', () => {
    const { modal } = fixture()
    modal.open()
    modal.back()
    expect(modal.getState().modal.open).toBe(false)
  })
})

describe('connection commands through the kernel (SPEC §4)', () => {
  it('§4 startup restore: a stored connection is synced through its stored connector in a new kernel', async () => {
    const storage = createMemoryStorage()
    const first = fixture({ storage })
    await first.modal.connect({ connectorId: 'mock' })
    const address = first.modal.getState().activeCaipAddress
    first.modal.destroy()
    // The wallet answers the restore a moment later, as real wallets do.
    const scheduler = new VirtualTimeScheduler()
    const second = fixture({ storage, scheduler, adapter: { scheduler, latencyMs: 50 } })
    // SPEC §4 startup restore: stored connected becomes connecting, then connected once synced.
    expect(second.modal.getState().connection.status.eip155).toBe('connecting')
    scheduler.flush()
    expect(second.modal.getState().connection.status.eip155).toBe('connected')
    expect(second.adapter.callsTo('syncConnection')).toEqual([
      expect.objectContaining({ args: expect.objectContaining({ connectorId: 'mock' }) }),
    ])
    expect(second.modal.getState().activeCaipAddress).toBe(address)
  })

  it('§4 startup restore: a wallet that confirms synchronously restores the address', async () => {
    const storage = createMemoryStorage()
    const first = fixture({ storage })
    await first.modal.connect({ connectorId: 'mock' })
    const address = first.modal.getState().activeCaipAddress
    expect(address).toMatch(/^eip155:1:0x/)
    first.modal.destroy()
    // No latency: the mock wallet answers syncConnection inside the kernel's first subscription.
    const second = fixture({ storage })
    expect(second.modal.getState().connection.status.eip155).toBe('connected')
    expect(second.adapter.callsTo('syncConnection')).toHaveLength(1)
    expect(second.modal.getState().activeCaipAddress).toBe(address)
    expect(second.modal.getState().chains.eip155?.accountState).toMatchObject({ status: 'connected', address: address?.split(':')[2] })
  })

  it('§4 connect: a user rejection rejects the promise with the wallet code and leaves disconnected', async () => {
    const { modal } = fixture({ adapter: { userRejects: true } })
    const error = await modal.connect({ connectorId: 'mock' }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(AirlockError)
    expect((error as AirlockError).code).toBe(4001)
    expect(modal.getState().connection.status.eip155).toBe('disconnected')
  })

  it('§4 disconnect: tracks DISCONNECT_SUCCESS on events$ and clears the address', async () => {
    const { modal } = fixture()
    const events: string[] = []
    const sub = modal.events$.subscribe((e) => events.push(e.event))
    await modal.connect({ connectorId: 'mock' })
    await modal.disconnect()
    expect(events).toContain('DISCONNECT_SUCCESS')
    expect(modal.getState().connected).toBe(false)
    expect(modal.getState().activeCaipAddress).toBeUndefined()
    sub.unsubscribe()
  })

  it("§4 switching network: an unknown chain whose add fails rejects with 'Chain is not supported'", async () => {
    const { modal } = fixture({ adapter: { knownChainIds: [1], addChainFails: true } })
    await modal.connect({ connectorId: 'mock' })
    const error = await modal.switchNetwork(polygon).catch((e: unknown) => e)
    expect((error as AirlockError).shortMessage).toBe('Chain is not supported')
  })

  it('§4 switching network: a known chain switches the active network', async () => {
    const { modal } = fixture()
    await modal.connect({ connectorId: 'mock' })
    await modal.switchNetwork(polygon)
    expect(modal.getState().activeCaipNetwork.caipNetworkId).toBe('eip155:137')
  })

  it('§2 UnsupportedChain: a wallet moving to an unknown chain opens the UnsupportedChain view', async () => {
    const { modal, adapter } = fixture()
    await modal.connect({ connectorId: 'mock' })
    adapter.emitChainChanged(sepolia.id)
    expect(modal.getState().activeNetworkUnsupported).toBe(true)
    expect(modal.getState().modal.open).toBe(true)
    expect(modal.getState().router.view).toBe('UnsupportedChain')
  })

  it('§2 UnsupportedChain gives way when the wallet returns to an offered chain: it closes the modal it opened', async () => {
    const { modal, adapter } = fixture()
    await modal.connect({ connectorId: 'mock' })
    adapter.emitChainChanged(sepolia.id)
    adapter.emitChainChanged(polygon.id)
    expect(modal.getState().activeNetworkUnsupported).toBe(false)
    expect(modal.getState().modal.open).toBe(false)
  })

  it('§2 UnsupportedChain gives way when the wallet returns to an offered chain: back to the view it covered', async () => {
    const { modal, adapter } = fixture()
    await modal.connect({ connectorId: 'mock' })
    modal.open()
    expect(modal.getState().router.view).toBe('Account')
    adapter.emitChainChanged(sepolia.id)
    expect(modal.getState().router.view).toBe('UnsupportedChain')
    adapter.emitChainChanged(ethereum.id)
    expect(modal.getState().modal.open).toBe(true)
    expect(modal.getState().router.history.map((e) => e.view)).toEqual(['Account'])
  })

  it('§2 UnsupportedChain: not shown when unsupported chains are allowed', async () => {
    const { modal, adapter } = fixture({ options: { allowUnsupportedChain: true } })
    await modal.connect({ connectorId: 'mock' })
    adapter.emitChainChanged(sepolia.id)
    expect(modal.getState().modal.open).toBe(false)
  })
})

describe('send through the kernel (SPEC §4 send)', () => {
  const nativeEth = {
    name: 'Ether',
    symbol: 'ETH',
    chainId: 'eip155:1',
    value: 3000,
    price: 2000,
    quantity: { decimals: '18', numeric: '1.5' },
  }

  it('§4 send: a native EVM send goes to the receiver in smallest units, then clears the form', async () => {
    const { modal, adapter } = fixture()
    await modal.connect({ connectorId: 'mock' })
    modal.send.setToken(nativeEth)
    modal.send.setAmount('0.5')
    modal.send.setReceiver('0x2222222222222222222222222222222222222222')
    const { hash } = await modal.send.send()
    expect(hash).toMatch(/^0x[0-9a-f]{64}$/)
    expect(adapter.callsTo('sendTransaction')[0]?.args).toMatchObject({
      to: '0x2222222222222222222222222222222222222222',
      value: '500000000000000000',
    })
    expect(modal.getState().send).toMatchObject({ token: undefined, sendTokenAmount: undefined, receiverAddress: undefined, loading: false })
  })

  it("§5 send: no amount or receiver fails with 'An amount and receiver address are required' and sends nothing", async () => {
    const { modal, adapter } = fixture()
    await modal.connect({ connectorId: 'mock' })
    modal.send.setToken(nativeEth)
    await expect(modal.send.send()).rejects.toThrow('An amount and receiver address are required')
    expect(adapter.callsTo('sendTransaction')).toEqual([])
    expect(modal.getState().send.loading).toBe(false)
  })
})

describe('account balance through the kernel (SPEC §1 customRpcUrls, §3, §7)', () => {
  it('§1 customRpcUrls: the account balance is read with eth_getBalance at the custom RPC URL', async () => {
    const fetch = createTableFetch({
      '/getWallets': () => Response.json({ data: [], count: 0 }),
      '/getAnalyticsConfig': () => Response.json({ isAnalyticsEnabled: false }),
      '/v1/supported-chains': () => Response.json({ http: [], ws: [] }),
      '/mainnet-rpc': async (_url, init) => {
        const call = JSON.parse(String(init?.body)) as { id: number; method: string }
        return Response.json({ jsonrpc: '2.0', id: call.id, result: call.method === 'eth_getBalance' ? '0x1bc16d674ec80000' : null })
      },
    })
    const { modal } = fixture({
      options: { customRpcUrls: { 'eip155:1': ['http://127.0.0.1:8545/mainnet-rpc'] } },
      env: { fetch },
    })
    await modal.connect({ connectorId: 'mock' })
    modal.fetchBalances()
    await vi.waitFor(() => expect(modal.getState().chains.eip155?.accountState).toMatchObject({ balance: '2', balanceSymbol: 'ETH' }))
    const rpc = fetch.calls.filter((c) => c.url.pathname === '/mainnet-rpc')
    expect(rpc.map((c) => c.url.origin)).toEqual(['http://127.0.0.1:8545'])
    expect(JSON.parse(String(rpc[0]?.init?.body))).toMatchObject({
      method: 'eth_getBalance',
      params: [modal.getState().chains.eip155?.accountState.address, 'latest'],
    })
  })
})

describe('sign-in through the kernel (SPEC §4 sign-in flow)', () => {
  it('§4 sign-in: with required sign-in and no session, SIWXSignMessage opens and the modal cannot be closed', async () => {
    const { modal } = fixture({ options: { siwx: localSiwx({ required: true }) } })
    await modal.connect({ connectorId: 'mock' })
    // The sign-in code loads on first use, then the sessions are read.
    await vi.waitFor(() => expect(modal.getState().router.view).toBe('SIWXSignMessage'))
    expect(modal.getState().modal.open).toBe(true)
    modal.close({ force: true })
    expect(modal.getState().modal.open).toBe(true)
  })

  it('§4 sign-in: accepting stores the session and closes; a new kernel does not ask again', async () => {
    const storage = createMemoryStorage()
    const first = fixture({ storage, options: { siwx: localSiwx({ required: true }) } })
    await first.modal.connect({ connectorId: 'mock' })
    const session = await first.modal.siwx.requestSignature()
    expect(session.data.accountAddress).toBe(first.modal.getState().chains.eip155?.accountState.address)
    expect(first.modal.getState().modal.open).toBe(false)
    first.modal.destroy()
    const second = fixture({ storage, options: { siwx: localSiwx({ required: true }) } })
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(second.modal.getState().connected).toBe(true)
    expect(second.modal.getState().modal.open).toBe(false)
  })

  it("§4 sign-in: declining shows 'Signature declined' and keeps the view", async () => {
    const scheduler = new VirtualTimeScheduler()
    const { modal, adapter } = fixture({ scheduler, options: { siwx: localSiwx({ required: false }) } })
    await modal.connect({ connectorId: 'mock' })
    adapter.setFlags({ userRejects: true })
    await expect(modal.siwx.requestSignature()).rejects.toThrow()
    // SPEC §4 snackbar: the error replaces the 'Authenticating...' message after 150 ms.
    scheduler.flush()
    expect(modal.getState().snackbar).toMatchObject({ variant: 'error', message: 'Signature declined' })
    expect(modal.getState().router.view).toBe('SIWXSignMessage')
  })

  it('§4 sign-in: cancelling a required sign-in disconnects', async () => {
    const { modal } = fixture({ options: { siwx: localSiwx({ required: true }) } })
    await modal.connect({ connectorId: 'mock' })
    modal.siwx.cancel()
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(modal.getState().connected).toBe(false)
  })
})

describe('wallet discovery options (SPEC §1)', () => {
  it('§1 enableEIP6963 off: announced wallets are not offered, injected ones are', () => {
    const { modal } = fixture({
      options: { enableEIP6963: false },
      adapter: {
        connectors: [
          { id: 'dev.test', type: 'ANNOUNCED', name: 'Announced', chain: 'eip155' },
          { id: 'injected', type: 'INJECTED', name: 'Browser Wallet', chain: 'eip155' },
        ],
      },
    })
    expect(modal.getState().connection.connectors.eip155?.map((c) => c.id)).toEqual(['injected'])
  })
})

describe('kernel lifetime', () => {
  it('two kernels in one page are independent (no module-level state)', async () => {
    const a = fixture()
    const b = fixture({ options: { themeMode: 'light' } })
    await a.modal.connect({ connectorId: 'mock' })
    a.modal.open()
    expect(a.modal.getState().connected).toBe(true)
    expect(b.modal.getState().connected).toBe(false)
    expect(b.modal.getState().modal.open).toBe(false)
    expect(a.modal.getState().theme.mode).toBe('dark')
    expect(b.modal.getState().theme.mode).toBe('light')
    b.modal.setThemeMode('dark')
    a.modal.setThemeMode('light')
    expect([a.modal.getState().theme.mode, b.modal.getState().theme.mode]).toEqual(['light', 'dark'])
  })

  it('destroy() leaves no subscription, timer or listener behind', async () => {
    const scheduler = new VirtualTimeScheduler()
    const mock = createMockAdapter()
    let listeners = 0
    const counted = <T>(source: Observable<T>): Observable<T> =>
      defer(() => {
        listeners++
        return source.pipe(finalize(() => listeners--))
      }).pipe(share())
    const adapter: AdapterFactory = {
      id: 'counted',
      namespaces: ['eip155'],
      create: (host) => ({ ...mock.create(host), events$: counted(mock.events$), connectors$: counted(mock.connectors$) }),
    }
    const signals: AbortSignal[] = []
    const modal = createModal(
      { projectId: 'p', networks: [ethereum, polygon], adapters: [adapter] },
      {
        scheduler,
        storage: createMemoryStorage(),
        logger: createRecordingLogger(),
        platform: createStaticPlatform({ origin: 'https://dapp.example' }),
        // Requests that never answer: destroy must abort them.
        fetch: (_url, init) => {
          if (init?.signal) signals.push(Object.assign(init.signal, { url: _url }))
          return new Promise<Response>(() => undefined)
        },
      },
    )
    await modal.connect({ connectorId: 'mock' })
    modal.open()
    modal.close({ force: false })
    modal.wallets.search('rain')
    scheduler.schedule(() => undefined, 1) // proves the scheduler counts work we did not clean
    scheduler.flush()
    // A shake timer and a debounced search are pending in the kernel now.
    modal.open({ view: 'ApproveTransaction' })
    modal.close()
    modal.wallets.search('rainbow')
    expect(scheduler.actions.length).toBeGreaterThan(0)
    expect(listeners).toBeGreaterThan(0)
    expect(signals.length).toBeGreaterThan(0)

    let completed = false
    modal.state$.pipe(finalize(() => (completed = true))).subscribe()
    modal.destroy()

    expect(scheduler.actions.filter((a) => !a.closed)).toEqual([])
    expect(listeners).toBe(0)
    expect(mock.destroyed).toBe(true)
    expect(mock.host?.scheduler).toBe(scheduler)
    expect(signals.filter((s) => !s.aborted).map((s) => (s as AbortSignal & { url?: string }).url)).toEqual([])
    expect(completed).toBe(true)
    // Commands after destroy do nothing and throw nothing.
    const last = modal.getState()
    modal.close({ force: true })
    modal.back()
    expect(modal.getState()).toBe(last)
  })
})

describe('start after the first paint (the first render of a page is not held up by the kernel)', () => {
  /** A platform whose first paint the test makes happen. */
  const paintLater = () => {
    const waiting: Array<() => void> = []
    return { platform: createStaticPlatform({ afterPaint: (run) => void waiting.push(run) }), paint: () => waiting.splice(0).forEach((run) => run()) }
  }

  it('§4 startup restore: the first snapshot answers at once, read from storage; the wallet and the network are asked once the page has painted', async () => {
    const storage = createMemoryStorage()
    const first = fixture({ storage })
    await first.modal.connect({ connectorId: 'mock' })
    first.modal.destroy()
    const { platform, paint } = paintLater()
    const { modal, adapter, fetch } = fixture({ storage, env: { platform } })
    expect(modal.getState().router.view).toBe('Connect')
    expect(modal.getState().connection.status.eip155).toBe('connecting')
    expect(adapter.callsTo('syncConnection')).toEqual([])
    expect(fetch.calls).toEqual([])
    paint()
    expect(adapter.callsTo('syncConnection')).toHaveLength(1)
    expect(modal.getState().connection.status.eip155).toBe('connected')
  })

  it('§2 opening: a click before the first paint opens the modal at once, and the later paint starts nothing twice', () => {
    const { platform, paint } = paintLater()
    const { modal, adapter } = fixture({ options: { features: { analytics: false } }, env: { platform } })
    modal.open()
    expect(modal.getState().modal.open).toBe(true)
    expect(modal.getState().router.view).toBe('Connect')
    const events: string[] = []
    modal.events$.subscribe((event) => events.push(event.event))
    paint()
    modal.close()
    expect(modal.getState().modal.open).toBe(false)
    expect(adapter.callsTo('syncConnection').length).toBeLessThanOrEqual(1)
    // One loop: a second start would have asked the wallet for its connectors twice.
    expect(modal.getState().connection.connectors.eip155?.filter((c) => c.id === 'mock')).toHaveLength(1)
  })

  it('§7 telemetry: its code and the analytics config call come once the modal\'s first opening has painted, not with the page nor in the opening\'s frame', async () => {
    const { platform, paint } = paintLater()
    const { modal, fetch } = fixture({ env: { platform } })
    const configCalls = () => fetch.calls.filter((c) => c.url.pathname.endsWith('/getAnalyticsConfig')).length
    const turns = async () => {
      for (let turn = 0; turn < 5; turn++) await new Promise((resolve) => setImmediate(resolve))
    }
    paint()
    await turns()
    expect(configCalls()).toBe(0)
    modal.open()
    await turns()
    expect(modal.getState().modal.open).toBe(true)
    expect(configCalls()).toBe(0)
    paint()
    await vi.waitFor(() => expect(configCalls()).toBe(1))
  })

  it('commands in groups start the kernel too (wallets.prefetch before the first paint is not dropped)', () => {
    const { platform } = paintLater()
    const { modal, fetch } = fixture({ env: { platform } })
    modal.wallets.prefetch()
    expect(fetch.calls.length).toBeGreaterThan(0)
  })

  it('the first snapshot is composed before the services exist; each service then starts from the state that snapshot showed', () => {
    const { platform, paint } = paintLater()
    const storage = createMemoryStorage()
    storage.setItem('@airlock/active-caip-network-id', JSON.stringify('eip155:137'))
    const { modal } = fixture({
      storage,
      options: {
        themeMode: 'light',
        themeVariables: { '--airlock-accent': '#ff0000' },
        customWallets: [{ id: 'own', name: 'Own Wallet' }],
        features: { analytics: false, allWallets: false },
      },
      env: { platform },
    })
    const before = modal.getState()
    expect(before.activeCaipNetwork.caipNetworkId).toBe('eip155:137')
    expect(before.theme).toEqual({ mode: 'light', variables: { '--airlock-accent': '#ff0000' } })
    expect(before.wallets.custom.map((w) => w.name)).toEqual(['Own Wallet'])
    paint()
    const after = modal.getState()
    // The very objects: a service built from a state of its own would show a new one (and re-render the page).
    for (const part of ['theme', 'modal', 'router', 'snackbar', 'chains', 'siwx', 'pairing', 'connectFlow', 'send'] as const) {
      expect(after[part], part).toBe(before[part])
    }
    // The catalogue moves at start (the installed wallets arrive); its custom wallets are the ones shown.
    expect(after.wallets.custom).toBe(before.wallets.custom)
  })

  it('the services are built after the first paint, not by createModal (the email service reads the page address when it is built)', () => {
    const waiting: Array<() => void> = []
    const href = vi.fn(() => 'https://app.example/')
    const platform = createStaticPlatform({ href, afterPaint: (run) => void waiting.push(run) })
    const readsBefore = href.mock.calls.length
    const { modal } = fixture({ env: { platform } })
    expect(modal.getState().modal.open).toBe(false)
    expect(href.mock.calls.length).toBe(readsBefore)
    waiting.splice(0).forEach((run) => run())
    expect(href.mock.calls.length).toBeGreaterThan(readsBefore)
  })

  it('destroy() before the first paint: the kernel never starts', () => {
    const { platform, paint } = paintLater()
    const { modal, adapter, fetch } = fixture({ env: { platform } })
    modal.destroy()
    paint()
    expect(adapter.callsTo('syncConnection')).toEqual([])
    expect(fetch.calls).toEqual([])
  })
})

describe('two adapters on one namespace (DESIGN §5: WalletConnect beside the browser wallets)', () => {
  const twoAdapters = () => {
    const browser = createMockAdapter()
    const pairing = createMockAdapter({
      connectors: [{ id: 'walletConnect', type: 'WALLET_CONNECT', name: 'WalletConnect', chain: 'eip155' }],
      accounts: ['0x9999999999999999999999999999999999999999'],
    })
    // No claim of its own: the connector it lists is what routes calls and events to it.
    return { browser, pairing, walletConnect: pairing }
  }

  it('§4 both adapters offer their connectors, and each connector is served by its own adapter', async () => {
    const { browser, pairing, walletConnect } = twoAdapters()
    const { modal } = fixture({ adapter: false, options: { adapters: [browser, walletConnect] } })
    expect(modal.getState().connection.connectors.eip155?.map((c) => c.id).sort()).toEqual(['mock', 'walletConnect'])
    await modal.connect({ connectorId: 'walletConnect' })
    expect(pairing.callsTo('connect')).toHaveLength(1)
    expect(browser.callsTo('connect')).toHaveLength(0)
    expect(modal.getState().activeCaipAddress).toBe('eip155:1:0x9999999999999999999999999999999999999999')
    // What follows the connection goes to the adapter that holds it.
    await modal.switchNetwork(polygon)
    expect(pairing.callsTo('switchNetwork')).toHaveLength(1)
    expect(browser.callsTo('switchNetwork')).toHaveLength(0)
    // The other adapter's wallet events do not speak for this connection.
    browser.emitAccountsChanged(['0x2222222222222222222222222222222222222222'])
    expect(modal.getState().activeCaipAddress).toBe('eip155:137:0x9999999999999999999999999999999999999999')
    await modal.disconnect()
    expect(pairing.callsTo('disconnect')).toHaveLength(1)
    expect(browser.callsTo('disconnect')).toHaveLength(0)
  })

  it('§4 a browser wallet connector still goes to the browser adapter', async () => {
    const { browser, pairing, walletConnect } = twoAdapters()
    const { modal } = fixture({ adapter: false, options: { adapters: [browser, walletConnect] } })
    await modal.connect({ connectorId: 'mock' })
    expect(browser.callsTo('connect')).toHaveLength(1)
    expect(pairing.callsTo('connect')).toHaveLength(0)
  })
})
