import { distinctUntilChanged, filter, ignoreElements, map, skip, tap } from 'rxjs'
import { NamespaceAccountType } from '../codec/account'
import type { AccountRecord } from '../codec/account'
import type { Observable } from 'rxjs'
import { createService, handleOf, type ServiceHandle } from '../core/createService'
import type { Effect } from '../core/createService'
import { decode, decodeOrThrow } from '../codec/decode'
import type { CaipNetworkId, ChainNamespace } from '../codec/primitives'
import { Network } from '../codec/network'
import { AirlockError } from '../errors/AirlockError'
import { thrownMessages } from '../errors/messages'
import type { Adapter, ChainId } from '../ports/adapter'
import type { LoggerPort } from '../ports/logger'
import type { Store } from '../storage/createStore'
import { isConfigured } from './networks'
import { createChainReducer, initialChainState } from './state'
import type { ChainCommand, ChainOutput } from './state'
import { switchNetworkEffect } from './switchNetwork'
import type { ChainAccountState, ChainState, NetworkState, PerNamespace } from './types'

export interface ChainServiceDeps {
  /** From the resolved options. */
  readonly options: {
    readonly networks: ReadonlyArray<Network>
    readonly defaultNetwork?: Network | undefined
    /** SPEC §4 defaults with options.defaultAccountTypes on top. */
    readonly defaultAccountTypes?: PerNamespace<NamespaceAccountType> | undefined
  }
  /** The adapters configured; a namespace without one cannot gain or lose networks. */
  readonly adapters: ReadonlyArray<Adapter>
  readonly store: Store
  readonly logger: LoggerPort
}

export interface SetAccountParams {
  readonly address: string
  readonly chainId: ChainId
  readonly accounts?: ReadonlyArray<AccountRecord>
  /** The type the wallet reported on connect; wins over storage and defaults (SPEC §4). */
  readonly preferredAccountType?: NamespaceAccountType
  /**
   * SPEC §3 approvedCaipNetworkIds: from a connection, the only networks its wallet will use (a
   * WalletConnect session's), or null when it takes any; absent (an account or chain event) keeps them.
   */
  readonly approvedCaipNetworkIds?: ReadonlyArray<CaipNetworkId> | null
  /** Make this the active namespace (a fresh connect); default false. */
  readonly activate?: boolean
}

export type SwitchResult = Extract<ChainOutput, { type: 'switchResult' }>

export interface ChainService extends ServiceHandle<ChainState> {
  // Outputs
  /** SPEC §8 alert codes to raise (SWITCH_NETWORK_NOT_FOUND). */
  readonly alerts$: Observable<'SWITCH_NETWORK_NOT_FOUND'>
  /** SPEC §4: switching to another namespace resets the send form. */
  readonly sendFormReset$: Observable<void>
  /** One per switchNetwork call that was carried out; `error` when it failed. */
  readonly switchResults$: Observable<SwitchResult>
  /** Networks the connected wallet is to move to; each is answered by settleWalletSwitch. */
  readonly walletSwitches$: Observable<Network>
  // Commands
  switchNetwork(network: Network): void
  /** The wallet's answer to a walletSwitches$ request. */
  settleWalletSwitch(network: Network, error?: AirlockError): void
  setActiveNamespace(namespace: ChainNamespace): void
  setAccount(namespace: ChainNamespace, params: SetAccountParams): void
  /** SPEC §4 switching account on an active connector: the address on the current network. */
  setAddress(namespace: ChainNamespace, address: string): void
  setAllAccounts(namespace: ChainNamespace, accounts: ReadonlyArray<AccountRecord>): void
  /** A wallet chain change; an unknown chain gives the unsupported-network placeholder. */
  handleChainChanged(namespace: ChainNamespace, chainId: ChainId): void
  setAccountProp<K extends keyof ChainAccountState>(namespace: ChainNamespace, key: K, value: ChainAccountState[K]): void
  setNetworkProp<K extends keyof NetworkState>(namespace: ChainNamespace, key: K, value: NetworkState[K]): void
  /** SPEC §3 approvedCaipNetworkIds: the wallet now takes only these networks in the namespace. */
  setApprovedNetworks(namespace: ChainNamespace, ids: ReadonlyArray<CaipNetworkId>): void
  setPreferredAccountType(namespace: ChainNamespace, accountType: NamespaceAccountType): void
  /** SPEC §3 account currentTab of the active account (the Account view's tabs). */
  setCurrentTab(tab: number): void
  resetAccount(namespace: ChainNamespace): void
  resetNetwork(namespace: ChainNamespace): void
  /** Throws AirlockError "Adapter for namespace {ns} doesn't exist" without an adapter (SPEC §5). */
  addNetwork(namespace: ChainNamespace, network: Network): void
  /** Throws AirlockError "Adapter for namespace {ns} doesn't exist" without an adapter (SPEC §5). */
  removeNetwork(namespace: ChainNamespace, networkId: ChainId): void
  // Queries
  /** The id of the namespace's current network, for connect and sync calls. */
  chainIdOf(namespace: ChainNamespace): ChainId | undefined
}

function readPreferredAccountTypes(store: Store): PerNamespace<NamespaceAccountType> {
  const stored = store.read('preferredAccountTypes') ?? {}
  const out: Partial<Record<ChainNamespace, NamespaceAccountType>> = {}
  for (const [ns, value] of Object.entries(stored) as Array<[ChainNamespace, unknown]>) {
    const result = decode(NamespaceAccountType, value)
    if (result.ok) out[ns] = result.value
  }
  return out
}

const configOf = ({ options, adapters }: Pick<ChainServiceDeps, 'options' | 'adapters'>) => ({
  networks: options.networks,
  defaultNetwork: options.defaultNetwork,
  defaultAccountTypes: options.defaultAccountTypes ?? {},
  adapterNamespaces: adapters.flatMap((a) => a.namespaces),
})

/** The chains as the page opens: the options, and the network and account types kept in storage. */
export function startingChains(deps: Pick<ChainServiceDeps, 'options' | 'adapters' | 'store'>): ChainState {
  return initialChainState(configOf(deps), {
    activeCaipNetworkId: deps.store.read('activeCaipNetworkId'),
    preferredAccountTypes: readPreferredAccountTypes(deps.store),
  })
}

/**
 * SPEC §3 chain entries and SPEC §4 network rules: active namespace, network and address; network
 * switching through the adapters; the unsupported-network placeholder; preferred account types; the
 * active network persisted and restored. `initial`: the state the kernel's first snapshot already
 * showed (the default is the same).
 */
export function createChainService(deps: ChainServiceDeps, initial: ChainState = startingChains(deps)): ChainService {
  const { adapters, store } = deps
  const config = configOf(deps)

  // SPEC §3: the active network is kept in storage; placeholders for unknown chains are not.
  const persistActiveNetwork: Effect<ChainState, ChainCommand> = (_command$, state$) =>
    state$.pipe(
      map((s) => ({ network: s.activeCaipNetwork, configured: isConfigured(s.networks, s.activeCaipNetwork) })),
      distinctUntilChanged((a, b) => a.network.caipNetworkId === b.network.caipNetworkId),
      skip(1),
      tap(({ network, configured }) => {
        if (configured) store.write('activeCaipNetworkId', network.caipNetworkId)
      }),
      ignoreElements(),
    )

  const persistPreferredAccountTypes: Effect<ChainState, ChainCommand> = (_command$, state$) =>
    state$.pipe(
      map((s) => s.preferredAccountTypes),
      distinctUntilChanged(),
      skip(1),
      tap((types) => store.write('preferredAccountTypes', types)),
      ignoreElements(),
    )

  const service = createService<ChainState, ChainCommand, ChainOutput>({
    initial,
    reduce: createChainReducer(config),
    effects: [switchNetworkEffect, persistActiveNetwork, persistPreferredAccountTypes],
  })
  const dispatch = service.dispatch

  const requireAdapter = (namespace: ChainNamespace): void => {
    if (!adapters.some((a) => a.namespaces.includes(namespace))) {
      throw new AirlockError(thrownMessages.adapterForNamespaceMissing(namespace), { category: 'options' })
    }
  }

  return {
    ...handleOf(service),
    alerts$: service.output$.pipe(
      filter((o): o is Extract<ChainOutput, { type: 'alert' }> => o.type === 'alert'),
      map((o) => o.code),
    ),
    sendFormReset$: service.output$.pipe(
      filter((o) => o.type === 'sendFormReset'),
      map((): void => undefined),
    ),
    switchResults$: service.output$.pipe(filter((o): o is SwitchResult => o.type === 'switchResult')),
    walletSwitches$: service.output$.pipe(
      filter((o): o is Extract<ChainOutput, { type: 'walletSwitch' }> => o.type === 'walletSwitch'),
      map((o) => o.network),
    ),

    switchNetwork: (network) => dispatch({ type: 'switchNetwork', network }),
    settleWalletSwitch: (network, error) => dispatch({ type: 'walletSwitchSettled', network, ...(error ? { error } : {}) }),
    setActiveNamespace: (namespace) => dispatch({ type: 'setActiveNamespace', namespace }),
    setAccount: (namespace, params) =>
      dispatch({
        type: 'setAccount',
        namespace,
        address: params.address,
        chainId: params.chainId,
        activate: params.activate ?? false,
        ...(params.accounts ? { accounts: params.accounts } : {}),
        ...(params.preferredAccountType ? { preferredAccountType: params.preferredAccountType } : {}),
        ...(params.approvedCaipNetworkIds !== undefined ? { approvedCaipNetworkIds: params.approvedCaipNetworkIds } : {}),
      }),
    setAddress: (namespace, address) => dispatch({ type: 'setAddress', namespace, address }),
    setAllAccounts: (namespace, accounts) => dispatch({ type: 'setAllAccounts', namespace, accounts }),
    handleChainChanged: (namespace, chainId) => dispatch({ type: 'chainChanged', namespace, chainId }),
    setAccountProp: (namespace, key, value) =>
      dispatch({ type: 'setAccountProps', namespace, patch: { [key]: value } as Partial<ChainAccountState> }),
    setNetworkProp: (namespace, key, value) =>
      dispatch({ type: 'setNetworkProps', namespace, patch: { [key]: value } as Partial<NetworkState> }),
    setApprovedNetworks: (namespace, ids) =>
      dispatch({ type: 'setNetworkProps', namespace, patch: { approvedCaipNetworkIds: ids, supportsAllNetworks: false } }),
    setPreferredAccountType: (namespace, accountType) =>
      dispatch({ type: 'setPreferredAccountType', namespace, accountType }),
    setCurrentTab: (tab) => dispatch({ type: 'setCurrentTab', tab }),
    resetAccount: (namespace) => dispatch({ type: 'resetAccount', namespace }),
    resetNetwork: (namespace) => dispatch({ type: 'resetNetwork', namespace }),
    addNetwork: (namespace, given) => {
      requireAdapter(namespace)
      const network = decodeOrThrow(Network, given, 'addNetwork network')
      if (network.chainNamespace !== namespace) {
        throw new AirlockError(thrownMessages.networkNotFound, { category: 'options' })
      }
      dispatch({ type: 'addNetwork', network })
    },
    removeNetwork: (namespace, networkId) => {
      requireAdapter(namespace)
      dispatch({ type: 'removeNetwork', namespace, networkId })
    },
    chainIdOf: (namespace) => service.getState().chains[namespace]?.networkState.caipNetwork?.id,
  }
}
