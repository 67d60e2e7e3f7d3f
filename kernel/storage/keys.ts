import * as t from 'io-ts'
import { boundedList } from '../codec/combinators'
import { CaipNetworkId, ChainNamespace, Email, SocialProvider } from '../codec/primitives'
import { FiniteNumber } from '../codec/safe'
import { DeepLink, MAX_RECENT_WALLETS, RecentWallet } from '../codec/wallet'

/** A cache entry: the time it was written (scheduler.now(), ms) and the value, decoded again on use. */
export const CacheEntry = /* @__PURE__ */ t.type({ timestamp: FiniteNumber, value: t.unknown }, 'CacheEntry')
export type CacheEntry = t.TypeOf<typeof CacheEntry>
/** Entries keyed by address (or address+chain); the name cache is timestamped per address (SPEC §3). */
export const CacheTable = /* @__PURE__ */ t.record(t.string, CacheEntry, 'CacheTable')

/** Bounds of stored lists the SPEC leaves open: far above real use, far below what would slow a start. */
const MAX_STORED_NETWORKS = 1000
const MAX_STORED_SESSIONS = 100

const perNamespace = <C extends t.Mixed>(codec: C, name: string) =>
  /* @__PURE__ */ t.partial(
    {
      eip155: codec,
      solana: codec,
      polkadot: codec,
      bip122: codec,
      cosmos: codec,
    },
    name,
  )

/**
 * SPEC §3 "Local storage keeps": every stored key with the codec its value must pass on read.
 * Values are JSON. A value that fails its codec is dropped and logged, and the default is used.
 */
export const storageKeys = {
  email: { key: '@airlock/email', codec: Email },
  lastUsedChain: { key: '@airlock/last-used-chain', codec: ChainNamespace },
  socialUsername: { key: '@airlock/social-username', codec: t.string },
  emailLoginUsed: { key: '@airlock/email-login-used', codec: t.boolean },
  lastEmailLoginTime: { key: '@airlock/last-email-login-time', codec: FiniteNumber },
  smartAccountEnabledNetworks: { key: '@airlock/smart-account-enabled-networks', codec: /* @__PURE__ */ boundedList(FiniteNumber, MAX_STORED_NETWORKS, 'SmartAccountNetworks', (id) => id) },
  // SPEC §5/§9: at most 2 recent wallets, no duplicates by id, however many the stored list holds.
  recentWallets: {
    key: '@airlock/recent-wallets',
    codec: /* @__PURE__ */ boundedList(RecentWallet, MAX_RECENT_WALLETS, 'RecentWallets', (wallet) => wallet.id),
  },
  activeCaipNetworkId: { key: '@airlock/active-caip-network-id', codec: CaipNetworkId },
  connectionStatus: {
    key: '@airlock/connection-status',
    codec: /* @__PURE__ */ t.keyof({ connected: null, disconnected: null }, 'StoredConnectionStatus'),
  },
  connectedConnectorIds: { key: '@airlock/connected-connector-ids', codec: perNamespace(t.string, 'ConnectorIds') },
  connectedSocialProvider: { key: '@airlock/connected-social-provider', codec: SocialProvider },
  siwxSessions: { key: '@airlock/siwx-sessions', codec: /* @__PURE__ */ boundedList(t.unknown, MAX_STORED_SESSIONS, 'SiwxSessions') },
  balanceCache: { key: '@airlock/cache/balance', codec: CacheTable },
  portfolioCache: { key: '@airlock/cache/portfolio', codec: CacheTable },
  nameCache: { key: '@airlock/cache/name', codec: CacheTable },
  identityCache: { key: '@airlock/cache/identity', codec: CacheTable },
  preferredAccountTypes: {
    key: '@airlock/preferred-account-types',
    codec: perNamespace(t.string, 'PreferredAccountTypes'),
  },
  deepLink: { key: '@airlock/deep-link', codec: DeepLink },
} as const

export type StorageKeyName = keyof typeof storageKeys
export type StoredValue<K extends StorageKeyName> = t.TypeOf<(typeof storageKeys)[K]['codec']>
