import type { CaipAddress, CaipNetworkId, ChainNamespace, PerNamespace, SocialProvider } from '../codec/primitives'
import type { AccountRecord, AccountStatus, ConnectedWalletInfo, NamespaceAccountType } from '../codec/account'
import type { Network } from '../codec/network'
import type { TokenBalance } from '../codec/token'

/** SPEC §4 connection status of one namespace (owned by the connection service). */
export type { AccountStatus, ConnectedWalletInfo }

export type { PerNamespace }

/** What the embedded wallet tells about its user (SPEC §3), as far as the account area shows it. */
export interface AccountUser {
  readonly email?: string | null
  readonly username?: string
}

/** SPEC §3 account state, per namespace. Every key is always present so snapshots compare simply. */
export interface AccountState {
  readonly caipAddress: CaipAddress | undefined
  readonly address: string | undefined
  readonly status: AccountStatus
  readonly balance: string | undefined
  readonly balanceSymbol: string | undefined
  readonly profileName: string | undefined
  readonly profileImage: string | undefined
  readonly user: AccountUser | undefined
  readonly addressExplorerUrl: string | undefined
  readonly smartAccountDeployed: boolean | undefined
  readonly currentTab: number
  readonly tokenBalance: ReadonlyArray<TokenBalance>
  readonly allAccounts: ReadonlyArray<AccountRecord>
  readonly addressLabels: Readonly<Record<string, string>>
  readonly connectedWalletInfo: ConnectedWalletInfo | undefined
  /** The resolved type for this namespace sits under its own key (SPEC §4 resolution). */
  readonly preferredAccountTypes: PerNamespace<NamespaceAccountType>
  readonly socialProvider: SocialProvider | undefined
  /** A popup handle the renderer owns; the kernel only carries it. */
  readonly socialWindow: unknown
  readonly farcasterUrl: string | undefined
}

/** SPEC §3 network state, per namespace. */
export interface NetworkState {
  /** The namespace's current network: a configured one, or an unsupported-network placeholder. */
  readonly caipNetwork: Network | undefined
  readonly supportsAllNetworks: boolean
  readonly smartAccountEnabledNetworks: ReadonlyArray<number>
  /** Networks the wallet approved (a WalletConnect session); undefined when the wallet does not say. */
  readonly approvedCaipNetworkIds: ReadonlyArray<CaipNetworkId> | undefined
  readonly requestedCaipNetworks: ReadonlyArray<Network>
}

/**
 * The account fields other services own: the connection status (connection), the balances (balance)
 * and the profile (identity). The chain service never holds them; the snapshot fills them in from
 * their owners, so no copy can lag behind its source.
 */
export type DerivedAccountKey = 'status' | 'balance' | 'balanceSymbol' | 'profileName' | 'profileImage' | 'tokenBalance'

/** The account state as the chain service keeps it. */
export type ChainAccountState = Omit<AccountState, DerivedAccountKey>

/** SPEC §3 chain entry, with the account state of whoever reads it. */
export interface ChainEntryOf<A> {
  readonly namespace: ChainNamespace
  readonly caipNetworks: ReadonlyArray<Network>
  readonly networkState: NetworkState
  readonly accountState: A
}

/** SPEC §3 chain entry as the snapshot shows it. */
export type ChainEntry = ChainEntryOf<AccountState>

/** A chain entry as the chain service keeps it. */
export type ChainServiceEntry = ChainEntryOf<ChainAccountState>

export interface ChainState {
  /** The configured networks (options.networks, then addNetwork/removeNetwork). */
  readonly networks: ReadonlyArray<Network>
  readonly chains: PerNamespace<ChainServiceEntry>
  readonly activeNamespace: ChainNamespace
  readonly activeCaipNetwork: Network
  readonly activeCaipAddress: CaipAddress | undefined
  /** The active network is not one of the configured networks (a chain-change to an unknown chain). */
  readonly activeNetworkUnsupported: boolean
  /** Account types chosen by the wallet or the user, persisted (storage preferredAccountTypes). */
  readonly preferredAccountTypes: PerNamespace<NamespaceAccountType>
}
