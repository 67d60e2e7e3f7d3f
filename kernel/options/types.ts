import type { CaipNetworkId, ChainNamespace, SocialOption, ThemeMode } from '../codec/primitives'
import type { Network } from '../codec/network'
import type {
  AdapterLike,
  ConnectMethod,
  ConnectorTypeOrderEntry,
  CustomWallet,
  Endpoints,
  PreferredAccountType,
  SignInConfig,
  WalletFeature,
} from './codecs'
import type { FeatureSwitch } from './defaults'
import type { ThemeVariables } from '../theme/themeVariables'
import type { Locale } from './locale'

type CaipId = `${ChainNamespace}:${string}`

/** SPEC §1 feature flags as an integrator writes them. */
export type FeaturesOptions = { readonly [K in FeatureSwitch]?: boolean } & {
  readonly socials?: ReadonlyArray<SocialOption> | false
  readonly connectorTypeOrder?: ReadonlyArray<ConnectorTypeOrderEntry>
  readonly walletFeaturesOrder?: ReadonlyArray<WalletFeature>
  readonly connectMethodsOrder?: ReadonlyArray<ConnectMethod>
}

/**
 * What `createModal(options)` accepts: SPEC §1 names plus DESIGN §10's. Everything is decoded at run
 * time too (JavaScript callers), so this type is a convenience, not the check.
 */
export interface AirlockOptions {
  readonly networks: ReadonlyArray<Network>
  readonly projectId?: string
  readonly metadata?: {
    readonly name?: string
    readonly description?: string
    readonly url?: string
    readonly icons?: ReadonlyArray<string>
  }
  readonly customRpcUrls?: Readonly<Record<CaipId, ReadonlyArray<string | { readonly url: string }>>>
  readonly features?: FeaturesOptions
  readonly tokens?: Readonly<Record<CaipId, { readonly address: string; readonly image?: string }>>
  readonly termsConditionsUrl?: string
  readonly privacyPolicyUrl?: string
  readonly customWallets?: ReadonlyArray<CustomWallet>
  readonly includeWalletIds?: ReadonlyArray<string>
  readonly excludeWalletIds?: ReadonlyArray<string>
  readonly featuredWalletIds?: ReadonlyArray<string>
  readonly allowUnsupportedChain?: boolean
  readonly enableEIP6963?: boolean
  readonly enableWalletConnect?: boolean
  readonly enableNetworkSwitch?: boolean
  readonly debug?: boolean
  readonly themeMode?: ThemeMode
  readonly themeVariables?: ThemeVariables
  /** The language of the modal's text and of its numbers and times; English when absent. */
  readonly locale?: Locale
  readonly defaultAccountTypes?: { readonly [N in ChainNamespace]?: PreferredAccountType }
  /** Set at most one of siwx and siweConfig (SPEC §1). */
  readonly siwx?: object
  readonly siweConfig?: object
  /** A network of `networks`, or its CAIP-2 id; defaults to the first network. */
  readonly defaultNetwork?: Network | CaipId
  readonly adapters?: ReadonlyArray<AdapterLike>
  /** Embedded mode: the modal renders in place and never appends itself to the body. */
  readonly enableEmbedded?: boolean
  readonly disableAppend?: boolean
  readonly endpoints?: Partial<Endpoints>
  /** eip155 networks (CAIP-2) that swap besides SPEC §9's list, e.g. a local chain with its own pools. */
  readonly swapNetworks?: ReadonlyArray<CaipId | CaipNetworkId>
}

/** SPEC §1 feature flags after defaults. */
export interface ResolvedFeatures {
  readonly swaps: boolean
  readonly onramp: boolean
  readonly receive: boolean
  readonly send: boolean
  readonly email: boolean
  readonly emailShowWallets: boolean
  readonly history: boolean
  readonly analytics: boolean
  readonly allWallets: boolean
  readonly legalCheckbox: boolean
  readonly smartSessions: boolean
  readonly collapseWallets: boolean
  readonly pay: boolean
  /** Bitcoin transfers from the Account view (off by default: beyond the SPEC's send rows). */
  readonly bitcoinSend: boolean
  /** After SPEC §5 Telegram filtering for the platform; [] when the integrator set `false`. */
  readonly socials: ReadonlyArray<SocialOption>
  readonly connectorTypeOrder: ReadonlyArray<ConnectorTypeOrderEntry>
  readonly walletFeaturesOrder: ReadonlyArray<WalletFeature>
  /**
   * The integrator's order, or undefined: the default depends on whether an injected wallet is
   * found, which options cannot know. Read it through `connectMethodsOrder(features, hasInjected)`.
   */
  readonly connectMethodsOrder: ReadonlyArray<ConnectMethod> | undefined
}

/** Every option after decoding and defaults; what the kernel's services read. */
export interface ResolvedOptions {
  /** '' when not configured (the PROJECT_ID_NOT_CONFIGURED alert is raised then). */
  readonly projectId: string
  readonly metadata: {
    readonly name: string
    readonly description: string
    readonly url: string
    readonly icons: ReadonlyArray<string>
  }
  readonly networks: ReadonlyArray<Network>
  /** One of `networks`: the one asked for, else the first. */
  readonly defaultNetwork: Network
  readonly adapters: ReadonlyArray<AdapterLike>
  /** Normalised to `{ url }` entries. */
  readonly customRpcUrls: Readonly<Record<CaipNetworkId, ReadonlyArray<{ readonly url: string }>>>
  readonly features: ResolvedFeatures
  readonly tokens: Readonly<Record<CaipNetworkId, { readonly address: string; readonly image?: string }>>
  readonly termsConditionsUrl: string | undefined
  readonly privacyPolicyUrl: string | undefined
  readonly customWallets: ReadonlyArray<CustomWallet>
  readonly includeWalletIds: ReadonlyArray<string>
  readonly excludeWalletIds: ReadonlyArray<string>
  readonly featuredWalletIds: ReadonlyArray<string>
  readonly allowUnsupportedChain: boolean
  readonly enableEIP6963: boolean
  readonly enableWalletConnect: boolean
  readonly enableNetworkSwitch: boolean
  readonly debug: boolean
  readonly themeMode: ThemeMode
  readonly themeVariables: ThemeVariables
  readonly locale: Locale
  /** SPEC §4 defaults with the integrator's `defaultAccountTypes` on top. */
  readonly defaultAccountTypes: { readonly [N in ChainNamespace]?: PreferredAccountType }
  readonly siwx: SignInConfig | undefined
  readonly siweConfig: SignInConfig | undefined
  readonly enableEmbedded: boolean
  readonly disableAppend: boolean
  readonly endpoints: Endpoints
  readonly swapNetworks: ReadonlyArray<CaipNetworkId>
}
