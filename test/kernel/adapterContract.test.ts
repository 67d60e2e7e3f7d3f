import { describe, expect, it } from 'vitest'
import { createMockAdapter, mockAddresses } from '../../adapters/mock'
import { ethereum, polygon, solanaMainnet } from '../../kernel/chain/fixtures'
import { kernelFixtures } from './kernelHarness'

const fixture = kernelFixtures()

describe('adapter contract in the kernel (DESIGN §5)', () => {
  it('DESIGN §5 the kernel starts each adapter with its host: the kernel clock, the app, its networks and a storage of its own', () => {
    const adapter = createMockAdapter()
    const { modal } = fixture({ adapter: false, options: { adapters: [adapter], metadata: { name: 'Dapp', description: 'd', url: 'https://dapp.example', icons: [] } } })
    expect(adapter.host?.projectId).toBe('test-project')
    expect(adapter.host?.metadata.name).toBe('Dapp')
    expect(adapter.host?.networks.map((n) => n.caipNetworkId)).toEqual(['eip155:1', 'eip155:137'])
    adapter.host?.storage.setItem('session', 'x')
    expect(adapter.host?.storage.getItem('session')).toBe('x')
    modal.destroy()
    expect(adapter.destroyed).toBe(true)
  })

  it('DESIGN §5 events name their connector: an event of another connector of the same adapter does not change the connection', async () => {
    const adapter = createMockAdapter({
      connectors: [
        { id: 'mock', type: 'INJECTED', name: 'Mock Wallet', chain: 'eip155' },
        { id: 'other', type: 'ANNOUNCED', name: 'Other Wallet', chain: 'eip155' },
      ],
    })
    const { modal } = fixture({ adapter: false, options: { adapters: [adapter] } })
    await modal.connect({ connectorId: 'mock' })
    adapter.emit({ type: 'accountsChanged', connectorId: 'other', accounts: [{ namespace: 'eip155', address: mockAddresses.eip155[1], type: 'eoa' }] })
    adapter.emit({ type: 'disconnect', connectorId: 'other' })
    expect(modal.getState().chains.eip155?.accountState.address).toBe(mockAddresses.eip155[0])
    expect(modal.getState().connected).toBe(true)
    adapter.emit({ type: 'accountsChanged', connectorId: 'mock', accounts: [{ namespace: 'eip155', address: mockAddresses.eip155[1], type: 'eoa' }] })
    expect(modal.getState().chains.eip155?.accountState.address).toBe(mockAddresses.eip155[1])
  })

  it('DESIGN §5 §4 one connect may yield accounts in several namespaces: each is connected with its own account and default account type', async () => {
    const adapter = createMockAdapter({ alsoNamespaces: ['solana'] })
    const { modal } = fixture({ adapter: false, options: { networks: [ethereum, polygon, solanaMainnet], adapters: [adapter] } })
    await modal.connect({ connectorId: 'mock' })
    const { chains, connection } = modal.getState()
    expect(connection.connectorIds).toEqual({ eip155: 'mock', solana: 'mock' })
    expect(chains.eip155?.accountState).toMatchObject({ status: 'connected', address: mockAddresses.eip155[0] })
    expect(chains.solana?.accountState).toMatchObject({ status: 'connected', address: mockAddresses.solana[0], preferredAccountTypes: { solana: 'eoa' } })
    expect(chains.solana?.accountState.caipAddress).toBe(`${solanaMainnet.caipNetworkId}:${mockAddresses.solana[0]}`)
    expect(modal.getState().activeNamespace).toBe('eip155')
  })

  it('DESIGN §5 a chain action the connection’s adapter does not offer fails with the SPEC error, whatever its namespace', async () => {
    const adapter = createMockAdapter()
    const { modal } = fixture({ adapter: false, options: { adapters: [adapter] } })
    await modal.connect({ connectorId: 'mock' })
    Object.assign(adapter, { signMessage: undefined })
    await expect(modal.signMessage('hello')).rejects.toThrow('Adapter not found')
  })
})
