import * as t from 'io-ts'
import { nullable, withOptional } from './combinators'
import { AccountType, CaipAddress, ChainNamespace, SocialProvider } from './primitives'
import { TokenBalance } from './token'

/**
 * Account kinds across namespaces: eoa and smartAccount (SPEC §3), and the bitcoin purposes
 * (SPEC §4: bip122 defaults to payment; wallets also report ordinal and stx accounts).
 */
export const NamespaceAccountType = t.keyof(
  { eoa: null, smartAccount: null, payment: null, ordinal: null, stx: null },
  'NamespaceAccountType',
)
export type NamespaceAccountType = t.TypeOf<typeof NamespaceAccountType>

/** SPEC §3 account record. */
export const AccountRecord = withOptional(
  { namespace: ChainNamespace, address: t.string, type: NamespaceAccountType },
  { publicKey: t.string, path: t.string },
  'AccountRecord',
)
export type AccountRecord = t.TypeOf<typeof AccountRecord>

/**
 * SPEC §3 embedded wallet user, as the frame's get-user answer carries it. The email here is the
 * server's record, not a payload: only presence and type are checked.
 */
export const EmbeddedWalletUser = withOptional(
  {
    address: t.string,
    chainId: t.union([t.string, t.number]),
    accounts: t.array(t.type({ address: t.string, type: AccountType }, 'EmbeddedAccount')),
    preferredAccountType: NamespaceAccountType,
  },
  { email: nullable(t.string), userName: nullable(t.string), smartAccountDeployed: t.boolean },
  'EmbeddedWalletUser',
)
export type EmbeddedWalletUser = t.TypeOf<typeof EmbeddedWalletUser>

/** SPEC §4 connection status per namespace. */
export const AccountStatus = t.keyof({ disconnected: null, connecting: null, connected: null }, 'AccountStatus')
export type AccountStatus = t.TypeOf<typeof AccountStatus>

/** Preferred account type per namespace (SPEC §3 account state, §4 resolution). */
export const PreferredAccountTypes = t.partial(
  {
    eip155: NamespaceAccountType,
    solana: NamespaceAccountType,
    polkadot: NamespaceAccountType,
    bip122: NamespaceAccountType,
    cosmos: NamespaceAccountType,
  },
  'PreferredAccountTypes',
)
export type PreferredAccountTypes = t.TypeOf<typeof PreferredAccountTypes>

export const ConnectedWalletInfo = t.partial({ name: t.string, icon: t.string, type: t.string }, 'ConnectedWalletInfo')
export type ConnectedWalletInfo = t.TypeOf<typeof ConnectedWalletInfo>

/**
 * SPEC §3 account state per namespace. Every field is optional: a namespace starts empty.
 * `socialWindow` is a live window handle, never serialised, so it is not checked.
 */
export const AccountState = t.partial(
  {
    caipAddress: CaipAddress,
    address: t.string,
    status: AccountStatus,
    balance: t.string,
    balanceSymbol: t.string,
    profileName: nullable(t.string),
    profileImage: nullable(t.string),
    user: t.partial({ email: nullable(t.string), username: nullable(t.string) }, 'AccountUser'),
    addressExplorerUrl: t.string,
    smartAccountDeployed: t.boolean,
    currentTab: t.number,
    tokenBalance: t.array(TokenBalance),
    allAccounts: t.array(AccountRecord),
    addressLabels: t.record(t.string, t.string),
    connectedWalletInfo: ConnectedWalletInfo,
    preferredAccountTypes: PreferredAccountTypes,
    socialProvider: SocialProvider,
    socialWindow: t.unknown,
    farcasterUrl: t.string,
  },
  'AccountState',
)
export type AccountState = t.TypeOf<typeof AccountState>
