import type { AlertsState } from '../alerts/createAlertsService'
import type { BalanceState } from '../balance/createBalanceService'
import type { AccountState, ChainEntry, ChainState, PerNamespace } from '../chain/types'
import type { ChainNamespace } from '../codec/primitives'
import type { ConnectionState } from '../connection/types'
import type { ConnectFlowState } from '../connectFlow/connectFlowState'
import type { EmailLoginState } from '../embedded/initialState'
import type { HistoryState } from '../history/historyState'
import type { IdentityState } from '../identity/createIdentityService'
import type { NamesState } from '../names/initialState'
import type { SessionsState } from '../sessions/types'
import type { ModalServiceState } from '../modal/modalState'
import type { NftsState } from '../nfts/nftsState'
import { connectMethodsOrder } from '../options/connectMethodsOrder'
import type { ResolvedOptions } from '../options/types'
import type { PairingState } from '../pairing/createPairingService'
import type { RouterState } from '../router/routerState'
import type { SendState } from '../send/types'
import type { SwapState } from '../swap/types'
import type { OnrampState } from '../onramp/types'
import type { PayState } from '../pay/types'
import type { SiwxState } from '../siwx/state'
import type { SnackbarState } from '../snackbar/snackbarState'
import type { ThemeState } from '../theme/createThemeService'
import type { ModalState } from '../types'
import type { WalletsState } from '../wallets/state'
import { connectList, type ConnectEntry } from '../wallets/connectList'
import { allWalletsGrid, type GridEntry } from '../wallets/allWalletsGrid'
import { accountStateOf } from './accountState'
import { deepFreeze, OPTION_HANDLES } from './deepFreeze'
import { sameFields } from '../core/sameFields'

/** The state of every service the snapshot is read from. */
export interface SnapshotParts {
  readonly modal: ModalServiceState
  readonly router: RouterState
  readonly snackbar: SnackbarState
  readonly theme: ThemeState
  readonly chain: ChainState
  readonly connection: ConnectionState
  readonly pairing: PairingState
  readonly wallets: WalletsState
  readonly balance: BalanceState
  readonly identity: IdentityState
  readonly alerts: AlertsState
  readonly siwx: SiwxState
  readonly send: SendState
  readonly swap: SwapState
  readonly onramp: OnrampState
  readonly pay: PayState
  readonly history: HistoryState
  readonly nfts: NftsState
  readonly connectFlow: ConnectFlowState
  readonly names: NamesState
  readonly sessions: SessionsState
  readonly emailLogin: EmailLoginState
}

/**
 * Builds the public snapshot (DESIGN §4) from the services' states: fields one service owns and
 * another shows are read here, never copied between services, so a snapshot cannot hold a state that
 * could not exist. Parts that did not change keep their identity (a selector sees no change), and
 * each snapshot is deeply frozen.
 *
 * Returns the previous snapshot when no part changed.
 */
export function createSnapshotComposer(options: ResolvedOptions): (parts: SnapshotParts) => ModalState {
  // Frozen once, without the objects the integrator handed over to be used rather than shown.
  deepFreeze(options, OPTION_HANDLES)
  let lastParts: SnapshotParts | undefined
  let lastState: ModalState | undefined
  const lastAccounts = new Map<ChainNamespace, AccountState>()

  const accountOf = (namespace: ChainNamespace, next: AccountState): AccountState => {
    const previous = lastAccounts.get(namespace)
    if (previous && sameFields(previous, next)) return previous
    lastAccounts.set(namespace, next)
    return next
  }

  const chainsOf = (parts: SnapshotParts): PerNamespace<ChainEntry> => {
    const chains: Partial<Record<ChainNamespace, ChainEntry>> = {}
    let changed = lastState === undefined
    for (const [namespace, entry] of Object.entries(parts.chain.chains) as Array<[ChainNamespace, ChainState['chains'][ChainNamespace]]>) {
      if (!entry) continue
      const accountState = accountOf(namespace, accountStateOf(namespace, entry, parts))
      const previous = lastState?.chains[namespace]
      const same =
        previous !== undefined &&
        previous.accountState === accountState &&
        previous.networkState === entry.networkState &&
        previous.caipNetworks === entry.caipNetworks
      chains[namespace] = same ? previous : { ...entry, accountState }
      changed ||= !same
    }
    if (lastState && Object.keys(lastState.chains).length !== Object.keys(chains).length) changed = true
    return !changed && lastState ? lastState.chains : chains
  }

  let lastList: { readonly wallets: WalletsState; readonly recent: unknown; readonly list: ReadonlyArray<ConnectEntry> } | undefined
  const listOf = (wallets: WalletsState, recent: ConnectionState['recentWallets']): ReadonlyArray<ConnectEntry> => {
    if (lastList?.wallets !== wallets || lastList.recent !== recent)
      lastList = { wallets, recent, list: connectList(wallets, recent, options.features.connectorTypeOrder) }
    return lastList.list
  }

  let lastGrid: { readonly wallets: WalletsState; readonly grid: ReadonlyArray<GridEntry> } | undefined
  const gridOf = (wallets: WalletsState): ReadonlyArray<GridEntry> => {
    if (lastGrid?.wallets !== wallets) lastGrid = { wallets, grid: allWalletsGrid(wallets) }
    return lastGrid.grid
  }

  return (parts) => {
    if (lastState && lastParts && sameFields(lastParts, parts)) return lastState
    const hasInjected = Object.values(parts.connection.connectors)
      .flat()
      .some((x) => x.type === 'INJECTED' || x.type === 'ANNOUNCED')
    const state: ModalState = {
      modal: parts.modal,
      router: parts.router,
      snackbar: parts.snackbar,
      theme: parts.theme,
      activeNamespace: parts.chain.activeNamespace,
      activeCaipNetwork: parts.chain.activeCaipNetwork,
      activeCaipAddress: parts.chain.activeCaipAddress,
      activeNetworkUnsupported: parts.chain.activeNetworkUnsupported,
      networks: parts.chain.networks,
      chains: chainsOf(parts),
      connected: parts.connection.connected,
      connection: parts.connection,
      pairing: parts.pairing,
      wallets: parts.wallets,
      balance: parts.balance,
      identity: parts.identity,
      alerts: parts.alerts.active,
      siwx: parts.siwx,
      send: parts.send,
      swap: parts.swap,
      onramp: parts.onramp,
      pay: parts.pay,
      history: parts.history,
      nfts: parts.nfts,
      connectFlow: parts.connectFlow,
      names: parts.names,
      sessions: parts.sessions,
      emailLogin: parts.emailLogin,
      connectMethodsOrder: connectMethodsOrder(options.features, hasInjected),
      connectList: listOf(parts.wallets, parts.connection.recentWallets),
      allWalletsGrid: gridOf(parts.wallets),
      options,
      features: options.features,
    }
    lastParts = parts
    lastState = deepFreeze(state)
    return lastState
  }
}
