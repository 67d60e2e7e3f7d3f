import * as t from 'io-ts'
import { WalletLinkUrl } from './safe'
import { nullable, withOptional } from './combinators'

/** SPEC §9: recent wallets kept. */
export const MAX_RECENT_WALLETS = 2

/** SPEC §3 Recent wallet. */
export const RecentWallet = /* @__PURE__ */ t.type({ id: t.string, name: t.string }, 'RecentWallet')
export type RecentWallet = t.TypeOf<typeof RecentWallet>

/** SPEC §3 Deep-link record. */
export const DeepLink = /* @__PURE__ */ t.type({ href: WalletLinkUrl, name: t.string }, 'DeepLink')
export type DeepLink = t.TypeOf<typeof DeepLink>

const optionalText = /* @__PURE__ */ nullable(t.string)
/** A link a bad value of which reads '' (dropped), never the whole entry. */
const optionalLink = /* @__PURE__ */ nullable(WalletLinkUrl)

/**
 * SPEC §3 wallet catalogue entry. Real catalogues send null for links and rdns a wallet lacks, so those
 * are nullable as well as optional; `chains` are CAIP-2 ids kept as strings (one odd id must not sink
 * a page of wallets).
 */
export const WalletCatalogueEntry = /* @__PURE__ */ withOptional(
  { id: t.string, name: t.string },
  {
    image_id: optionalText,
    rdns: optionalText,
    mobile_link: optionalLink,
    desktop_link: optionalLink,
    webapp_link: optionalLink,
    chains: /* @__PURE__ */ nullable(/* @__PURE__ */ t.array(t.string)),
  },
  'WalletCatalogueEntry',
)
export type WalletCatalogueEntry = t.TypeOf<typeof WalletCatalogueEntry>
