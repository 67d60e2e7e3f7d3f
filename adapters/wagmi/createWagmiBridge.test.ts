import { connect, createConfig, disconnect, getConnection, getConnectorClient, reconnect, signMessage, switchChain } from '@wagmi/core'
import { custom, UserRejectedRequestError } from 'viem'
import { defer, NEVER, of } from 'rxjs'
import type { Adapter } from '../../kernel/ports/adapter'
import type { AdapterFactory } from '../../kernel/ports/adapterHost'
import { mainnet, polygon } from 'viem/chains'
import { describe, expect, it } from 'vitest'
import { createMemoryStorage } from '../../kernel/ports/storage'
import { kernelFixtures } from '../../test/kernel/kernelHarness'
import { createWagmiBridge, type WagmiBridge } from './index'

// The bridge between a real @wagmi/core config and a kernel on the mock wallet: what one side does,
// the other shows.
const fixture = kernelFixtures()
const account = '0x1111111111111111111111111111111111111111'
const other = '0x2222222222222222222222222222222222222222'

/** A wagmi config whose one connector is the bridge's; nothing leaves the process (no transport is called). */
function wagmiFor(bridge: WagmiBridge) {
  const unused = custom({ request: () => Promise.reject(new Error('no RPC in this test')) })
  return createConfig({
    chains: [mainnet, polygon],
    connectors: [bridge.connector],
    transports: { [mainnet.id]: unused, [polygon.id]: unused },
    multiInjectedProviderDiscovery: false,
    storage: null,
  })
}

/** A kernel, a bridge and a wagmi config; the bridge ends with the test. */
async function setup(options: Parameters<typeof fixture>[0] = {}) {
  const kernelFixture = fixture(options)
  const bridge = createWagmiBridge(kernelFixture.modal)
  const config = wagmiFor(bridge)
  // The connector starts following the kernel once createConfig has built its stores.
  await Promise.resolve()
  return { ...kernelFixture, bridge, config, connector: config.connectors[0]! }
}

const lower = (address: string | undefined) => address?.toLowerCase()

describe('airlock/wagmi: the modal is the connection UI of a wagmi config', () => {
  it('a connection made in the modal is the wagmi config’s connection (address, chain, connector)', async () => {
    const { modal, config, connector } = await setup()
    expect(getConnection(config).status).toBe('disconnected')
    await modal.connect({ connectorId: 'mock' })
    await expect.poll(() => getConnection(config).status).toBe('connected')
    const connection = getConnection(config)
    expect(lower(connection.address)).toBe(account)
    expect(connection.chainId).toBe(1)
    expect(connection.connector?.uid).toBe(connector.uid)
  })

  it('the wallet’s account and chain changes reach wagmi; a disconnect in the modal disconnects wagmi', async () => {
    const { modal, adapter, config } = await setup()
    await modal.connect({ connectorId: 'mock' })
    await expect.poll(() => getConnection(config).status).toBe('connected')
    adapter.emitAccountsChanged([other])
    await expect.poll(() => lower(getConnection(config).address)).toBe(other)
    adapter.emitChainChanged(137)
    await expect.poll(() => getConnection(config).chainId).toBe(137)
    await modal.disconnect()
    await expect.poll(() => getConnection(config).status).toBe('disconnected')
  })

  it('wagmi’s connect opens the modal on Connect and answers once the person connected there', async () => {
    const { modal, config, connector } = await setup()
    const connecting = connect(config, { connector })
    await expect.poll(() => modal.getState().modal.open).toBe(true)
    expect(modal.getState().router.view).toBe('Connect')
    await modal.connect({ connectorId: 'mock' })
    const result = await connecting
    expect(result.accounts.map(lower)).toEqual([account])
    expect(result.chainId).toBe(1)
    expect(getConnection(config).status).toBe('connected')
  })

  it('wagmi’s connect is refused as the person’s own refusal when they close the modal unconnected', async () => {
    const { modal, config, connector } = await setup()
    const connecting = connect(config, { connector })
    await expect.poll(() => modal.getState().modal.open).toBe(true)
    modal.close()
    await expect(connecting).rejects.toBeInstanceOf(UserRejectedRequestError)
    expect(getConnection(config).status).toBe('disconnected')
  })

  it('wagmi’s connect on another chain connects, then switches the modal to it', async () => {
    const { modal, config, connector } = await setup()
    await modal.connect({ connectorId: 'mock' })
    await disconnect(config).catch(() => undefined)
    await expect.poll(() => modal.getState().connected).toBe(false)
    const connecting = connect(config, { connector, chainId: polygon.id })
    await expect.poll(() => modal.getState().modal.open).toBe(true)
    await modal.connect({ connectorId: 'mock' })
    expect((await connecting).chainId).toBe(137)
    expect(modal.getState().activeCaipNetwork.caipNetworkId).toBe('eip155:137')
  })

  it('wagmi’s disconnect disconnects the modal', async () => {
    const { modal, adapter, config } = await setup()
    await modal.connect({ connectorId: 'mock' })
    await expect.poll(() => getConnection(config).status).toBe('connected')
    await disconnect(config)
    expect(modal.getState().connected).toBe(false)
    expect(modal.getState().chains.eip155?.accountState.status).toBe('disconnected')
    expect(adapter.calls.map((c) => c.method)).toContain('disconnect')
    expect(getConnection(config).status).toBe('disconnected')
  })

  it('wagmi’s switchChain switches the modal’s network; a chain the modal does not offer is refused', async () => {
    const { modal, config } = await setup()
    await modal.connect({ connectorId: 'mock' })
    await expect.poll(() => getConnection(config).status).toBe('connected')
    await switchChain(config, { chainId: polygon.id })
    expect(modal.getState().activeCaipNetwork.caipNetworkId).toBe('eip155:137')
    expect(getConnection(config).chainId).toBe(137)
    // 10 is in neither the modal's networks nor the config's chains.
    await expect(switchChain(config, { chainId: 10 as never })).rejects.toThrow()
    expect(modal.getState().activeCaipNetwork.caipNetworkId).toBe('eip155:137')
  })

  it('wagmi’s wallet calls go to the wallet the modal connected (personal_sign)', async () => {
    const { modal, adapter, config } = await setup()
    await modal.connect({ connectorId: 'mock' })
    await expect.poll(() => getConnection(config).status).toBe('connected')
    // The mock wallet answers null to a raw request: what matters is where the request went.
    await signMessage(config, { message: 'hello' }).catch(() => undefined)
    const request = adapter.calls.find((c) => c.method === 'request' && (c.args as { method: string }).method === 'personal_sign')
    expect(request?.args).toEqual({ method: 'personal_sign', params: ['0x68656c6c6f', expect.stringMatching(/^0x1111/i)] })
    const client = await getConnectorClient(config)
    expect(lower(client.account.address)).toBe(account)
  })

  it('§4 startup restore: a stored connection the kernel is restoring is wagmi’s after reconnect', async () => {
    const storage = createMemoryStorage()
    const first = await setup({ storage: Object.assign(storage, { snapshot: () => ({}) }) })
    await first.modal.connect({ connectorId: 'mock' })
    first.bridge.destroy()
    first.modal.destroy()
    // A reload: a new kernel on the same storage restores the connection while wagmi reconnects.
    const { config } = await setup({ storage: Object.assign(storage, { snapshot: () => ({}) }) })
    const connections = await reconnect(config)
    expect(connections.map((c) => lower(c.accounts[0]))).toEqual([account])
    expect(getConnection(config).status).toBe('connected')
  })

  it('destroy ends every subscription: later modal changes stay out of wagmi, a waiting connect is refused', async () => {
    const { modal, bridge, config, connector } = await setup()
    const connecting = connect(config, { connector })
    await expect.poll(() => modal.getState().modal.open).toBe(true)
    bridge.destroy()
    await expect(connecting).rejects.toBeInstanceOf(UserRejectedRequestError)
    await modal.connect({ connectorId: 'mock' })
    expect(getConnection(config).status).toBe('disconnected')
    // Asked after destroy, the connector answers at once rather than waiting on the modal.
    await modal.disconnect()
    modal.close()
    await expect(connect(config, { connector })).rejects.toBeInstanceOf(UserRejectedRequestError)
    expect(modal.getState().modal.open).toBe(false)
    expect(await connector.isAuthorized()).toBe(false)
  })
})

describe('airlock/wagmi options', () => {
  it('names the connector as asked, and refuses a name that is not one', () => {
    const { modal } = fixture()
    const bridge = createWagmiBridge(modal, { id: 'modal', name: 'My modal' })
    const config = wagmiFor(bridge)
    expect(config.connectors.map((c) => [c.id, c.name, c.type])).toEqual([['modal', 'My modal', 'airlock']])
    bridge.destroy()
    expect(() => createWagmiBridge(modal, { name: 42 as never })).toThrow(/createWagmiBridge options/)
  })
})

/**
 * A WalletConnect stand-in: the session holds one address per chain (the kernel reads it again after a
 * switch), and its provider, like the UniversalProvider, keeps its default chain on itself.
 */
function sessionWallet() {
  const requests: Array<{ readonly method: string; readonly chain: string }> = []
  let chainId = 1
  const provider = {
    chain: 'eip155:1',
    request(this: { chain: string }, args: { method: string }) {
      requests.push({ method: args.method, chain: this.chain })
      return Promise.resolve(`0x${'ab'.repeat(65)}`)
    },
  }
  const addressOn = (id: number) => (id === 137 ? other : account)
  const adapter: Adapter = {
    namespaces: ['eip155'],
    resyncAfterSwitch: true,
    destroy: () => undefined,
    connectors$: of([{ id: 'walletConnect', type: 'WALLET_CONNECT', name: 'WalletConnect', chain: 'eip155' }]),
    events$: NEVER,
    connect: () => defer(() => of({ address: addressOn(chainId), chainId })),
    syncConnection: () => defer(() => of({ address: addressOn(chainId), chainId })),
    disconnect: () => of(undefined),
    switchNetwork: (network) =>
      defer(() => {
        chainId = Number(network.id)
        provider.chain = network.caipNetworkId
        return of(undefined)
      }),
    walletProvider: (id) => (id === 'walletConnect' ? provider : undefined),
  }
  const factory: AdapterFactory = { id: 'walletconnect', namespaces: ['eip155'], create: () => adapter }
  return { factory, requests }
}

describe('airlock/wagmi with a WalletConnect session', () => {
  it('a switch that moves the session’s account reaches wagmi, and requests go to the session’s provider on its chain', async () => {
    const wallet = sessionWallet()
    const { modal, config } = await setup({ adapter: false, options: { adapters: [wallet.factory] } })
    await modal.connect({ connectorId: 'walletConnect' })
    await expect.poll(() => lower(getConnection(config).address)).toBe(account)
    await switchChain(config, { chainId: polygon.id })
    await expect.poll(() => [lower(getConnection(config).address), getConnection(config).chainId]).toEqual([other, 137])
    await signMessage(config, { message: 'hello' })
    expect(wallet.requests).toEqual([{ method: 'personal_sign', chain: 'eip155:137' }])
  })
})
