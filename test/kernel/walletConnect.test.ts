import { describe, expect, it } from 'vitest'
import { defer, of, Subject, take, VirtualAction, VirtualTimeScheduler } from 'rxjs'
import type { Adapter, AdapterEvent, ConnectionResult } from '../../kernel/ports/adapter'
import type { AdapterFactory } from '../../kernel/ports/adapterHost'
import { createMockAdapter } from '../../adapters/mock'
import { polygon } from '../../kernel/chain/fixtures'
import { kernelFixtures } from './kernelHarness'

const address = '0x3333333333333333333333333333333333333333'
const otherAddress = '0x4444444444444444444444444444444444444444'

/** A WalletConnect stand-in: each connect pairs anew (a new URI) and waits for the wallet's approval. */
function pairingWallet() {
  const events = new Subject<AdapterEvent>()
  const approvals = new Subject<ConnectionResult>()
  let pairings = 0
  let approved = false
  const prepared: string[] = []
  const adapter: Adapter = {
    namespaces: ['eip155'],
    resyncAfterSwitch: true,
    destroy: () => events.complete(),
    connectors$: of([{ id: 'walletConnect', type: 'WALLET_CONNECT', name: 'WalletConnect', chain: 'eip155' }]),
    events$: events.asObservable(),
    connect: () =>
      defer(() => {
        pairings += 1
        events.next({ type: 'displayUri', connectorId: 'walletConnect', uri: `wc:pairing-${pairings}@2?relay-protocol=irn&symKey=00` })
        return approvals.pipe(take(1))
      }),
    // A session holds one account per chain: on chain 137 this wallet answers with another address.
    syncConnection: ({ chainId }) =>
      defer(() => (approved ? of({ address: chainId === 137 ? otherAddress : address, chainId: chainId ?? 1 }) : Promise.reject(new Error('no session')))),
    disconnect: () => of(undefined),
    switchNetwork: () => of(undefined),
    prepare: (id) => prepared.push(id),
  }
  const approve = () => {
    approved = true
    approvals.next({ address, chainId: 1 })
  }
  const factory: AdapterFactory = { id: 'walletconnect', namespaces: ['eip155'], create: () => adapter }
  return { adapter: factory, pairings: () => pairings, approve, prepared }
}

/**
 * The pairing code arrives: the modal fetches it when it opens on a page that offers WalletConnect,
 * so a person's first click finds it there (a task is enough for a module the harness has loaded).
 */
const pairingCodeFetched = () => new Promise((resolve) => setTimeout(resolve, 0))

/** A connect left waiting when the test ends is aborted by destroy(); that is expected here. */
const waitOn = (connect: Promise<void>) => void connect.catch(() => undefined)

const fixture = kernelFixtures()

/** A kernel with the browser-wallet mock and the WalletConnect stand-in, on virtual time. */
function setup() {
  // Frames are milliseconds; flush() runs the clock up to maxFrames, moved forward by `advanceTo`.
  const scheduler = new VirtualTimeScheduler(VirtualAction, 0)
  const wc = pairingWallet()
  const { modal, storage } = fixture({ scheduler, options: { adapters: [createMockAdapter(), wc.adapter] } })
  const advanceTo = (ms: number) => {
    scheduler.maxFrames = ms
    scheduler.flush()
  }
  return { modal, wc, advanceTo, storage }
}

describe('WalletConnect pairing in the kernel (SPEC §4 pairing)', () => {
  it('§4 pairing: a URI left unused expires 10 s before its 4 min end and is replaced by a new pairing', async () => {
    const { modal, wc, advanceTo } = setup()
    modal.open({ view: 'ConnectingWalletConnectBasic' })
    await pairingCodeFetched()
    const connected = modal.connect({ connectorId: 'walletConnect' })
    advanceTo(0)
    expect(modal.getState().pairing).toMatchObject({ uri: 'wc:pairing-1@2?relay-protocol=irn&symKey=00', expiresAt: 240_000, expired: false })

    advanceTo(229_999)
    expect(wc.pairings()).toBe(1)
    advanceTo(230_000)
    expect(wc.pairings()).toBe(2)
    expect(modal.getState().pairing).toMatchObject({ uri: 'wc:pairing-2@2?relay-protocol=irn&symKey=00', expiresAt: 470_000, expired: false })

    // The wallet approves the second pairing: the connect the view started resolves, and the pairing ends.
    wc.approve()
    await connected
    expect(modal.getState().activeCaipAddress).toBe(`eip155:1:${address}`)
    expect(modal.getState().pairing).toEqual({ uri: undefined, expiresAt: undefined, expired: false, pending: undefined })
    advanceTo(1_000_000)
    expect(wc.pairings()).toBe(2)
  })

  it('§4 pairing: once the modal opened on a page that offers WalletConnect, a connect pairs at once', async () => {
    const { modal } = setup()
    modal.open()
    await pairingCodeFetched()
    waitOn(modal.connect({ connectorId: 'walletConnect' }))
    // No wait: the pairing code came with the modal's opening.
    expect(modal.getState().pairing).toMatchObject({ uri: 'wc:pairing-1@2?relay-protocol=irn&symKey=00', expiresAt: 240_000 })
  })

  it('§4 pairing: a connect asked for before the pairing code arrived keeps its URI, valid 4 min from when it came', async () => {
    const { modal, wc, advanceTo } = setup()
    // No modal opened: the connect itself fetches the pairing code, and the URI waits for it.
    waitOn(modal.connect({ connectorId: 'walletConnect' }))
    expect(wc.pairings()).toBe(1)
    await pairingCodeFetched()
    expect(modal.getState().pairing).toEqual({
      uri: 'wc:pairing-1@2?relay-protocol=irn&symKey=00',
      expiresAt: 240_000,
      expired: false,
      pending: { namespace: 'eip155', connectorId: 'walletConnect' },
    })
    advanceTo(230_000)
    expect(modal.getState().pairing.expired).toBe(true)
  })

  it('§4 pairing: opening the view again while its URI is valid keeps that URI', async () => {
    const { modal, wc, advanceTo } = setup()
    modal.open({ view: 'ConnectingWalletConnectBasic' })
    await pairingCodeFetched()
    waitOn(modal.connect({ connectorId: 'walletConnect' }))
    advanceTo(60_000)
    waitOn(modal.connect({ connectorId: 'walletConnect' }))
    expect(wc.pairings()).toBe(1)
    expect(modal.getState().pairing.uri).toBe('wc:pairing-1@2?relay-protocol=irn&symKey=00')
  })

  it('§4 pairing: closing the modal ends the waiting pairing (nothing renews it); the view opened again pairs anew', async () => {
    const { modal, wc, advanceTo } = setup()
    modal.open({ view: 'ConnectingWalletConnectBasic' })
    await pairingCodeFetched()
    advanceTo(10)
    expect(modal.getState().connection.status.eip155).toBe('connecting')
    modal.close()
    expect(modal.getState().connection.status.eip155).toBe('disconnected')
    expect(modal.getState().pairing.uri).toBeUndefined()
    advanceTo(500_000)
    expect(wc.pairings()).toBe(1)
    expect(modal.getState().pairing.pending).toBeUndefined()
    modal.open({ view: 'ConnectingWalletConnectBasic' })
    expect(wc.pairings()).toBe(2)
    expect(modal.getState().pairing).toMatchObject({ uri: 'wc:pairing-2@2?relay-protocol=irn&symKey=00', expired: false })
  })

  it('§4 connect: choosing a browser wallet instead ends the waiting pairing; no renewal follows', async () => {
    const { modal, wc, advanceTo } = setup()
    modal.open({ view: 'ConnectingWalletConnectBasic' })
    await pairingCodeFetched()
    waitOn(modal.connect({ connectorId: 'walletConnect' }))
    await modal.connect({ connectorId: 'mock' })
    expect(modal.getState().pairing.pending).toBeUndefined()
    expect(modal.getState().pairing.uri).toBeUndefined()
    advanceTo(1_000_000)
    expect(wc.pairings()).toBe(1)
    expect(modal.getState().connection.connectorIds.eip155).toBe('mock')
  })
})

describe('WalletConnect session and network switching (SPEC §4)', () => {
  it('§4 switching network: WalletConnect resyncs the account from the session for the new chain', async () => {
    const { modal, wc, advanceTo } = setup()
    const connected = modal.connect({ connectorId: 'walletConnect' })
    advanceTo(0)
    wc.approve()
    await connected
    expect(modal.getState().activeCaipAddress).toBe(`eip155:1:${address}`)
    await modal.switchNetwork(polygon)
    expect(modal.getState().activeCaipAddress).toBe(`eip155:137:${otherAddress}`)
  })
})

describe('WalletConnect deep links (SPEC §3, §4 successful connect)', () => {
  it('§4 successful connect stores the deep link and the recent wallet, and tracks the method as mobile', async () => {
    const { modal, wc, advanceTo, storage } = setup()
    const tracked: unknown[] = []
    const subscription = modal.events$.subscribe((event) => tracked.push(event))
    modal.open({ view: 'ConnectingWalletConnect' })
    const connected = modal.connect({ connectorId: 'walletConnect', wallet: { id: 'aurora', name: 'Aurora' } })
    advanceTo(0)
    const href = `aurora://wc?uri=${encodeURIComponent(modal.getState().pairing.uri ?? '')}`
    modal.setDeepLink({ href, name: 'Aurora' })
    wc.approve()
    await connected
    subscription.unsubscribe()
    expect(JSON.parse(storage.snapshot()['@airlock/deep-link'] ?? 'null')).toEqual({ href, name: 'Aurora' })
    expect(modal.getState().connection.recentWallets).toEqual([{ id: 'aurora', name: 'Aurora' }])
    expect(tracked).toContainEqual(
      expect.objectContaining({ event: 'CONNECT_SUCCESS', properties: expect.objectContaining({ method: 'mobile', name: 'Aurora' }) }),
    )
  })

  it('§4 a QR connect (no deep link followed) is tracked as qrcode and stores no deep link', async () => {
    const { modal, wc, advanceTo, storage } = setup()
    const tracked: unknown[] = []
    const subscription = modal.events$.subscribe((event) => tracked.push(event))
    const connected = modal.connect({ connectorId: 'walletConnect' })
    advanceTo(0)
    wc.approve()
    await connected
    subscription.unsubscribe()
    expect(storage.snapshot()['@airlock/deep-link']).toBeUndefined()
    expect(tracked).toContainEqual(expect.objectContaining({ event: 'CONNECT_SUCCESS', properties: expect.objectContaining({ method: 'qrcode' }) }))
  })
})

describe('warming up a connector (DESIGN §5 adapter prepare)', () => {
  it('prepareConnector reaches the adapter that serves the connector, and no other', () => {
    const { modal, wc } = setup()
    modal.prepareConnector('walletConnect')
    modal.prepareConnector('mock')
    expect(wc.prepared).toEqual(['walletConnect'])
    expect(wc.pairings()).toBe(0)
  })
})
