import * as t from 'io-ts'

/** SPEC §3 namespaces. */
export const chainNamespaces = ['eip155', 'solana', 'polkadot', 'bip122', 'cosmos'] as const
export const ChainNamespace = /* @__PURE__ */ t.keyof(
  Object.fromEntries(chainNamespaces.map((ns) => [ns, null])) as Record<(typeof chainNamespaces)[number], null>,
  'ChainNamespace',
)
export type ChainNamespace = t.TypeOf<typeof ChainNamespace>

/** One optional value per namespace (account state, connection status, stored ids...). */
export type PerNamespace<V> = { readonly [N in ChainNamespace]?: V }

const isNamespace = (value: string): value is ChainNamespace =>
  (chainNamespaces as ReadonlyArray<string>).includes(value)

export interface CaipNetworkIdBrand {
  readonly CaipNetworkId: unique symbol
}
/** SPEC §5: CAIP-2 network id, exactly 2 colon-separated non-empty parts (namespace:reference). */
export const CaipNetworkId = /* @__PURE__ */ t.brand(
  t.string,
  (s): s is t.Branded<string, CaipNetworkIdBrand> => {
    const parts = s.split(':')
    return parts.length === 2 && parts.every((p) => p.length > 0)
  },
  'CaipNetworkId',
)
export type CaipNetworkId = t.TypeOf<typeof CaipNetworkId>

export interface CaipAddressBrand {
  readonly CaipAddress: unique symbol
}
/** SPEC §5: CAIP-10, exactly 3 colon-separated non-empty parts with a known namespace. */
export const CaipAddress = /* @__PURE__ */ t.brand(
  t.string,
  (s): s is t.Branded<string, CaipAddressBrand> => {
    const parts = s.split(':')
    return parts.length === 3 && parts.every((p) => p.length > 0) && isNamespace(parts[0] ?? '')
  },
  'CaipAddress',
)
export type CaipAddress = t.TypeOf<typeof CaipAddress>

export const AccountType = /* @__PURE__ */ t.keyof({ eoa: null, smartAccount: null }, 'AccountType')
export type AccountType = t.TypeOf<typeof AccountType>

export const ThemeMode = /* @__PURE__ */ t.keyof({ light: null, dark: null }, 'ThemeMode')
export type ThemeMode = t.TypeOf<typeof ThemeMode>

/** SPEC §5 social providers; farcaster is a social for ordering and defaults (DESIGN §10). */
export const SocialProvider = /* @__PURE__ */ t.keyof(
  { google: null, github: null, apple: null, facebook: null, x: null, discord: null },
  'SocialProvider',
)
export type SocialProvider = t.TypeOf<typeof SocialProvider>
export const SocialOption = /* @__PURE__ */ t.union([SocialProvider, /* @__PURE__ */ t.literal('farcaster')], 'SocialOption')
export type SocialOption = t.TypeOf<typeof SocialOption>

export interface EmailBrand {
  readonly Email: unique symbol
}
// Deliberately simple: one @, a dot in the domain, no spaces. Servers do the real check.
const emailPattern = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/
export const Email = /* @__PURE__ */ t.brand(t.string, (s): s is t.Branded<string, EmailBrand> => emailPattern.test(s), 'Email')
export type Email = t.TypeOf<typeof Email>

/** Split a CAIP address into its parts; the caller has decoded it already. */
export function parseCaipAddress(caip: CaipAddress): {
  namespace: ChainNamespace
  chainId: string
  address: string
} {
  const [namespace, chainId, address] = caip.split(':') as [ChainNamespace, string, string]
  return { namespace, chainId, address }
}

export function parseCaipNetworkId(id: CaipNetworkId): { namespace: string; reference: string } {
  const [namespace, reference] = id.split(':') as [string, string]
  return { namespace, reference }
}
