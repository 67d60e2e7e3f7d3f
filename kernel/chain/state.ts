import type { CaipNetworkId, ChainNamespace } from '../codec/primitives'
import type { AccountRecord, NamespaceAccountType } from '../codec/account'
import type { Network } from '../codec/network'
import type { AirlockError } from '../errors/AirlockError'
import type { ChainId } from '../ports/adapter'
import { resolvePreferredAccountType } from './accountTypes'
import {
  caipAddressOf,
  explorerUrlOf,
  findNetwork,
  isConfigured,
  networksOf,
  placeholderNetwork,
} from './networks'
import type { ChainAccountState, ChainServiceEntry as ChainEntry, ChainState, NetworkState, PerNamespace } from './types'

/** What the chain service tells the rest of the kernel (see createChainService's outputs). */
export type ChainOutput =
  | { readonly type: 'alert'; readonly code: 'SWITCH_NETWORK_NOT_FOUND' }
  | { readonly type: 'sendFormReset' }
  | { readonly type: 'switchResult'; readonly network: Network; readonly error?: AirlockError }
  /** The connected wallet is to be moved to this network; the answer comes back as walletSwitchSettled. */
  | { readonly type: 'walletSwitch'; readonly network: Network }

export type ChainCommand =
  | { readonly type: 'switchNetwork'; readonly network: Network }
  /** The wallet's answer to a walletSwitch output; `error` when it did not move. */
  | { readonly type: 'walletSwitchSettled'; readonly network: Network; readonly error?: AirlockError }
  /** Outputs travel as commands so listeners hear them after the state they follow. */
  | { readonly type: 'emit'; readonly output: ChainOutput }
  | { readonly type: 'setActiveNetwork'; readonly network: Network }
  | { readonly type: 'setActiveNamespace'; readonly namespace: ChainNamespace }
  | {
      readonly type: 'setAccount'
      readonly namespace: ChainNamespace
      readonly address: string
      readonly chainId: ChainId
      readonly accounts?: ReadonlyArray<AccountRecord>
      readonly preferredAccountType?: NamespaceAccountType
      readonly approvedCaipNetworkIds?: ReadonlyArray<CaipNetworkId> | null
      /** Make this namespace the active one (a fresh connect does; a restore does not). */
      readonly activate: boolean
    }
  | { readonly type: 'setAddress'; readonly namespace: ChainNamespace; readonly address: string }
  | { readonly type: 'setAllAccounts'; readonly namespace: ChainNamespace; readonly accounts: ReadonlyArray<AccountRecord> }
  | { readonly type: 'chainChanged'; readonly namespace: ChainNamespace; readonly chainId: ChainId }
  | { readonly type: 'setAccountProps'; readonly namespace: ChainNamespace; readonly patch: Partial<ChainAccountState> }
  | { readonly type: 'setNetworkProps'; readonly namespace: ChainNamespace; readonly patch: Partial<NetworkState> }
  | { readonly type: 'setPreferredAccountType'; readonly namespace: ChainNamespace; readonly accountType: NamespaceAccountType }
  | { readonly type: 'resetAccount'; readonly namespace: ChainNamespace }
  | { readonly type: 'resetNetwork'; readonly namespace: ChainNamespace }
  | { readonly type: 'addNetwork'; readonly network: Network }
  | { readonly type: 'removeNetwork'; readonly namespace: ChainNamespace; readonly networkId: ChainId }
  /** SPEC §3 account currentTab: the Account view's tab, on the active namespace's account. */
  | { readonly type: 'setCurrentTab'; readonly tab: number }

export interface ChainConfig {
  readonly networks: ReadonlyArray<Network>
  readonly defaultNetwork?: Network | undefined
  readonly defaultAccountTypes: PerNamespace<NamespaceAccountType>
  /** Namespaces served by an adapter; they get an entry even without a configured network. */
  readonly adapterNamespaces: ReadonlyArray<ChainNamespace>
}

export interface ChainStored {
  readonly activeCaipNetworkId?: CaipNetworkId | undefined
  readonly preferredAccountTypes: PerNamespace<NamespaceAccountType>
}

function emptyAccount(preferred: NamespaceAccountType | undefined, namespace: ChainNamespace): ChainAccountState {
  return {
    caipAddress: undefined,
    address: undefined,
    user: undefined,
    addressExplorerUrl: undefined,
    smartAccountDeployed: undefined,
    currentTab: 0,
    allAccounts: [],
    addressLabels: {},
    connectedWalletInfo: undefined,
    preferredAccountTypes: preferred ? { [namespace]: preferred } : {},
    socialProvider: undefined,
    socialWindow: undefined,
    farcasterUrl: undefined,
  }
}

function emptyNetworkState(caipNetwork: Network | undefined, requested: ReadonlyArray<Network>): NetworkState {
  return {
    caipNetwork,
    supportsAllNetworks: true,
    smartAccountEnabledNetworks: [],
    approvedCaipNetworkIds: undefined,
    requestedCaipNetworks: requested,
  }
}

/** The start state: SPEC §4 "restore the active network if it is one of the configured networks". */
export function initialChainState(config: ChainConfig, stored: ChainStored): ChainState {
  const first = config.networks[0]
  if (!first) throw new Error('createChainService: at least one network is required')
  const storedNetwork = config.networks.find((n) => n.caipNetworkId === stored.activeCaipNetworkId)
  const defaultNetwork = isConfigured(config.networks, config.defaultNetwork) ? config.defaultNetwork : undefined
  const active = storedNetwork ?? defaultNetwork ?? first

  const namespaces = [...new Set([...config.networks.map((n) => n.chainNamespace), ...config.adapterNamespaces])]
  const chains: Partial<Record<ChainNamespace, ChainEntry>> = {}
  for (const namespace of namespaces) {
    const caipNetworks = networksOf(config.networks, namespace)
    const current = namespace === active.chainNamespace ? active : caipNetworks[0]
    const preferred = resolvePreferredAccountType(namespace, undefined, stored.preferredAccountTypes, config.defaultAccountTypes)
    chains[namespace] = {
      namespace,
      caipNetworks,
      networkState: emptyNetworkState(current, caipNetworks),
      accountState: emptyAccount(preferred, namespace),
    }
  }
  return {
    networks: config.networks,
    chains,
    activeNamespace: active.chainNamespace,
    activeCaipNetwork: active,
    activeCaipAddress: undefined,
    activeNetworkUnsupported: false,
    preferredAccountTypes: stored.preferredAccountTypes,
  }
}

type EntryUpdate = (entry: ChainEntry) => ChainEntry

function withEntry(state: ChainState, namespace: ChainNamespace, update: EntryUpdate): ChainState {
  const entry = state.chains[namespace]
  if (!entry) return state
  const next = update(entry)
  return next === entry ? state : { ...state, chains: { ...state.chains, [namespace]: next } }
}

function withAccount(entry: ChainEntry, patch: Partial<ChainAccountState>): ChainEntry {
  const changed = (Object.keys(patch) as Array<keyof ChainAccountState>).some((k) => !Object.is(patch[k], entry.accountState[k]))
  return changed ? { ...entry, accountState: { ...entry.accountState, ...patch } } : entry
}

function withNetwork(entry: ChainEntry, patch: Partial<NetworkState>): ChainEntry {
  const changed = (Object.keys(patch) as Array<keyof NetworkState>).some((k) => !Object.is(patch[k], entry.networkState[k]))
  return changed ? { ...entry, networkState: { ...entry.networkState, ...patch } } : entry
}

/** Put the namespace on `network`, moving its address there too (CAIP addresses carry the chain). */
function onNetwork(entry: ChainEntry, network: Network): ChainEntry {
  const moved = withNetwork(entry, { caipNetwork: network })
  const address = entry.accountState.address
  if (!address) return moved
  return withAccount(moved, {
    caipAddress: caipAddressOf(network, address),
    addressExplorerUrl: explorerUrlOf(network, address),
  })
}

/** activeCaipNetwork, activeCaipAddress and the unsupported flag follow the active namespace's entry. */
function derive(state: ChainState): ChainState {
  let activeNamespace = state.activeNamespace
  if (!state.chains[activeNamespace]?.networkState.caipNetwork) {
    // The active namespace lost its last network (removeNetwork): fall back to the first configured one.
    activeNamespace = state.networks[0]?.chainNamespace ?? activeNamespace
  }
  const entry = state.chains[activeNamespace]
  const activeCaipNetwork = entry?.networkState.caipNetwork ?? state.activeCaipNetwork
  const activeCaipAddress = entry?.accountState.caipAddress
  const activeNetworkUnsupported = !isConfigured(state.networks, activeCaipNetwork)
  if (
    activeNamespace === state.activeNamespace &&
    activeCaipNetwork === state.activeCaipNetwork &&
    activeCaipAddress === state.activeCaipAddress &&
    activeNetworkUnsupported === state.activeNetworkUnsupported
  ) {
    return state
  }
  return { ...state, activeNamespace, activeCaipNetwork, activeCaipAddress, activeNetworkUnsupported }
}

export function createChainReducer(config: ChainConfig): (state: ChainState, command: ChainCommand) => ChainState {
  const preferredFor = (state: ChainState, namespace: ChainNamespace, fromConnect?: NamespaceAccountType) =>
    resolvePreferredAccountType(namespace, fromConnect, state.preferredAccountTypes, config.defaultAccountTypes)

  const apply = (state: ChainState, command: ChainCommand): ChainState => {
    switch (command.type) {
      case 'switchNetwork':
        // The switch effect decides what happens; the state changes when it answers.
        return state

      case 'emit':
      case 'walletSwitchSettled':
        return state

      case 'setActiveNetwork': {
        const network = command.network
        const ns = network.chainNamespace
        const next = withEntry(state, ns, (entry) => onNetwork(entry, network))
        return next.activeNamespace === ns ? next : { ...next, activeNamespace: ns }
      }

      case 'setActiveNamespace':
        return state.chains[command.namespace] && state.activeNamespace !== command.namespace
          ? { ...state, activeNamespace: command.namespace }
          : state

      case 'setAccount': {
        const ns = command.namespace
        const network = findNetwork(state.networks, ns, command.chainId) ?? placeholderNetwork(ns, command.chainId)
        if (!network) return state
        const caipAddress = caipAddressOf(network, command.address)
        if (!caipAddress) return state
        const preferred = preferredFor(state, ns, command.preferredAccountType)
        const base: ChainState = state.chains[ns]
          ? state
          : {
              ...state,
              chains: {
                ...state.chains,
                [ns]: {
                  namespace: ns,
                  caipNetworks: [],
                  networkState: emptyNetworkState(network, []),
                  accountState: emptyAccount(preferred, ns),
                },
              },
            }
        let next = withEntry(base, ns, (entry) =>
          withAccount(
            withNetwork(entry, {
              caipNetwork: network,
              // A new connection says which networks its wallet takes: only those it names (a WalletConnect
              // session), or any (null), whatever an earlier connection said.
              ...(command.approvedCaipNetworkIds === undefined
                ? {}
                : { approvedCaipNetworkIds: command.approvedCaipNetworkIds ?? undefined, supportsAllNetworks: command.approvedCaipNetworkIds === null }),
            }),
            {
              caipAddress,
              address: command.address,
              addressExplorerUrl: explorerUrlOf(network, command.address),
              allAccounts: command.accounts ?? [],
              preferredAccountTypes: preferred
                ? { ...entry.accountState.preferredAccountTypes, [ns]: preferred }
                : entry.accountState.preferredAccountTypes,
            },
          ),
        )
        if (command.preferredAccountType && next.preferredAccountTypes[ns] !== command.preferredAccountType) {
          next = { ...next, preferredAccountTypes: { ...next.preferredAccountTypes, [ns]: command.preferredAccountType } }
        }
        return command.activate && next.activeNamespace !== ns ? { ...next, activeNamespace: ns } : next
      }

      case 'setAddress':
        return withEntry(state, command.namespace, (entry) => {
          const network = entry.networkState.caipNetwork
          if (!network) return entry
          const caipAddress = caipAddressOf(network, command.address)
          if (!caipAddress) return entry
          return withAccount(entry, {
            caipAddress,
            address: command.address,
            addressExplorerUrl: explorerUrlOf(network, command.address),
          })
        })

      case 'setAllAccounts':
        return withEntry(state, command.namespace, (entry) => withAccount(entry, { allAccounts: command.accounts }))

      case 'chainChanged': {
        const ns = command.namespace
        const network = findNetwork(state.networks, ns, command.chainId) ?? placeholderNetwork(ns, command.chainId)
        if (!network) return state
        return withEntry(state, ns, (entry) =>
          entry.networkState.caipNetwork?.caipNetworkId === network.caipNetworkId ? entry : onNetwork(entry, network),
        )
      }

      case 'setAccountProps':
        return withEntry(state, command.namespace, (entry) => withAccount(entry, command.patch))

      case 'setNetworkProps':
        return withEntry(state, command.namespace, (entry) => withNetwork(entry, command.patch))

      case 'setPreferredAccountType': {
        const ns = command.namespace
        const next = withEntry(state, ns, (entry) =>
          withAccount(entry, {
            preferredAccountTypes: { ...entry.accountState.preferredAccountTypes, [ns]: command.accountType },
          }),
        )
        return next.preferredAccountTypes[ns] === command.accountType
          ? next
          : { ...next, preferredAccountTypes: { ...next.preferredAccountTypes, [ns]: command.accountType } }
      }

      case 'resetAccount':
        return withEntry(state, command.namespace, (entry) => ({
          ...entry,
          accountState: emptyAccount(preferredFor(state, command.namespace), command.namespace),
        }))

      case 'resetNetwork':
        return withEntry(state, command.namespace, (entry) => {
          const current = entry.networkState.caipNetwork
          // A placeholder for an unknown chain means nothing once the wallet is gone.
          const caipNetwork = isConfigured(state.networks, current) ? current : (entry.caipNetworks[0] ?? current)
          return withNetwork(entry, {
            caipNetwork,
            supportsAllNetworks: true,
            smartAccountEnabledNetworks: [],
            approvedCaipNetworkIds: undefined,
          })
        })

      case 'addNetwork': {
        const network = command.network
        if (isConfigured(state.networks, network)) return state
        const ns = network.chainNamespace
        const networks = [...state.networks, network]
        const existing = state.chains[ns]
        const caipNetworks = [...(existing?.caipNetworks ?? []), network]
        const entry: ChainEntry = existing
          ? {
              ...existing,
              caipNetworks,
              networkState: {
                ...existing.networkState,
                caipNetwork: existing.networkState.caipNetwork ?? network,
                requestedCaipNetworks: caipNetworks,
              },
            }
          : {
              namespace: ns,
              caipNetworks,
              networkState: emptyNetworkState(network, caipNetworks),
              accountState: emptyAccount(preferredFor(state, ns), ns),
            }
        return { ...state, networks, chains: { ...state.chains, [ns]: entry } }
      }

      case 'removeNetwork': {
        const ns = command.namespace
        const target = findNetwork(state.networks, ns, command.networkId)
        // The configuration keeps at least one network (DESIGN §10).
        if (!target || state.networks.length <= 1) return state
        const networks = state.networks.filter((n) => n !== target)
        return withEntry({ ...state, networks }, ns, (entry) => {
          const caipNetworks = entry.caipNetworks.filter((n) => n !== target)
          const wasCurrent = entry.networkState.caipNetwork?.caipNetworkId === target.caipNetworkId
          const replacement = caipNetworks[0]
          const moved = wasCurrent && replacement ? onNetwork(entry, replacement) : entry
          return {
            ...moved,
            caipNetworks,
            networkState: {
              ...moved.networkState,
              caipNetwork: wasCurrent && !replacement ? undefined : moved.networkState.caipNetwork,
              requestedCaipNetworks: caipNetworks,
            },
          }
        })
      }

      case 'setCurrentTab':
        return withEntry(state, state.activeNamespace, (entry) => withAccount(entry, { currentTab: command.tab }))
    }
  }

  return (state, command) => derive(apply(state, command))
}
