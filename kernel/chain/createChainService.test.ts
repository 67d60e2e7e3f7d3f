import { describe, expect, it } from 'vitest'
import type { NamespaceAccountType } from '../codec/account'
import { type Subscription } from 'rxjs'
import { createChainService } from './createChainService'
import type { SwitchResult } from './createChainService'
import { shouldShowUnsupportedChain } from './unsupported'
import type { PerNamespace } from './types'
import { base, bitcoinMainnet, ethereum, polygon, sepolia, solanaMainnet } from './fixtures'
import { createMockAdapter, mockAddresses } from '../../adapters/mock'
import type { MockAdapter } from '../../adapters/mock'
import { createMemoryStorage } from '../ports/storage'
import { createRecordingLogger } from '../ports/logger'
import { createStore } from '../storage/createStore'
import { storageKeys } from '../storage/keys'
import type { Network } from '../codec/network'
import { thrownMessages, walletErrorCodes } from '../errors/messages'
import { AirlockError } from '../errors/AirlockError'

interface SetupOptions {
  readonly networks?: ReadonlyArray<Network>
  readonly defaultNetwork?: Network
  readonly adapters?: ReadonlyArray<MockAdapter>
  readonly stored?: Record<string, string>
  readonly defaultAccountTypes?: PerNamespace<NamespaceAccountType>
}

function setup(options: SetupOptions = {}) {
  const storage = createMemoryStorage(options.stored ?? {})
  const logger = createRecordingLogger()
  const adapters = options.adapters ?? [createMockAdapter({ namespace: 'eip155' }), createMockAdapter({ namespace: 'solana' })]
  const chain = createChainService(
    {
      options: {
        networks: options.networks ?? [ethereum, polygon, base, solanaMainnet],
        defaultNetwork: options.defaultNetwork,
        defaultAccountTypes: options.defaultAccountTypes,
      },
      adapters,
      store: createStore(storage, logger),
      logger,
    },
  )
  const alerts: string[] = []
  const results: SwitchResult[] = []
  const walletSwitches: Network[] = []
  let sendFormResets = 0
  const subs: Subscription[] = [
    chain.run$.subscribe(),
    chain.alerts$.subscribe((a) => alerts.push(a)),
    chain.switchResults$.subscribe((r) => results.push(r)),
    chain.walletSwitches$.subscribe((n) => walletSwitches.push(n)),
    chain.sendFormReset$.subscribe(() => sendFormResets++),
  ]
  return {
    chain,
    storage,
    alerts,
    results,
    walletSwitches,
    adapters,
    sendFormResets: () => sendFormResets,
    stop: () => subs.forEach((s) => s.unsubscribe()),
  }
}

const stored = (name: keyof typeof storageKeys, value: unknown) => ({ [storageKeys[name].key]: JSON.stringify(value) })
const evmAddress = mockAddresses.eip155[0]

describe('chain service: switching network (SPEC §4)', () => {
  it('§4 switching network: another namespace makes it active and resets the send form', () => {
    const { chain, sendFormResets, adapters } = setup()
    chain.setAccount('eip155', { address: evmAddress, chainId: 1, activate: true })
    chain.switchNetwork(solanaMainnet)
    const state = chain.getState()
    expect(state.activeNamespace).toBe('solana')
    expect(state.activeCaipNetwork).toBe(solanaMainnet)
    expect(sendFormResets()).toBe(1)
    expect(adapters[0]!.callsTo('switchNetwork')).toHaveLength(0)
  })

  it('§3 approvedCaipNetworkIds: a wallet that names its networks (a WalletConnect session) sets them and supportsAllNetworks false; a reset forgets them', () => {
    const { chain } = setup()
    chain.setAccount('eip155', { address: evmAddress, chainId: 1, activate: true, approvedCaipNetworkIds: [ethereum.caipNetworkId] })
    expect(chain.getState().chains.eip155?.networkState).toMatchObject({ supportsAllNetworks: false, approvedCaipNetworkIds: ['eip155:1'] })
    chain.resetNetwork('eip155')
    expect(chain.getState().chains.eip155?.networkState).toMatchObject({ supportsAllNetworks: true, approvedCaipNetworkIds: undefined })
    // A wallet that says nothing takes any network.
    chain.setAccount('eip155', { address: evmAddress, chainId: 1, activate: true })
    expect(chain.getState().chains.eip155?.networkState).toMatchObject({ supportsAllNetworks: true, approvedCaipNetworkIds: undefined })
  })

  it('§4 switching network: within the namespace the send form is kept', () => {
    const { chain, sendFormResets } = setup()
    chain.switchNetwork(polygon)
    expect(chain.getState().activeCaipNetwork).toBe(polygon)
    expect(sendFormResets()).toBe(0)
  })

  it('§4 switching network: with an address in the same namespace the wallet is asked, and the state follows its answer', () => {
    const { chain, results, walletSwitches } = setup()
    chain.setAccount('eip155', { address: evmAddress, chainId: 1, activate: true })
    chain.switchNetwork(polygon)
    expect(walletSwitches).toEqual([polygon])
    expect(chain.getState().activeCaipNetwork).toBe(ethereum)
    expect(results).toEqual([])
    chain.settleWalletSwitch(polygon)
    expect(chain.getState().activeCaipAddress).toBe(`eip155:137:${evmAddress}`)
    expect(results).toEqual([{ type: 'switchResult', network: polygon }])
  })

  it('§4 switching network: a newer switch wins; the answer to the abandoned one is ignored', () => {
    const { chain, results } = setup()
    chain.setAccount('eip155', { address: evmAddress, chainId: 1, activate: true })
    chain.switchNetwork(polygon)
    chain.switchNetwork(base)
    chain.settleWalletSwitch(polygon)
    expect(chain.getState().activeCaipNetwork).toBe(ethereum)
    chain.settleWalletSwitch(base)
    expect(chain.getState().activeCaipNetwork).toBe(base)
    expect(results).toEqual([{ type: 'switchResult', network: base }])
  })

  it('§4 switching network: a wallet that refuses keeps the network and the error is the result', () => {
    const { chain, results } = setup()
    chain.setAccount('eip155', { address: evmAddress, chainId: 1, activate: true })
    chain.switchNetwork(polygon)
    const refused = new AirlockError('User rejected the request.', { category: 'user', code: walletErrorCodes.userRejected })
    chain.settleWalletSwitch(polygon, refused)
    expect(chain.getState().activeCaipNetwork).toBe(ethereum)
    expect(results).toEqual([{ type: 'switchResult', network: polygon, error: refused }])
  })

  it('§8 alerts: the network must be in the networks array, else SWITCH_NETWORK_NOT_FOUND', () => {
    const { chain, alerts, results, adapters } = setup()
    chain.setAccount('eip155', { address: evmAddress, chainId: 1, activate: true })
    chain.switchNetwork(sepolia)
    expect(alerts).toEqual(['SWITCH_NETWORK_NOT_FOUND'])
    expect(chain.getState().activeCaipNetwork).toBe(ethereum)
    expect(results[0]?.error?.shortMessage).toBe(thrownMessages.networkNotFound)
    expect(adapters[0]!.calls).toHaveLength(0)
  })
})

describe('chain service: chain changes and unsupported networks (SPEC §4, §2)', () => {
  it('§4 a chain-change event to an unknown network sets an unsupported-network placeholder', () => {
    const { chain } = setup()
    chain.setAccount('eip155', { address: evmAddress, chainId: 1, activate: true })
    chain.handleChainChanged('eip155', 11155111)
    const state = chain.getState()
    expect(state.activeCaipNetwork.caipNetworkId).toBe('eip155:11155111')
    expect(state.activeCaipNetwork.name).toBe('Unknown Network')
    expect(state.activeNetworkUnsupported).toBe(true)
    expect(state.activeCaipAddress).toBe(`eip155:11155111:${evmAddress}`)
    // The placeholder is not remembered as the active network.
    expect(state.networks).not.toContainEqual(expect.objectContaining({ caipNetworkId: 'eip155:11155111' }))
  })

  it('§2 UnsupportedChain shows when the network is unsupported, switching is enabled and unsupported chains are not allowed', () => {
    const { chain } = setup()
    chain.setAccount('eip155', { address: evmAddress, chainId: 1, activate: true })
    expect(shouldShowUnsupportedChain(chain.getState(), { enableNetworkSwitch: true, allowUnsupportedChain: false })).toBe(false)
    chain.handleChainChanged('eip155', '0xaa36a7')
    const state = chain.getState()
    expect(shouldShowUnsupportedChain(state, { enableNetworkSwitch: true, allowUnsupportedChain: false })).toBe(true)
    expect(shouldShowUnsupportedChain(state, { enableNetworkSwitch: false, allowUnsupportedChain: false })).toBe(false)
    expect(shouldShowUnsupportedChain(state, { enableNetworkSwitch: true, allowUnsupportedChain: true })).toBe(false)
  })

  it('§4 a chain change to a configured network moves the account there (hex chain ids included)', () => {
    const { chain } = setup()
    chain.setAccount('eip155', { address: evmAddress, chainId: 1, activate: true })
    chain.handleChainChanged('eip155', '0x89')
    expect(chain.getState().activeCaipNetwork).toBe(polygon)
    expect(chain.getState().activeNetworkUnsupported).toBe(false)
    expect(chain.getState().chains.eip155?.accountState.addressExplorerUrl).toBe(
      `https://explorer.test/137/address/${evmAddress}`,
    )
  })

  it('§4 disconnect resets account and network data: the placeholder gives way to a configured network', () => {
    const { chain } = setup()
    chain.setAccount('eip155', { address: evmAddress, chainId: 1, activate: true })
    chain.setNetworkProp('eip155', 'approvedCaipNetworkIds', [ethereum.caipNetworkId])
    chain.setNetworkProp('eip155', 'supportsAllNetworks', false)
    chain.setAccountProp('eip155', 'addressLabels', { [evmAddress]: 'me' })
    chain.handleChainChanged('eip155', 11155111)
    chain.resetAccount('eip155')
    chain.resetNetwork('eip155')
    const entry = chain.getState().chains.eip155!
    expect(entry.accountState.address).toBeUndefined()
    expect(entry.accountState.addressLabels).toEqual({})
    expect(entry.networkState.approvedCaipNetworkIds).toBeUndefined()
    expect(entry.networkState.supportsAllNetworks).toBe(true)
    expect(chain.getState().activeCaipNetwork).toBe(ethereum)
    expect(chain.getState().activeCaipAddress).toBeUndefined()
  })
})

describe('chain service: accounts (SPEC §3, §4)', () => {
  it('§3 a CAIP address is namespace:chainId:address', () => {
    const { chain } = setup()
    chain.setAccount('solana', { address: mockAddresses.solana[0], chainId: solanaMainnet.id, activate: true })
    expect(chain.getState().activeCaipAddress).toBe(`solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:${mockAddresses.solana[0]}`)
    expect(chain.getState().activeNamespace).toBe('solana')
  })

  it('§4 switching account sets the address on the current network', () => {
    const { chain } = setup()
    chain.setAccount('eip155', { address: evmAddress, chainId: 137, activate: true })
    chain.setAddress('eip155', mockAddresses.eip155[1])
    expect(chain.getState().activeCaipAddress).toBe(`eip155:137:${mockAddresses.eip155[1]}`)
  })
})

describe('chain service: preferred account type (SPEC §4)', () => {
  it('§4 preferred account type: defaults are eip155 smartAccount, bip122 payment, solana eoa', () => {
    const { chain } = setup({
      networks: [ethereum, solanaMainnet, bitcoinMainnet],
      adapters: [createMockAdapter({ namespace: 'eip155' })],
    })
    const types = (ns: 'eip155' | 'solana' | 'bip122') => chain.getState().chains[ns]?.accountState.preferredAccountTypes[ns]
    expect(types('eip155')).toBe('smartAccount')
    expect(types('bip122')).toBe('payment')
    expect(types('solana')).toBe('eoa')
  })

  it('§4 preferred account type: options.defaultAccountTypes override the defaults', () => {
    const { chain } = setup({ defaultAccountTypes: { eip155: 'eoa' } })
    expect(chain.getState().chains.eip155?.accountState.preferredAccountTypes.eip155).toBe('eoa')
  })

  it('§4 preferred account type: the stored value wins over the default', () => {
    const { chain } = setup({ stored: stored('preferredAccountTypes', { eip155: 'eoa', solana: 'bogus' }) })
    chain.setAccount('eip155', { address: evmAddress, chainId: 1 })
    expect(chain.getState().chains.eip155?.accountState.preferredAccountTypes.eip155).toBe('eoa')
    // A corrupt stored value is ignored.
    expect(chain.getState().chains.solana?.accountState.preferredAccountTypes.solana).toBe('eoa')
  })

  it('§4 preferred account type: the value from connect wins over the stored one, and is stored', () => {
    const { chain, storage } = setup({ stored: stored('preferredAccountTypes', { eip155: 'eoa' }) })
    chain.setAccount('eip155', { address: evmAddress, chainId: 1, preferredAccountType: 'smartAccount' })
    expect(chain.getState().chains.eip155?.accountState.preferredAccountTypes.eip155).toBe('smartAccount')
    expect(JSON.parse(storage.getItem(storageKeys.preferredAccountTypes.key) ?? 'null')).toEqual({ eip155: 'smartAccount' })
    chain.resetAccount('eip155')
    expect(chain.getState().chains.eip155?.accountState.preferredAccountTypes.eip155).toBe('smartAccount')
  })

  it('§4 preferred account type: a user choice is stored', () => {
    const { chain, storage } = setup()
    chain.setPreferredAccountType('eip155', 'eoa')
    expect(chain.getState().chains.eip155?.accountState.preferredAccountTypes.eip155).toBe('eoa')
    expect(JSON.parse(storage.getItem(storageKeys.preferredAccountTypes.key) ?? 'null')).toEqual({ eip155: 'eoa' })
  })
})

describe('chain service: active network storage (SPEC §3)', () => {
  it('§3 the active network is stored when it changes', () => {
    const { chain, storage } = setup()
    chain.switchNetwork(polygon)
    expect(storage.getItem(storageKeys.activeCaipNetworkId.key)).toBe(JSON.stringify('eip155:137'))
  })

  it('§3 the stored active network is restored when it is one of the configured networks', () => {
    const { chain } = setup({ stored: stored('activeCaipNetworkId', 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp') })
    expect(chain.getState().activeCaipNetwork).toBe(solanaMainnet)
    expect(chain.getState().activeNamespace).toBe('solana')
  })

  it('§3 a stored network that is not configured is ignored for the default network', () => {
    const { chain } = setup({ stored: stored('activeCaipNetworkId', 'eip155:11155111'), defaultNetwork: polygon })
    expect(chain.getState().activeCaipNetwork).toBe(polygon)
  })

  it('§3 an unknown-chain placeholder is never stored as the active network', () => {
    const { chain, storage } = setup()
    chain.setAccount('eip155', { address: evmAddress, chainId: 1, activate: true })
    chain.handleChainChanged('eip155', 11155111)
    expect(storage.getItem(storageKeys.activeCaipNetworkId.key)).toBeNull()
  })
})

describe('chain service: networks (SPEC §5)', () => {
  it("§5 addNetwork needs an adapter for the namespace, else \"Adapter for namespace {ns} doesn't exist\"", () => {
    const { chain } = setup({ adapters: [createMockAdapter({ namespace: 'eip155' })] })
    expect(() => chain.addNetwork('solana', solanaMainnet)).toThrow(AirlockError)
    expect(() => chain.addNetwork('solana', solanaMainnet)).toThrow("Adapter for namespace solana doesn't exist")
    chain.addNetwork('eip155', sepolia)
    expect(chain.getState().networks).toContain(sepolia)
    expect(chain.getState().chains.eip155?.caipNetworks).toContain(sepolia)
    chain.switchNetwork(sepolia)
    expect(chain.getState().activeCaipNetwork).toBe(sepolia)
  })

  it("§5 removeNetwork needs an adapter for the namespace, else \"Adapter for namespace {ns} doesn't exist\"", () => {
    const { chain } = setup({ adapters: [createMockAdapter({ namespace: 'eip155' })] })
    expect(() => chain.removeNetwork('bip122', bitcoinMainnet.id)).toThrow("Adapter for namespace bip122 doesn't exist")
    chain.removeNetwork('eip155', 1)
    expect(chain.getState().networks).not.toContain(ethereum)
    // The active network was removed: the namespace moves to its next network.
    expect(chain.getState().activeCaipNetwork).toBe(polygon)
  })
})
