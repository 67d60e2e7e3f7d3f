import * as t from 'io-ts'
import { nullable, withOptional } from './combinators'

/** SPEC §3 Recent wallet. */
export const RecentWallet = /* @__PURE__ */ t.type({ id: t.string, name: t.string }, 'RecentWallet')
export type RecentWallet = t.TypeOf<typeof RecentWallet>

/** SPEC §3 Deep-link record. */
export const DeepLink = /* @__PURE__ */ t.type({ href: t.string, name: t.string }, 'DeepLink')
export type DeepLink = t.TypeOf<typeof DeepLink>

const optionalLink = /* @__PURE__ */ nullable(t.string)

/**
 * SPEC §3 wallet catalogue entry. Real catalogues send null for links and rdns a wallet lacks, so those
 * are nullable as well as optional; `chains` are CAIP-2 ids kept as strings (one odd id must not sink
 * a page of wallets).
 */
export const WalletCatalogueEntry = /* @__PURE__ */ withOptional(
  { id: t.string, name: t.string },
  {
    image_id: optionalLink,
    rdns: optionalLink,
    mobile_link: optionalLink,
    desktop_link: optionalLink,
    webapp_link: optionalLink,
    chains: /* @__PURE__ */ nullable(/* @__PURE__ */ t.array(t.string)),
  },
  'WalletCatalogueEntry',
)
export type WalletCatalogueEntry = t.TypeOf<typeof WalletCatalogueEntry>
