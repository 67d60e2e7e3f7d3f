import type { CaipNetworkId, ChainNamespace, PerNamespace } from '../codec/primitives'
import type { AccountRecord, AccountStatus, NamespaceAccountType } from '../codec/account'
import type { Connector } from '../codec/connector'
import type { DeepLink, RecentWallet } from '../codec/wallet'
import type { AirlockError } from '../errors/AirlockError'
import type { TrackEventName } from '../errors/messages'
import type { ChainId } from '../ports/adapter'
import type { Network } from '../codec/network'

/** SPEC §4 connection status of one namespace. */
export type ConnectionStatus = AccountStatus

export type { PerNamespace }

export interface ConnectionState {
  readonly status: PerNamespace<ConnectionStatus>
  /** The active connector of each connected namespace. */
  readonly connectorIds: PerNamespace<string>
  /** SPEC §4: true if any namespace has an active connector id. */
  readonly connected: boolean
  /** The adapters' connectors (decoded, without providers), to know a connector's type. */
  readonly connectors: PerNamespace<ReadonlyArray<Connector>>
  /** Which adapter serves each connector (`namespace:connectorId` → its index in options.adapters): calls are routed by it. */
  readonly owners: Readonly<Record<string, number>>
  /** The deep link of the connect attempt in progress (WalletConnect on mobile). */
  readonly linking: DeepLink | undefined
  /** The catalogue wallet of the connect attempt in progress. */
  readonly recentWallet: RecentWallet | undefined
  /** SPEC §5: at most 2, no duplicates by id, newest first (DESIGN §10). */
  readonly recentWallets: ReadonlyArray<RecentWallet>
}

export interface ConnectRequest {
  readonly connectorId: string
  readonly namespace: ChainNamespace
  /** The network to connect on; the namespace's current network when absent. */
  readonly chainId?: ChainId
  /** The catalogue wallet chosen (stored as a recent wallet on success); else state.recentWallet. */
  readonly wallet?: RecentWallet
  /** The deep link used to reach the wallet (stored on success); else state.linking. */
  readonly linking?: DeepLink
}

/** What the connection service needs from the chain service (its commands match these). */
export interface ChainLink {
  chainIdOf(namespace: ChainNamespace): ChainId | undefined
  setAccount(
    namespace: ChainNamespace,
    params: {
      readonly address: string
      readonly chainId: ChainId
      readonly accounts?: ReadonlyArray<AccountRecord>
      readonly preferredAccountType?: NamespaceAccountType
      readonly approvedCaipNetworkIds?: ReadonlyArray<CaipNetworkId> | null
      readonly activate?: boolean
    },
  ): void
  setAddress(namespace: ChainNamespace, address: string): void
  setAllAccounts(namespace: ChainNamespace, accounts: ReadonlyArray<AccountRecord>): void
  handleChainChanged(namespace: ChainNamespace, chainId: ChainId): void
  /** SPEC §3 approvedCaipNetworkIds: the wallet now takes only these networks (a session update). */
  setApprovedNetworks(namespace: ChainNamespace, ids: ReadonlyArray<CaipNetworkId>): void
  resetAccount(namespace: ChainNamespace): void
  resetNetwork(namespace: ChainNamespace): void
  /** The wallet's answer to the chain service's walletSwitch request. */
  settleWalletSwitch(network: Network, error?: AirlockError): void
}

/** A tracked event for modal.events$ (SPEC §8 track events). */
export interface TrackEvent {
  readonly type: 'track'
  readonly event: TrackEventName
  /** The account the event is about (SPEC §7 /e props). */
  readonly address?: string
  /** The failure, which makes it an error report (SPEC §7 type, errorType, errorMessage, stackTrace). */
  readonly error?: unknown
  readonly properties?: Readonly<Record<string, unknown>>
}

/** The outcome of a connect or disconnect, for callers that wait on it (e.g. a Promise API). */
export type ConnectionResultEvent =
  | {
      readonly op: 'connect'
      readonly namespace: ChainNamespace
      readonly connectorId: string
      readonly error?: AirlockError
    }
  | { readonly op: 'disconnect'; readonly namespaces: ReadonlyArray<ChainNamespace>; readonly error?: AirlockError }

export type ConnectionOutput =
  | { readonly type: 'track'; readonly event: TrackEvent }
  /** A message for the error snackbar (SPEC §8 'Failed to disconnect'). */
  | { readonly type: 'snackbarError'; readonly message: string }
  | { readonly type: 'sendFormReset' }
  /** SPEC §4 reset connection: the pairing URI and expiry are cleared. */
  | { readonly type: 'walletConnectReset' }
  | { readonly type: 'transactionsClear' }
  | { readonly type: 'result'; readonly result: ConnectionResultEvent }
