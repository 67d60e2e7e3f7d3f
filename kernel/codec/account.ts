import * as t from 'io-ts'
import { FiniteNumber } from './safe'
import { nullable, withOptional } from './combinators'
import { AccountType, CaipAddress, ChainNamespace, SocialProvider } from './primitives'
import { TokenBalance } from './token'

/**
 * Account kinds across namespaces: eoa and smartAccount (SPEC §3), and the bitcoin purposes
 * (SPEC §4: bip122 defaults to payment; wallets also report ordinal and stx accounts).
 */
export const NamespaceAccountType = /* @__PURE__ */ t.keyof(
  { eoa: null, smartAccount: null, payment: null, ordinal: null, stx: null },
  'NamespaceAccountType',
)
export type NamespaceAccountType = t.TypeOf<typeof NamespaceAccountType>

/** SPEC §3 account record. */
export const AccountRecord = /* @__PURE__ */ withOptional(
  { namespace: ChainNamespace, address: t.string, type: NamespaceAccountType },
  { publicKey: t.string, path: t.string },
  'AccountRecord',
)
export type AccountRecord = t.TypeOf<typeof AccountRecord>

/**
 * SPEC §3 embedded wallet user, as the frame's get-user answer carries it. The email here is the
 * server's record, not a payload: only presence and type are checked.
 */
export const EmbeddedWalletUser = /* @__PURE__ */ withOptional(
  {
    address: t.string,
    chainId: /* @__PURE__ */ t.union([t.string, FiniteNumber]),
    accounts: /* @__PURE__ */ t.array(/* @__PURE__ */ t.type({ address: t.string, type: AccountType }, 'EmbeddedAccount')),
    preferredAccountType: NamespaceAccountType,
  },
  { email: /* @__PURE__ */ nullable(t.string), userName: /* @__PURE__ */ nullable(t.string), smartAccountDeployed: t.boolean },
  'EmbeddedWalletUser',
)
export type EmbeddedWalletUser = t.TypeOf<typeof EmbeddedWalletUser>

/** SPEC §4 connection status per namespace. */
export const AccountStatus = /* @__PURE__ */ t.keyof({ disconnected: null, connecting: null, connected: null }, 'AccountStatus')
export type AccountStatus = t.TypeOf<typeof AccountStatus>

/** Preferred account type per namespace (SPEC §3 account state, §4 resolution). */
export const PreferredAccountTypes = /* @__PURE__ */ t.partial(
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

export const ConnectedWalletInfo = /* @__PURE__ */ t.partial({ name: t.string, icon: t.string, type: t.string }, 'ConnectedWalletInfo')
export type ConnectedWalletInfo = t.TypeOf<typeof ConnectedWalletInfo>

/**
 * SPEC §3 account state per namespace. Every field is optional: a namespace starts empty.
 * `socialWindow` is a live window handle, never serialised, so it is not checked.
 */
export const AccountState = /* @__PURE__ */ t.partial(
  {
    caipAddress: CaipAddress,
    address: t.string,
    status: AccountStatus,
    balance: t.string,
    balanceSymbol: t.string,
    profileName: /* @__PURE__ */ nullable(t.string),
    profileImage: /* @__PURE__ */ nullable(t.string),
    user: /* @__PURE__ */ t.partial({ email: /* @__PURE__ */ nullable(t.string), username: /* @__PURE__ */ nullable(t.string) }, 'AccountUser'),
    addressExplorerUrl: t.string,
    smartAccountDeployed: t.boolean,
    currentTab: FiniteNumber,
    tokenBalance: /* @__PURE__ */ t.array(TokenBalance),
    allAccounts: /* @__PURE__ */ t.array(AccountRecord),
    addressLabels: /* @__PURE__ */ t.record(t.string, t.string),
    connectedWalletInfo: ConnectedWalletInfo,
    preferredAccountTypes: PreferredAccountTypes,
    socialProvider: SocialProvider,
    socialWindow: t.unknown,
    farcasterUrl: t.string,
  },
  'AccountState',
)
export type AccountState = t.TypeOf<typeof AccountState>
