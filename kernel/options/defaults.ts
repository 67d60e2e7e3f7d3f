import type { ChainNamespace, SocialOption, ThemeMode } from '../codec/primitives'
import type { ConnectMethod, ConnectorTypeOrderEntry, Endpoints, PreferredAccountType, WalletFeature } from './codecs'

/** SPEC §1: "Default theme mode is dark." */
export const defaultThemeMode: ThemeMode = 'dark'

/** SPEC §1 default socials, in order. */
export const defaultSocials: ReadonlyArray<SocialOption> = Object.freeze([
  'google',
  'x',
  'discord',
  'farcaster',
  'github',
  'apple',
  'facebook',
] as const)

/** SPEC §1 default connector order. */
export const defaultConnectorTypeOrder: ReadonlyArray<ConnectorTypeOrderEntry> = Object.freeze([
  'walletConnect',
  'recent',
  'injected',
  'featured',
  'custom',
  'external',
  'recommended',
] as const)

/** SPEC §1 default wallet feature order. */
export const defaultWalletFeaturesOrder: ReadonlyArray<WalletFeature> = Object.freeze([
  'onramp',
  'swaps',
  'receive',
  'send',
] as const)

/** SPEC §1 default connect-method order ... */
export const defaultConnectMethodsOrder: ReadonlyArray<ConnectMethod> = Object.freeze([
  'email',
  'social',
  'wallet',
] as const)
/** ... and the order when an injected wallet is found. */
export const injectedConnectMethodsOrder: ReadonlyArray<ConnectMethod> = Object.freeze([
  'wallet',
  'email',
  'social',
] as const)

/** SPEC §1 feature switches: on by default ... */
export const defaultFeatureSwitches = Object.freeze({
  swaps: true,
  onramp: true,
  receive: true,
  send: true,
  email: true,
  emailShowWallets: true,
  history: true,
  analytics: true,
  allWallets: true,
  // ... and off by default.
  legalCheckbox: false,
  smartSessions: false,
  collapseWallets: false,
  pay: false,
  // Bitcoin transfers from the Account view: beyond the SPEC's send rows (eip155, solana), so opt-in.
  bitcoinSend: false,
} as const)
export type FeatureSwitch = keyof typeof defaultFeatureSwitches

/** SPEC §4 preferred account type defaults; `defaultAccountTypes` overrides them per namespace. */
export const specDefaultAccountTypes: Readonly<Partial<Record<ChainNamespace, PreferredAccountType>>> = Object.freeze({
  eip155: 'smartAccount',
  bip122: 'payment',
  polkadot: 'eoa',
  solana: 'eoa',
})

/**
 * Production endpoints (DESIGN §10: every endpoint is an option; the demo and devnet point them at
 * 127.0.0.1). `relayUrl` is the WalletConnect relay, `frameUrl` the secure frame page's origin.
 */
export const defaultEndpoints: Endpoints = Object.freeze({
  apiUrl: 'https://api.airlock.dev',
  catalogueUrl: 'https://catalogue.airlock.dev',
  relayUrl: 'wss://relay.airlock.dev',
  frameUrl: 'https://secure.airlock.dev',
})
