import { describe, expect, it } from 'vitest'
import { asyncScheduler, distinctUntilChanged, map, mergeMap, type SchedulerLike, type Subscription } from 'rxjs'
import { createConnectionService } from './createConnectionService'
import type { ConnectionResultEvent, TrackEvent } from './types'
import { createChainService, type SwitchResult } from '../chain/createChainService'
import { base, ethereum, polygon, solanaMainnet } from '../chain/fixtures'
import { createPairingService } from '../pairing/createPairingService'
import { createMockAdapter, mockAddresses } from '../../adapters/mock'
import type { MockAdapter } from '../../adapters/mock'
import type { ConnectorWithProvider } from '../ports/adapter'
import { createMemoryStorage } from '../ports/storage'
import { createRecordingLogger } from '../ports/logger'
import { createStore } from '../storage/createStore'
import { storageKeys } from '../storage/keys'
import type { StorageKeyName } from '../storage/keys'
import { shownMessages, thrownMessages, walletErrorCodes } from '../errors/messages'
import { AirlockError } from '../errors/AirlockError'
import { createTestScheduler } from '../../test/harness/marbles'

const evm0 = mockAddresses.eip155[0]
const evm1 = mockAddresses.eip155[1]
const sol0 = mockAddresses.solana[0]

const injected = (chain: 'eip155' | 'solana'): ConnectorWithProvider => ({ id: 'mock', type: 'INJECTED', name: 'Mock Wallet', chain })
const walletConnect = (chain: 'eip155' | 'solana'): ConnectorWithProvider => ({
  id: 'walletConnect',
  type: 'WALLET_CONNECT',
  name: 'WalletConnect',
  chain,
})
const embedded = (chain: 'eip155' | 'solana'): ConnectorWithProvider => ({ id: 'auth', type: 'AUTH', name: 'Email', chain })

const stored = (entries: Partial<Record<StorageKeyName, unknown>>): Record<string, string> =>
  Object.fromEntries(
    Object.entries(entries).map(([name, value]) => [storageKeys[name as StorageKeyName].key, JSON.stringify(value)]),
  )

interface SetupOptions {
  readonly adapters?: ReadonlyArray<MockAdapter>
  readonly stored?: Record<string, string>
  readonly scheduler?: SchedulerLike
}

/** The chain and connection services wired as createModal wires them. */
function setup(options: SetupOptions = {}) {
  const storage = createMemoryStorage(options.stored ?? {})
  const logger = createRecordingLogger()
  const store = createStore(storage, logger)
  const adapters = options.adapters ?? [
    createMockAdapter({ namespace: 'eip155', connectors: [injected('eip155')] }),
    createMockAdapter({ namespace: 'solana', connectors: [injected('solana')], chainId: solanaMainnet.id }),
  ]
  const scheduler = options.scheduler ?? asyncScheduler
  const chain = createChainService({ options: { networks: [ethereum, polygon, base, solanaMainnet] }, adapters, store, logger })
  const connection = createConnectionService(
    { adapters, chain, store, scheduler, logger },
    {
      switched$: chain.switchResults$.pipe(mergeMap((result) => (result.error ? [] : [result.network]))),
      walletSwitches$: chain.walletSwitches$,
    },
  )
  const switches: SwitchResult[] = []
  const events: TrackEvent[] = []
  const results: ConnectionResultEvent[] = []
  const snackbar: string[] = []
  const resets = { sendForm: 0, walletConnect: 0, transactions: 0 }
  const subs: Subscription[] = [
    chain.run$.subscribe(),
    connection.run$.subscribe(),
    chain.switchResults$.subscribe((r) => switches.push(r)),
    connection.events$.subscribe((e) => events.push(e)),
    connection.results$.subscribe((r) => results.push(r)),
    connection.snackbarErrors$.subscribe((m) => snackbar.push(m)),
    connection.sendFormReset$.subscribe(() => resets.sendForm++),
    connection.walletConnectReset$.subscribe(() => resets.walletConnect++),
    connection.transactionsClear$.subscribe(() => resets.transactions++),
  ]
  const read = (name: StorageKeyName): unknown => {
    const raw = storage.getItem(storageKeys[name].key)
    return raw === null ? undefined : JSON.parse(raw)
  }
  return {
    chain,
    connection,
    adapters,
    storage,
    logger,
    events,
    results,
    switches,
    snackbar,
    resets,
    read,
    stop: () => subs.forEach((s) => s.unsubscribe()),
  }
}

describe('connect (SPEC §4)', () => {
  it('§4 connection status: a namespace goes connecting, then connected when the adapter answers', () => {
    const ts = createTestScheduler()
    ts.run(({ expectObservable }) => {
      const evm = createMockAdapter({ namespace: 'eip155', scheduler: ts, latencyMs: 100 })
      const { connection, chain } = setup({ adapters: [evm], scheduler: ts })
      ts.schedule(() => connection.connect({ connectorId: 'mock', namespace: 'eip155' }), 10)
      expectObservable(connection.state$.pipe(map((s) => `${s.status.eip155}|${s.connected}`), distinctUntilChanged())).toBe('a 9ms b 99ms c', {
        a: 'disconnected|false',
        b: 'connecting|false',
        c: 'connected|true',
      })
      expectObservable(chain.state$.pipe(map((s) => s.chains.eip155?.accountState.address), distinctUntilChanged())).toBe('a 109ms c', {
        a: undefined,
        c: mockAddresses.eip155[0],
      })
    })
  })

  it('§4 the global connected flag is true if any namespace has an active connector id', () => {
    const { connection } = setup()
    expect(connection.getState().connected).toBe(false)
    connection.connect({ connectorId: 'mock', namespace: 'solana' })
    expect(connection.getState().connectorIds).toEqual({ solana: 'mock' })
    expect(connection.getState().connected).toBe(true)
    connection.disconnect('solana')
    expect(connection.getState().connected).toBe(false)
  })

  it('§4 connect goes through the namespace adapter and sets the account on the connected network', () => {
    const { connection, chain, adapters } = setup()
    chain.switchNetwork(polygon)
    connection.connect({ connectorId: 'mock', namespace: 'eip155' })
    expect(adapters[0]!.callsTo('connect')).toEqual([{ method: 'connect', args: { connectorId: 'mock', namespace: 'eip155', chainId: 137 } }])
    expect(chain.getState().activeCaipAddress).toBe(`eip155:137:${evm0}`)
    expect(chain.getState().chains.eip155?.accountState.allAccounts).toHaveLength(2)
  })

  it('§4 connect makes the connected namespace the active one', () => {
    const { connection, chain } = setup()
    connection.connect({ connectorId: 'mock', namespace: 'solana' })
    expect(chain.getState().activeNamespace).toBe('solana')
    expect(chain.getState().activeCaipAddress).toBe(`solana:${solanaMainnet.id}:${sol0}`)
  })

  it('§4 successful connect stores the deep link and recent wallet, and tracks the method as mobile', () => {
    const { connection, read, events } = setup()
    const wallet = { id: 'wallet-a', name: 'Wallet A' }
    const linking = { href: 'walleta://', name: 'Wallet A' }
    connection.connect({ connectorId: 'mock', namespace: 'eip155', wallet, linking })
    expect(read('deepLink')).toEqual(linking)
    expect(read('recentWallets')).toEqual([wallet])
    expect(connection.getState().recentWallets).toEqual([wallet])
    expect(events).toEqual([
      {
        type: 'track',
        event: 'CONNECT_SUCCESS',
        address: connection.getState() && events[0]?.address,
        properties: { method: 'mobile', name: 'Wallet A', namespace: 'eip155' },
      },
    ])
    expect(events[0]?.address).toMatch(/^0x[0-9a-fA-F]{40}$/)
  })

  it('§4 successful connect without a deep link tracks the method as qrcode and stores no deep link', () => {
    const { connection, read, events } = setup()
    connection.setRecentWallet({ id: 'wallet-b', name: 'Wallet B' })
    connection.connect({ connectorId: 'mock', namespace: 'eip155' })
    expect(read('deepLink')).toBeUndefined()
    expect(read('recentWallets')).toEqual([{ id: 'wallet-b', name: 'Wallet B' }])
    expect(events[0]?.properties).toMatchObject({ method: 'qrcode', name: 'Wallet B' })
  })

  it('§5 recent wallets: at most 2, no duplicates by id, newest first (through connects)', () => {
    const { connection, read } = setup({
      stored: stored({ recentWallets: [{ id: 'b', name: 'B' }, { id: 'a', name: 'A' }] }),
    })
    expect(connection.getState().recentWallets).toEqual([{ id: 'b', name: 'B' }, { id: 'a', name: 'A' }])
    connection.connect({ connectorId: 'mock', namespace: 'eip155', wallet: { id: 'a', name: 'A' } })
    expect(read('recentWallets')).toEqual([{ id: 'a', name: 'A' }, { id: 'b', name: 'B' }])
    connection.connect({ connectorId: 'mock', namespace: 'solana', wallet: { id: 'c', name: 'C' } })
    expect(read('recentWallets')).toEqual([{ id: 'c', name: 'C' }, { id: 'a', name: 'A' }])
  })

  it('§8 wallet codes: a rejected connect reports code 4001 and leaves the namespace disconnected', () => {
    const evm = createMockAdapter({ namespace: 'eip155', userRejects: true })
    const { connection, results, events } = setup({ adapters: [evm] })
    connection.connect({ connectorId: 'mock', namespace: 'eip155' })
    expect(connection.getState().status.eip155).toBe('disconnected')
    const error = results[0]?.op === 'connect' ? results[0].error : undefined
    expect(error).toBeInstanceOf(AirlockError)
    expect(error?.code).toBe(walletErrorCodes.userRejected)
    expect(error?.category).toBe('user')
    expect(events.map((e) => e.event)).toEqual(['CONNECT_ERROR'])
  })

  it('§4 a failed connect leaves the namespace disconnected and stores nothing', () => {
    const evm = createMockAdapter({ namespace: 'eip155', connectError: true })
    const { connection, read, results } = setup({ adapters: [evm] })
    connection.connect({ connectorId: 'mock', namespace: 'eip155', wallet: { id: 'x', name: 'X' } })
    expect(connection.getState().status.eip155).toBe('disconnected')
    expect(read('connectionStatus')).toBeUndefined()
    expect(read('recentWallets')).toBeUndefined()
    expect(results[0]).toMatchObject({ op: 'connect', error: { code: 5000 } })
  })

  it('§4 a connect answer that fails its codec is refused, not trusted', () => {
    const evm = createMockAdapter({ namespace: 'eip155', accounts: [] })
    const { connection, results, chain } = setup({ adapters: [evm] })
    connection.connect({ connectorId: 'mock', namespace: 'eip155' })
    expect(connection.getState().status.eip155).toBe('disconnected')
    expect(results[0]?.error).toBeInstanceOf(AirlockError)
    expect(chain.getState().activeCaipAddress).toBeUndefined()
  })

  it('§4 connect without an adapter for the namespace fails with "Adapter not found"', () => {
    const { connection, results } = setup({ adapters: [createMockAdapter({ namespace: 'eip155' })] })
    connection.connect({ connectorId: 'mock', namespace: 'solana' })
    expect(results[0]?.error?.shortMessage).toBe('Adapter not found')
    expect(connection.getState().status.solana).toBe('disconnected')
  })
})

describe('startup restore (SPEC §4)', () => {
  const connectedBefore = stored({ connectionStatus: 'connected', connectedConnectorIds: { eip155: 'mock' } })

  it('§4 startup restore: stored connected becomes connecting until the existing connection syncs', () => {
    const ts = createTestScheduler()
    ts.run(({ expectObservable }) => {
      const evm = createMockAdapter({ namespace: 'eip155', scheduler: ts, latencyMs: 300 })
      const { connection, chain } = setup({ adapters: [evm], stored: connectedBefore, scheduler: ts })
      expectObservable(connection.state$.pipe(map((s) => s.status.eip155))).toBe('a 299ms b', {
        a: 'connecting',
        b: 'connected',
      })
      expectObservable(chain.state$.pipe(map((s) => s.activeCaipAddress ?? '-'), distinctUntilChanged())).toBe('a 299ms b', {
        a: '-',
        b: `eip155:1:${evm0}`,
      })
      ts.schedule(() => expect(evm.callsTo('syncConnection')).toHaveLength(1), 0)
    })
  })

  it('§4 startup restore: a wallet that confirms synchronously gives the chain service the address', () => {
    const evm = createMockAdapter({ namespace: 'eip155' })
    const { connection, chain } = setup({ adapters: [evm], stored: connectedBefore })
    expect(connection.getState().status.eip155).toBe('connected')
    expect(chain.getState().activeCaipAddress).toBe(`eip155:1:${evm0}`)
  })

  it('§4 startup restore: sync failure gives disconnected', () => {
    const ts = createTestScheduler()
    ts.run(({ expectObservable }) => {
      const evm = createMockAdapter({ namespace: 'eip155', scheduler: ts, latencyMs: 300, syncFails: true })
      const { connection } = setup({ adapters: [evm], stored: connectedBefore, scheduler: ts })
      expectObservable(connection.state$.pipe(map((s) => `${s.status.eip155}|${s.connected}`))).toBe('a 299ms b', {
        a: 'connecting|false',
        b: 'disconnected|false',
      })
    })
  })

  it('§4 startup restore: a missing connector id gives disconnected without a sync', () => {
    const evm = createMockAdapter({ namespace: 'eip155' })
    const sol = createMockAdapter({ namespace: 'solana', chainId: solanaMainnet.id })
    const { connection } = setup({ adapters: [evm, sol], stored: connectedBefore })
    expect(connection.getState().status).toEqual({ eip155: 'connected', solana: 'disconnected' })
    expect(sol.callsTo('syncConnection')).toHaveLength(0)
  })

  it('§4 startup restore: a missing adapter gives disconnected', () => {
    const sol = createMockAdapter({ namespace: 'solana', chainId: solanaMainnet.id })
    const { connection } = setup({ adapters: [sol], stored: connectedBefore })
    expect(connection.getState().status).toEqual({ solana: 'disconnected' })
    expect(connection.getState().connected).toBe(false)
  })

  it('§4 startup restore: stored disconnected clears the address cache', () => {
    const cache = { '0xabc': { timestamp: 1, value: {} } }
    const { storage } = setup({
      stored: stored({
        connectionStatus: 'disconnected',
        connectedConnectorIds: { eip155: 'mock' },
        balanceCache: cache,
        portfolioCache: cache,
        nameCache: cache,
        identityCache: cache,
        recentWallets: [{ id: 'a', name: 'A' }],
      }),
    })
    for (const name of ['balanceCache', 'portfolioCache', 'nameCache', 'identityCache'] as const) {
      expect(storage.getItem(storageKeys[name].key)).toBeNull()
    }
    expect(storage.getItem(storageKeys.recentWallets.key)).not.toBeNull()
  })

  it('§4 startup restore: a connect during the sync takes over', () => {
    const ts = createTestScheduler()
    ts.run(({ expectObservable }) => {
      const evm = createMockAdapter({ namespace: 'eip155', scheduler: ts, latencyMs: 300, syncFails: true })
      const { connection } = setup({ adapters: [evm], stored: connectedBefore, scheduler: ts })
      ts.schedule(() => {
        evm.setFlags({ latencyMs: 50 })
        connection.connect({ connectorId: 'mock', namespace: 'eip155' })
      }, 100)
      // The failing sync (due at 300 ms) is abandoned; the connect answers at 150 ms.
      expectObservable(connection.state$.pipe(map((s) => s.status.eip155))).toBe('a 149ms b', {
        a: 'connecting',
        b: 'connected',
      })
    })
  })
})

describe('reset connection (SPEC §4)', () => {
  it('§4 reset connection clears URI, expiry, linking, recent wallet; sets disconnected; clears transactions and deep link', () => {
    const ts = createTestScheduler()
    ts.run(() => {
      const wc = createMockAdapter({
        namespace: 'eip155',
        connectors: [walletConnect('eip155')],
        displayUri: 'wc:abc@2',
        scheduler: ts,
        latencyMs: 60_000,
      })
      const { connection, resets, storage } = setup({
        adapters: [wc],
        scheduler: ts,
        stored: stored({ deepLink: { href: 'walleta://', name: 'A' } }),
      })
      const pairing = createPairingService(
        { scheduler: ts },
        { displayUri$: wc.events$.pipe(map((e) => (e.type === 'displayUri' ? e.uri : ''))) },
      )
      pairing.run$.subscribe()
      connection.walletConnectReset$.subscribe(() => pairing.reset())

      ts.schedule(() => {
        connection.setLinking({ href: 'walleta://', name: 'A' })
        connection.setRecentWallet({ id: 'a', name: 'A' })
        connection.connect({ connectorId: 'walletConnect', namespace: 'eip155' })
      }, 0)
      ts.schedule(() => {
        expect(pairing.getState().uri).toBe('wc:abc@2')
        expect(connection.getState().status.eip155).toBe('connecting')
        connection.resetConnection()
        expect(pairing.getState()).toEqual({ uri: undefined, expiresAt: undefined, expired: false })
        const state = connection.getState()
        expect(state.linking).toBeUndefined()
        expect(state.recentWallet).toBeUndefined()
        expect(state.status.eip155).toBe('disconnected')
        expect(resets.transactions).toBe(1)
        expect(storage.getItem(storageKeys.deepLink.key)).toBeNull()
      }, 1000)
      // The pairing attempt was abandoned: its late answer connects nothing.
      ts.schedule(() => expect(connection.getState().status.eip155).toBe('disconnected'), 70_000)
    })
  })
})

describe('switching network in the wallet (SPEC §4)', () => {
  it('§4 switching network: with an address in the same namespace the wallet switches, and the state follows its answer', () => {
    const ts = createTestScheduler()
    ts.run(({ expectObservable }) => {
      const evm = createMockAdapter({ namespace: 'eip155', connectors: [injected('eip155')], scheduler: ts, latencyMs: 50 })
      const { chain, connection, switches } = setup({ adapters: [evm], scheduler: ts })
      ts.schedule(() => connection.connect({ connectorId: 'mock', namespace: 'eip155' }), 0)
      ts.schedule(() => chain.switchNetwork(polygon), 60)
      expectObservable(chain.state$.pipe(map((s) => `${s.activeCaipNetwork.name}|${s.activeCaipAddress ?? ''}`))).toBe(
        'a 49ms b 59ms c',
        { a: 'Ethereum|', b: `Ethereum|eip155:1:${evm0}`, c: `Polygon|eip155:137:${evm0}` },
      )
      ts.schedule(() => {
        expect(evm.callsTo('switchNetwork')).toHaveLength(1)
        expect(switches).toEqual([{ type: 'switchResult', network: polygon }])
      }, 200)
    })
  })

  it('§4 switching network: a newer switch wins over a wallet prompt still open', () => {
    const ts = createTestScheduler()
    ts.run(({ expectObservable }) => {
      const evm = createMockAdapter({ namespace: 'eip155', connectors: [injected('eip155')], scheduler: ts, latencyMs: 50 })
      const { chain, connection, switches } = setup({ adapters: [evm], scheduler: ts })
      ts.schedule(() => connection.connect({ connectorId: 'mock', namespace: 'eip155' }), 0)
      ts.schedule(() => chain.switchNetwork(polygon), 60)
      ts.schedule(() => chain.switchNetwork(base), 80)
      expectObservable(chain.state$.pipe(map((s) => s.activeCaipNetwork.name), distinctUntilChanged())).toBe('a 129ms b', {
        a: 'Ethereum',
        b: 'Base',
      })
      ts.schedule(() => expect(switches).toEqual([{ type: 'switchResult', network: base }]), 200)
    })
  })

  it('§4 switching network: an unknown chain (4902) on an EVM wallet asks the wallet to add it, then switches', () => {
    const evm = createMockAdapter({ namespace: 'eip155', connectors: [injected('eip155')], knownChainIds: [1] })
    const { chain, connection, switches } = setup({ adapters: [evm] })
    connection.connect({ connectorId: 'mock', namespace: 'eip155' })
    chain.switchNetwork(base)
    expect(evm.calls.map((c) => c.method)).toEqual(['connect', 'switchNetwork', 'addNetwork', 'switchNetwork'])
    expect(chain.getState().activeCaipNetwork).toBe(base)
    expect(switches).toEqual([{ type: 'switchResult', network: base }])
  })

  it("§4 switching network: when adding the unknown chain fails the error is 'Chain is not supported'", () => {
    const evm = createMockAdapter({ namespace: 'eip155', connectors: [injected('eip155')], knownChainIds: [1], addChainFails: true })
    const { chain, connection, switches } = setup({ adapters: [evm] })
    connection.connect({ connectorId: 'mock', namespace: 'eip155' })
    chain.switchNetwork(base)
    expect(chain.getState().activeCaipNetwork).toBe(ethereum)
    const error = switches[0]?.error
    expect(error).toBeInstanceOf(AirlockError)
    expect(error?.shortMessage).toBe(thrownMessages.chainNotSupported)
    expect(error?.shortMessage).toMatchInlineSnapshot(`"Chain is not supported"`)
    expect(error?.code).toBe(walletErrorCodes.unrecognizedChain)
  })

  it("§4 switching network: a wallet that cannot add chains answers 4902 with 'Chain is not supported'", () => {
    const evm = createMockAdapter({ namespace: 'eip155', connectors: [injected('eip155')], knownChainIds: [1], noAddNetwork: true })
    const { chain, connection, switches } = setup({ adapters: [evm] })
    connection.connect({ connectorId: 'mock', namespace: 'eip155' })
    chain.switchNetwork(base)
    expect(switches[0]?.error?.shortMessage).toBe(thrownMessages.chainNotSupported)
    expect(evm.callsTo('addNetwork')).toHaveLength(0)
  })

  it('§8 wallet codes: a rejected switch keeps the network and reports code 4001', () => {
    const evm = createMockAdapter({ namespace: 'eip155', connectors: [injected('eip155')] })
    const { chain, connection, switches } = setup({ adapters: [evm] })
    connection.connect({ connectorId: 'mock', namespace: 'eip155' })
    evm.setFlags({ userRejects: true })
    chain.switchNetwork(polygon)
    expect(chain.getState().activeCaipNetwork).toBe(ethereum)
    expect(switches[0]?.error?.code).toBe(walletErrorCodes.userRejected)
    expect(switches[0]?.error?.category).toBe('user')
  })
})

describe('switching account (SPEC §4)', () => {
  it('§4 switching account: with the connector already active, the address is set on the current network', () => {
    const { connection, chain, adapters } = setup()
    connection.connect({ connectorId: 'mock', namespace: 'eip155' })
    chain.switchNetwork(polygon)
    connection.switchAccount({ connectorId: 'mock', address: evm1, namespace: 'eip155' })
    expect(chain.getState().activeCaipAddress).toBe(`eip155:137:${evm1}`)
    expect(adapters[0]!.callsTo('connect')).toHaveLength(1)
  })

  it('§4 switching account: with another connector, that connector is connected', () => {
    const evm = createMockAdapter({
      namespace: 'eip155',
      connectors: [injected('eip155'), { id: 'other', type: 'ANNOUNCED', name: 'Other', chain: 'eip155' }],
    })
    const { connection } = setup({ adapters: [evm] })
    connection.connect({ connectorId: 'mock', namespace: 'eip155' })
    connection.switchAccount({ connectorId: 'other', address: evm1, namespace: 'eip155' })
    expect(evm.callsTo('connect').map((c) => c.args)).toEqual([
      { connectorId: 'mock', namespace: 'eip155', chainId: 1 },
      { connectorId: 'other', namespace: 'eip155', chainId: 1 },
    ])
    expect(connection.getState().connectorIds.eip155).toBe('other')
  })
})

describe('disconnect (SPEC §4, §8)', () => {
  function connectedBoth(connector: (chain: 'eip155' | 'solana') => ConnectorWithProvider, scheduler?: SchedulerLike, hang = false) {
    const evm = createMockAdapter({ namespace: 'eip155', connectors: [connector('eip155')], disconnectHangs: hang })
    const sol = createMockAdapter({
      namespace: 'solana',
      connectors: [connector('solana')],
      chainId: solanaMainnet.id,
      disconnectHangs: hang,
    })
    const harness = setup({ adapters: [evm, sol], ...(scheduler ? { scheduler } : {}) })
    const id = connector('eip155').id
    harness.connection.connect({ connectorId: id, namespace: 'eip155' })
    harness.connection.connect({ connectorId: id, namespace: 'solana' })
    harness.events.length = 0
    return { ...harness, evm, sol }
  }

  it('§4 disconnect: an injected connector disconnects its namespace only', () => {
    const { connection, chain, evm, sol } = connectedBoth(injected)
    connection.disconnect('eip155')
    expect(evm.callsTo('disconnect')).toEqual([{ method: 'disconnect', args: { connectorId: 'mock' } }])
    expect(sol.callsTo('disconnect')).toHaveLength(0)
    expect(connection.getState().connectorIds).toEqual({ solana: 'mock' })
    expect(chain.getState().chains.eip155?.accountState.address).toBeUndefined()
    expect(chain.getState().chains.solana?.accountState.address).toBe(sol0)
  })

  it('§4 disconnect: a WalletConnect connector disconnects all namespaces sharing it', () => {
    const { connection, chain, evm, sol } = connectedBoth(walletConnect)
    connection.disconnect('eip155')
    expect(evm.callsTo('disconnect')).toHaveLength(1)
    expect(sol.callsTo('disconnect')).toHaveLength(1)
    expect(connection.getState().connectorIds).toEqual({})
    expect(connection.getState().connected).toBe(false)
    expect(chain.getState().chains.solana?.accountState.address).toBeUndefined()
  })

  it('§4 disconnect: an embedded (AUTH) connector disconnects all namespaces sharing it', () => {
    const { connection, sol } = connectedBoth(embedded)
    connection.disconnect('eip155')
    expect(sol.callsTo('disconnect')).toHaveLength(1)
    expect(connection.getState().status).toEqual({ eip155: 'disconnected', solana: 'disconnected' })
  })

  it('§4 disconnect resets account and network data, the WalletConnect connection and send form, removes stored connector ids and social provider, then tracks DISCONNECT_SUCCESS', () => {
    const { connection, chain, resets, read, events, storage } = connectedBoth(injected)
    storage.setItem(storageKeys.connectedSocialProvider.key, JSON.stringify('google'))
    chain.setNetworkProp('eip155', 'approvedCaipNetworkIds', [ethereum.caipNetworkId])
    chain.setAccountProp('eip155', 'addressLabels', { a: 'vitalik.eth' })
    expect(read('connectedConnectorIds')).toEqual({ eip155: 'mock', solana: 'mock' })
    connection.disconnect()
    expect(chain.getState().chains.eip155?.accountState.addressLabels).toEqual({})
    expect(chain.getState().chains.eip155?.networkState.approvedCaipNetworkIds).toBeUndefined()
    expect(resets).toEqual({ sendForm: 1, walletConnect: 1, transactions: 1 })
    expect(read('connectedConnectorIds')).toEqual({})
    expect(read('connectionStatus')).toBe('disconnected')
    expect(read('connectedSocialProvider')).toBeUndefined()
    expect(events).toEqual([{ type: 'track', event: 'DISCONNECT_SUCCESS' }])
  })

  it("§8 a failed disconnect shows 'Failed to disconnect', tracks DISCONNECT_ERROR and reports \"Failed to disconnect chain {ns}: {reason}\"", () => {
    const { connection, evm, events, snackbar, results } = connectedBoth(injected)
    evm.setFlags({ disconnectFails: true })
    connection.disconnect('eip155')
    expect(snackbar).toEqual([shownMessages.failedToDisconnect])
    expect(snackbar[0]).toMatchInlineSnapshot(`"Failed to disconnect"`)
    expect(events.map((e) => e.event)).toEqual(['DISCONNECT_ERROR'])
    const result = results.at(-1)
    expect(result?.op).toBe('disconnect')
    expect(result?.error?.shortMessage).toMatchInlineSnapshot(
      `"Failed to disconnect chain eip155: Wallet refused to disconnect."`,
    )
    // The wallet kept its connection, so the namespace keeps its account.
    expect(connection.getState().connectorIds.eip155).toBe('mock')
  })

  it('§4 disconnect: waiting for the frame sign-out is at most 3 s', () => {
    const ts = createTestScheduler()
    ts.run(({ expectObservable }) => {
      const { connection, events } = connectedBoth(embedded, ts, true)
      ts.schedule(() => connection.disconnect('eip155'), 100)
      expectObservable(connection.state$.pipe(map((s) => `${s.connected}`))).toBe('a 3099ms b', {
        a: 'true',
        b: 'false',
      })
      ts.schedule(() => expect(events).toEqual([]), 3099)
      // Actions scheduled at setup run before the timeout's own at the same frame: look just after.
      ts.schedule(() => expect(events).toEqual([{ type: 'track', event: 'DISCONNECT_SUCCESS' }]), 3101)
    })
  })

  it('§4 disconnect of every namespace also ends a connect under way', () => {
    const ts = createTestScheduler()
    ts.run(({ expectObservable }) => {
      const evm = createMockAdapter({ namespace: 'eip155', scheduler: ts, latencyMs: 100 })
      const { connection } = setup({ adapters: [evm], scheduler: ts })
      ts.schedule(() => connection.connect({ connectorId: 'mock', namespace: 'eip155' }), 0)
      ts.schedule(() => connection.disconnect(), 50)
      expectObservable(connection.state$.pipe(map((s) => s.status.eip155), distinctUntilChanged())).toBe('a 49ms b', {
        a: 'connecting',
        b: 'disconnected',
      })
    })
  })

  it('§4 disconnect: a wallet that is not the embedded frame is waited for', () => {
    const ts = createTestScheduler()
    ts.run(({ expectObservable }) => {
      const { connection } = connectedBoth(injected, ts, true)
      ts.schedule(() => connection.disconnect('eip155'), 100)
      expectObservable(connection.state$.pipe(map((s) => s.status.eip155))).toBe('a', { a: 'connected' })
    })
  })
})

describe('wallet events (SPEC §4)', () => {
  it('§4 wallet events: accountsChanged updates the accounts', () => {
    const { connection, chain, adapters } = setup()
    connection.connect({ connectorId: 'mock', namespace: 'eip155' })
    adapters[0]!.emitAccountsChanged([evm1, evm0])
    expect(chain.getState().activeCaipAddress).toBe(`eip155:1:${evm1}`)
    expect(chain.getState().chains.eip155?.accountState.allAccounts.map((a) => a.address)).toEqual([evm1, evm0])
  })

  it('§4 wallet events: chainChanged updates the active network', () => {
    const { connection, chain, adapters } = setup()
    connection.connect({ connectorId: 'mock', namespace: 'eip155' })
    adapters[0]!.emitChainChanged(137)
    expect(chain.getState().activeCaipNetwork).toBe(polygon)
    expect(chain.getState().activeCaipAddress).toBe(`eip155:137:${evm0}`)
  })

  it('§4 wallet events: chainChanged to an unknown network sets the unsupported-network placeholder', () => {
    const { connection, chain, adapters } = setup()
    connection.connect({ connectorId: 'mock', namespace: 'eip155' })
    adapters[0]!.emitChainChanged('0xaa36a7')
    expect(chain.getState().activeCaipNetwork.caipNetworkId).toBe('eip155:11155111')
    expect(chain.getState().activeNetworkUnsupported).toBe(true)
  })

  it('§4 wallet events: a WalletConnect disconnect event resets all accounts', () => {
    const evm = createMockAdapter({ namespace: 'eip155', connectors: [walletConnect('eip155')] })
    const sol = createMockAdapter({ namespace: 'solana', connectors: [walletConnect('solana')], chainId: solanaMainnet.id })
    const { connection, chain, read } = setup({ adapters: [evm, sol] })
    connection.connect({ connectorId: 'walletConnect', namespace: 'eip155' })
    connection.connect({ connectorId: 'walletConnect', namespace: 'solana' })
    evm.emitDisconnect()
    expect(chain.getState().chains.eip155?.accountState.address).toBeUndefined()
    expect(chain.getState().chains.solana?.accountState.address).toBeUndefined()
    expect(connection.getState().connected).toBe(false)
    expect(read('connectionStatus')).toBe('disconnected')
    expect(evm.callsTo('disconnect')).toHaveLength(0)
  })

  it('§4 wallet events: an empty account list is a disconnect', () => {
    const { connection, adapters } = setup()
    connection.connect({ connectorId: 'mock', namespace: 'eip155' })
    adapters[0]!.emitAccountsChanged([])
    expect(connection.getState().status.eip155).toBe('disconnected')
  })

  it('§4 wallet events of a namespace that is not connected are ignored', () => {
    const { chain, adapters } = setup()
    adapters[0]!.emitChainChanged(137)
    adapters[0]!.emitAccountsChanged([evm1])
    expect(chain.getState().activeCaipNetwork).toBe(ethereum)
    expect(chain.getState().activeCaipAddress).toBeUndefined()
  })

  it('§4 wallet events that fail their codec are dropped and logged', () => {
    const { connection, chain, adapters, logger } = setup()
    connection.connect({ connectorId: 'mock', namespace: 'eip155' })
    adapters[0]!.emitRaw({ type: 'chainChanged', chainId: { evil: true } })
    adapters[0]!.emitChainChanged(137)
    expect(chain.getState().activeCaipNetwork).toBe(polygon)
    expect(logger.entries.some((e) => e.level === 'warn' && e.message.includes('malformed event'))).toBe(true)
  })
})
