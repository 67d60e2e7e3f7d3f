import * as t from 'io-ts'
import type { AdapterFactory } from '../ports/adapterHost'
import { AccountType, CaipNetworkId, ChainNamespace, SocialOption, ThemeMode } from '../codec/primitives'
import { Network } from '../codec/network'
import { ImageUrl, WalletLinkUrl, WebLinkUrl } from '../codec/safe'
import { schemaMessages } from '../errors/messages'
import { ConsistentNetwork } from '../networks/defineNetwork'
import { themeVariableNames, type ThemeVariableName as ThemeVariableKey } from '../theme/themeVariables'

// ── Helpers

/**
 * A codec that picks one codec by the value's shape. io-ts unions put the branch index in the error
 * path ("x.0"); this keeps paths clean and names the expectation once ("Expected RpcUrl received 5").
 */
function byShape<A>(name: string, pick: (u: unknown) => t.Decoder<unknown, A> | undefined): t.Type<A, A, unknown> {
  return new t.Type<A, A, unknown>(
    name,
    (u): u is A => pick(u)?.decode(u)._tag === 'Right',
    (u, c) => {
      const codec = pick(u)
      return codec ? codec.validate(u, c) : t.failure(u, c)
    },
    t.identity,
  )
}

/**
 * A record whose every key must pass `domain`. io-ts's own `t.record` silently drops keys its domain
 * refuses, so a mistyped network id in `tokens` would vanish without a word.
 */
function strictRecord<K extends string, A>(
  domain: t.Decoder<unknown, K>,
  codomain: t.Type<A, unknown, unknown>,
  name: string,
): t.Type<Readonly<Record<K, A>>, unknown, unknown> {
  const values = /* @__PURE__ */ t.record(t.string, codomain)
  return new t.Type<Readonly<Record<K, A>>, unknown, unknown>(
    name,
    (u): u is Readonly<Record<K, A>> => values.is(u) && Object.keys(u).every((k) => domain.decode(k)._tag === 'Right'),
    (u, c) => {
      if (!t.UnknownRecord.is(u)) return t.failure(u, c)
      const badKeys = Object.keys(u).filter((k) => domain.decode(k)._tag === 'Left')
      if (badKeys.length > 0) {
        return t.failures(
          badKeys.map((k) => ({ value: k, context: [...c, { key: k, type: domain, actual: k }] })),
        )
      }
      // The keys were checked just above.
      return values.validate(u, c) as t.Validation<Readonly<Record<K, A>>>
    },
    t.identity,
  )
}

function urlWith(protocols: ReadonlyArray<string>, base?: string) {
  return (s: string): boolean => {
    try {
      return protocols.includes(new URL(s, base).protocol)
    } catch {
      return false
    }
  }
}

/** An absolute http(s) URL. */
export const HttpUrl = /* @__PURE__ */ t.refinement(t.string, urlWith(['http:', 'https:']), 'HttpUrl')
/** An absolute ws(s) URL (the WalletConnect relay). */
export const WsUrl = /* @__PURE__ */ t.refinement(t.string, urlWith(['ws:', 'wss:']), 'WsUrl')
/** A link shown to the user: http(s), absolute or relative; never javascript: or data:. */
export const LinkUrl = /* @__PURE__ */ t.refinement(t.string, urlWith(['http:', 'https:'], 'https://relative.invalid/'), 'LinkUrl')

// ── SPEC §1 options

export const Metadata = /* @__PURE__ */ t.partial(
  { name: t.string, description: t.string, url: t.string, icons: /* @__PURE__ */ t.array(t.string) },
  'Metadata',
)

/** SPEC §1 connector order entries. */
export const ConnectorTypeOrderEntry = /* @__PURE__ */ t.keyof(
  { walletConnect: null, recent: null, injected: null, featured: null, custom: null, external: null, recommended: null },
  'ConnectorTypeOrderEntry',
)
export type ConnectorTypeOrderEntry = t.TypeOf<typeof ConnectorTypeOrderEntry>

/** SPEC §1 wallet feature order entries. */
export const WalletFeature = /* @__PURE__ */ t.keyof({ onramp: null, swaps: null, receive: null, send: null }, 'WalletFeature')
export type WalletFeature = t.TypeOf<typeof WalletFeature>

/** SPEC §1 connect-method order entries. */
export const ConnectMethod = /* @__PURE__ */ t.keyof({ email: null, social: null, wallet: null }, 'ConnectMethod')
export type ConnectMethod = t.TypeOf<typeof ConnectMethod>

/** A list of socials, or `false` for none. */
export const Socials = byShape<ReadonlyArray<SocialOption> | false>('Socials', (u) =>
  u === false ? /* @__PURE__ */ t.literal(false) : Array.isArray(u) ? /* @__PURE__ */ t.readonlyArray(SocialOption) : undefined,
)

/** SPEC §1 feature flags; every one optional, defaults in defaults.ts. */
export const Features = /* @__PURE__ */ t.partial(
  {
    swaps: t.boolean,
    onramp: t.boolean,
    receive: t.boolean,
    send: t.boolean,
    email: t.boolean,
    emailShowWallets: t.boolean,
    socials: Socials,
    connectorTypeOrder: /* @__PURE__ */ t.readonlyArray(ConnectorTypeOrderEntry),
    history: t.boolean,
    analytics: t.boolean,
    allWallets: t.boolean,
    legalCheckbox: t.boolean,
    smartSessions: t.boolean,
    collapseWallets: t.boolean,
    walletFeaturesOrder: /* @__PURE__ */ t.readonlyArray(WalletFeature),
    connectMethodsOrder: /* @__PURE__ */ t.readonlyArray(ConnectMethod),
    pay: t.boolean,
    bitcoinSend: t.boolean,
  },
  'Features',
)
export type FeaturesInput = t.TypeOf<typeof Features>

/** An RPC endpoint: a URL string or `{ url }`. */
export const RpcUrl = byShape<string | { readonly url: string }>('RpcUrl', (u) =>
  typeof u === 'string' ? HttpUrl : typeof u === 'object' && u !== null ? /* @__PURE__ */ t.type({ url: HttpUrl }) : undefined,
)

/** CAIP-2 network id → RPC endpoints to use before the network's own. */
export const CustomRpcUrls = strictRecord(CaipNetworkId, /* @__PURE__ */ t.readonlyArray(RpcUrl), 'CustomRpcUrls')

/** CAIP-2 network id → a token to show for that network. */
export const Tokens = strictRecord(
  CaipNetworkId,
  /* @__PURE__ */ t.intersection([/* @__PURE__ */ t.type({ address: t.string }), /* @__PURE__ */ t.partial({ image: t.string })], 'Token'),
  'Tokens',
)

/** A wallet the integrator adds to the catalogue (SPEC §3 catalogue entry fields, snake_case as served). */
export const CustomWallet = /* @__PURE__ */ t.intersection(
  [
    /* @__PURE__ */ t.type({ id: t.string, name: t.string }),
    /* @__PURE__ */ t.partial({
      // Links an integrator copies from elsewhere are checked like the catalogue's: a bad one is dropped.
      homepage: WebLinkUrl,
      image_url: ImageUrl,
      image_id: t.string,
      mobile_link: WalletLinkUrl,
      desktop_link: WalletLinkUrl,
      webapp_link: WalletLinkUrl,
      app_store: WebLinkUrl,
      play_store: WebLinkUrl,
      rdns: t.string,
      chains: /* @__PURE__ */ t.readonlyArray(CaipNetworkId),
    }),
  ],
  'CustomWallet',
)
export type CustomWallet = t.TypeOf<typeof CustomWallet>

/** The theme variables the renderer reads (kernel/theme owns the list); a typo is refused, not dropped. */
const ThemeVariableName = /* @__PURE__ */ t.keyof(
  Object.fromEntries(themeVariableNames.map((name) => [name, null])) as Record<ThemeVariableKey, null>,
  'ThemeVariableName',
)
// undefined is allowed (and dropped) so `{ '--airlock-accent': maybeColour }` works.
const isThemeValue = (u: unknown): u is string | number | undefined =>
  u === undefined || typeof u === 'string' || (typeof u === 'number' && Number.isFinite(u))
const ThemeValue = new t.Type<string | number | undefined, string | number | undefined, unknown>(
  'string | number',
  isThemeValue,
  (u, c) => (isThemeValue(u) ? t.success(u) : t.failure(u, c)),
  t.identity,
)
export const ThemeVariablesOption = strictRecord(ThemeVariableName, ThemeValue, 'ThemeVariables')

/** Bitcoin wallets hold a payment address and an ordinals address. */
export const BitcoinAccountType = /* @__PURE__ */ t.keyof({ payment: null, ordinal: null }, 'BitcoinAccountType')
export type PreferredAccountType = AccountType | t.TypeOf<typeof BitcoinAccountType>

/** SPEC §4 preferred account type per namespace. */
export const DefaultAccountTypes = /* @__PURE__ */ t.partial(
  { eip155: AccountType, solana: AccountType, polkadot: AccountType, bip122: BitcoinAccountType, cosmos: AccountType },
  'DefaultAccountTypes',
)

/**
 * Sign-in configs are objects of functions owned by the siwx service; here we only check the shape
 * enough to tell "set" from "not set" and refuse a wrong type.
 */
export const SiwxConfig = /* @__PURE__ */ t.refinement(t.UnknownRecord, () => true, 'SiwxConfig')
export const SiweConfig = /* @__PURE__ */ t.refinement(t.UnknownRecord, () => true, 'SiweConfig')
export type SignInConfig = Readonly<Record<string, unknown>>

// ── DESIGN §10 options

/**
 * What options know of an adapter factory (kernel/ports/adapterHost.ts): the namespaces it serves, a
 * name, and the function the kernel starts it with.
 */
const AdapterFactoryCodec = /* @__PURE__ */ t.type(
  { namespaces: /* @__PURE__ */ t.readonlyArray(ChainNamespace), id: t.string, create: t.Function },
  'AdapterFactory',
)
export const Adapter = /* @__PURE__ */ new t.Type<AdapterFactory, AdapterFactory, unknown>(
  'AdapterFactory',
  (u): u is AdapterFactory => AdapterFactoryCodec.is(u),
  (u, c) => {
    // The factory itself, not a copy: its `create` is the integrator's.
    const checked = AdapterFactoryCodec.validate(u, c)
    return checked._tag === 'Right' ? t.success(u as AdapterFactory) : checked
  },
  t.identity,
)
export type AdapterLike = AdapterFactory

const NetworkList = /* @__PURE__ */ t.readonlyArray(ConsistentNetwork)

/** Required, at least one, no two with one CAIP-2 id. */
export const Networks = /* @__PURE__ */ new t.Type<ReadonlyArray<Network>, unknown, unknown>(
  'Networks',
  (u): u is ReadonlyArray<Network> => NetworkList.is(u) && u.length > 0 && firstDuplicate(u) === -1,
  (u, c) => {
    const decoded = NetworkList.validate(u, c)
    if (decoded._tag === 'Left') return decoded
    const networks = decoded.right
    // An empty list is a missing one: there is nothing to connect to.
    if (networks.length === 0) return t.failure(u, c, schemaMessages.required)
    const at = firstDuplicate(networks)
    if (at === -1) return decoded
    return t.failure(
      networks[at]?.caipNetworkId,
      [...c, { key: String(at), type: ConsistentNetwork, actual: networks[at] }, { key: 'caipNetworkId', type: CaipNetworkId }],
      schemaMessages.expected('unique caipNetworkId', 'duplicate'),
    )
  },
  t.identity,
)

function firstDuplicate(networks: ReadonlyArray<Network>): number {
  const seen = new Set<string>()
  return networks.findIndex((n) => (seen.has(n.caipNetworkId) ? true : (seen.add(n.caipNetworkId), false)))
}

/** The network to start on: a network object or its CAIP-2 id; it must be one of `networks`. */
export const DefaultNetwork = byShape<Network | CaipNetworkId>('Network or CaipNetworkId', (u) =>
  typeof u === 'string' ? CaipNetworkId : typeof u === 'object' && u !== null ? Network : undefined,
)

export const Endpoints = /* @__PURE__ */ t.partial(
  { apiUrl: HttpUrl, catalogueUrl: HttpUrl, relayUrl: WsUrl, frameUrl: HttpUrl },
  'Endpoints',
)
export interface Endpoints {
  /** The blockchain API of SPEC §7. */
  readonly apiUrl: string
  /** The wallet catalogue (getWallets, images). */
  readonly catalogueUrl: string
  /** The WalletConnect relay. */
  readonly relayUrl: string
  /** The secure frame page of the embedded wallet. */
  readonly frameUrl: string
}

/** Everything `createModal(options)` accepts (SPEC §1 names plus DESIGN §10). Unknown keys are ignored. */
export const OptionsCodec = /* @__PURE__ */ t.intersection(
  [
    /* @__PURE__ */ t.type({ networks: Networks }),
    /* @__PURE__ */ t.partial({
      projectId: t.string,
      metadata: Metadata,
      customRpcUrls: CustomRpcUrls,
      features: Features,
      tokens: Tokens,
      termsConditionsUrl: LinkUrl,
      privacyPolicyUrl: LinkUrl,
      customWallets: /* @__PURE__ */ t.readonlyArray(CustomWallet),
      includeWalletIds: /* @__PURE__ */ t.readonlyArray(t.string),
      excludeWalletIds: /* @__PURE__ */ t.readonlyArray(t.string),
      featuredWalletIds: /* @__PURE__ */ t.readonlyArray(t.string),
      allowUnsupportedChain: t.boolean,
      enableEIP6963: t.boolean,
      enableWalletConnect: t.boolean,
      enableNetworkSwitch: t.boolean,
      debug: t.boolean,
      themeMode: ThemeMode,
      themeVariables: ThemeVariablesOption,
      // Decoded on its own (resolveOptions): an unknown language falls back to English rather than refusing the options.
      locale: t.unknown,
      defaultAccountTypes: DefaultAccountTypes,
      siwx: SiwxConfig,
      siweConfig: SiweConfig,
      defaultNetwork: DefaultNetwork,
      adapters: /* @__PURE__ */ t.readonlyArray(Adapter),
      enableEmbedded: t.boolean,
      disableAppend: t.boolean,
      endpoints: Endpoints,
      swapNetworks: /* @__PURE__ */ t.readonlyArray(CaipNetworkId),
    }),
  ],
  'AirlockOptions',
)
/** The options as decoded, before defaults. */
export type AirlockOptionsInput = t.TypeOf<typeof OptionsCodec>
