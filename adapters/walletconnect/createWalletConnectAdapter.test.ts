/**
 * The WalletConnect adapter against the devnet relay, the devnet chain and the WalletKit test wallet.
 */
import { firstValueFrom, type Observable } from 'rxjs'
import { verifyMessage, type Hex } from 'viem'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { startDevnet, type Devnet } from '../../devnet'
import { startRelay, type RunningRelay } from '../../devnet/relay'
import { createTestWallet, type TestWallet } from '../../devnet/wcWallet'
import { createMemoryStorage } from '../../devnet/wcWallet/memoryStorage'
import type { Network } from '../../kernel/codec/network'
import { evmNetworkOf } from '../../kernel/networks/defineNetwork'
import type { Adapter, AdapterEvent } from '../../kernel/ports/adapter'
import { walletConnectAdapter, type WalletConnectAdapterOptions } from './createWalletConnectAdapter'
import { testAdapterHost } from '../../test/harness/adapterHost'

let relay: RunningRelay
let devnet: Devnet
let wallet: TestWallet
let adapter: Adapter
let networks: Network[]
const events: AdapterEvent[] = []
const storage = createMemoryStorage()
const loads = vi.fn(() => import('./sdk'))

const nextEvent = (type: AdapterEvent['type']) => {
  const seen = events.length
  return vi.waitFor(
    () => {
      const found = events.slice(seen).find((event) => event.type === type)
      if (!found) throw new Error(`no ${type} yet`)
      return found
    },
    { timeout: 10_000, interval: 10 },
  )
}

const options = (): WalletConnectAdapterOptions => ({
  projectId: devnet.projectId,
  relayUrl: relay.url,
  metadata: { name: 'Airlock adapter test', description: 'adapter test', url: 'http://127.0.0.1', icons: [] },
  networks,
  verify: false,
  storagePrefix: 'airlock-adapter-test',
  storage,
  loadSdk: loads,
})

beforeAll(async () => {
  // Two adapters with one storage prefix in one process stand for a page reload: each gets its own core.
  vi.stubEnv('DISABLE_GLOBAL_CORE', 'true')
  relay = await startRelay({ host: '127.0.0.1' })
  devnet = await startDevnet({ chainPorts: false })
  networks = devnet.chains.map((chain) => evmNetworkOf({ id: chain.chainId, name: chain.name, rpcUrls: chain.rpcUrl }))
  wallet = await createTestWallet({
    relayUrl: relay.url,
    projectId: devnet.projectId,
    rpcUrls: Object.fromEntries(devnet.chains.map((chain) => [chain.chainId, chain.rpcUrl])),
  })
  adapter = walletConnectAdapter(options()).create(testAdapterHost())
  adapter.events$.subscribe((event) => events.push(event))
}, 30_000)

afterAll(async () => {
  await wallet?.stop()
  await relay?.stop()
  await devnet?.stop()
  vi.unstubAllEnvs()
})

describe('WalletConnect adapter (DESIGN §5) through the devnet relay', () => {
  it('DESIGN §5: the SDK chunk is not loaded until a WalletConnect path is taken', async () => {
    expect(await firstValueFrom(adapter.connectors$)).toEqual([
      { id: 'walletConnect', type: 'WALLET_CONNECT', name: 'WalletConnect', chain: 'eip155' },
    ])
    expect(loads).not.toHaveBeenCalled()
  })

  it('prepare (hover on the WalletConnect row) loads and starts the SDK without pairing', async () => {
    adapter.prepare?.('walletConnect')
    await vi.waitFor(() => expect(loads).toHaveBeenCalledTimes(1))
    expect(events.filter((event) => event.type === 'displayUri')).toEqual([])
  })

  it('§4 pairing: connect emits displayUri with a wc: URI; once the wallet approves, connect answers the account', async () => {
    const connecting = firstValueFrom(adapter.connect({ connectorId: 'walletConnect', chainId: 31337 }))
    const shown = await nextEvent('displayUri')
    expect(loads).toHaveBeenCalledTimes(1)
    const uri = (shown as { uri: string }).uri
    expect(uri).toMatch(/^wc:/)
    await wallet.pair(uri)
    const session = await wallet.approveNext()
    expect(session.namespaces.eip155?.methods).toEqual(expect.arrayContaining(['personal_sign', 'eth_sendTransaction', 'wallet_switchEthereumChain']))
    const result = await connecting
    expect(result).toMatchObject({ address: wallet.address(), chainId: 31337 })
    // SPEC §3 approvedCaipNetworkIds: the chains the session holds, which are all the wallet will switch to.
    const approved = [...new Set((session.namespaces.eip155?.accounts ?? []).map((account) => account.split(':').slice(0, 2).join(':')))]
    expect(approved.length).toBeGreaterThan(0)
    expect(result.approvedCaipNetworkIds).toEqual(approved)
  }, 20_000)

  it('signs a message through the wallet', async () => {
    const { signature } = await firstValueFrom(adapter.signMessage!({ message: 'hello from airlock', address: wallet.address() }))
    expect(await verifyMessage({ address: wallet.address() as Hex, message: 'hello from airlock', signature: signature as Hex })).toBe(true)
  }, 15_000)

  it('reads the balance through the RPC map (the devnet chain)', async () => {
    const balance = await firstValueFrom(adapter.getBalance!({ address: wallet.address(), network: networks[0]! }))
    expect(Number(balance.balance)).toBeGreaterThan(0)
    expect(balance.symbol).toBe('ETH')
  }, 15_000)

  it('§4 WalletConnect events: a wallet-side chain change arrives as chainChanged', async () => {
    const changed = nextEvent('chainChanged')
    await wallet.switchChain(31338)
    expect(await changed).toEqual({ type: 'chainChanged', connectorId: 'walletConnect', namespace: 'eip155', chainId: 31338 })
  }, 15_000)

  it('§4 WalletConnect events: a wallet-side account change arrives as accountsChanged', async () => {
    const changed = nextEvent('accountsChanged')
    await wallet.switchAccount(2)
    expect(await changed).toMatchObject({ type: 'accountsChanged', accounts: [{ namespace: 'eip155', address: devnet.accounts[2]!.address }] })
  }, 15_000)

  it('§3 approvedCaipNetworkIds: a session update (a network withdrawn, then approved again) arrives as approvedNetworksChanged with the chains the session now holds', async () => {
    const narrowed = nextEvent('approvedNetworksChanged')
    await wallet.setSessionChains([31337])
    expect(await narrowed).toEqual({ type: 'approvedNetworksChanged', connectorId: 'walletConnect', namespace: 'eip155', approvedCaipNetworkIds: ['eip155:31337'] })
    const widened = nextEvent('approvedNetworksChanged')
    await wallet.setSessionChains([31337, 31338])
    expect(await widened).toMatchObject({ approvedCaipNetworkIds: ['eip155:31337', 'eip155:31338'] })
  }, 15_000)

  it('§4 switching network: an approved chain switches; an unknown one fails with 4902', async () => {
    await firstValueFrom(adapter.switchNetwork(networks[0]!), { defaultValue: undefined })
    const unknown = evmNetworkOf({ id: 999, name: 'Unknown', rpcUrls: 'http://127.0.0.1:1' })
    await expect(firstValueFrom(adapter.switchNetwork(unknown), { defaultValue: undefined })).rejects.toMatchObject({ code: 4902 })
  }, 15_000)

  it('restore: a new adapter on the same storage syncs the stored session without pairing', async () => {
    const reloaded = walletConnectAdapter(options()).create(testAdapterHost())
    const restored = await firstValueFrom(reloaded.syncConnection({ connectorId: 'walletConnect' }))
    expect(restored.address.toLowerCase()).toBe(devnet.accounts[2]!.address.toLowerCase())
    reloaded.destroy()
  }, 15_000)

  it('§4 WalletConnect events: a wallet-side disconnect arrives as disconnect', async () => {
    const gone = nextEvent('disconnect')
    await wallet.disconnect()
    expect(await gone).toEqual({ type: 'disconnect', connectorId: 'walletConnect' })
    // SPEC §8: signing without a session is 'UniversalAdapter:signMessage - provider is undefined'.
    await expect(firstValueFrom(adapter.signMessage!({ message: 'x', address: wallet.address() }))).rejects.toMatchObject({
      shortMessage: 'UniversalAdapter:signMessage - provider is undefined',
    })
    await firstValueFrom(adapter.disconnect() as Observable<void>, { defaultValue: undefined })
  }, 15_000)

  it('DESIGN §5 destroy: the relay socket closes with the adapter', async () => {
    const before = relay.stats().connections
    expect(before).toBeGreaterThan(0)
    adapter.destroy()
    await vi.waitFor(() => expect(relay.stats().connections).toBe(before - 1), { timeout: 10_000, interval: 20 })
  }, 15_000)
})

