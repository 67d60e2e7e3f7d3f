/**
 * The SPEC §7 answers the kernel reads before the modal opens (the wallet catalogue, the allowed
 * origins), apart from the rest in api.ts: a module lands whole in the entry, with every codec it holds.
 */
import * as t from 'io-ts'
import { FiniteNumber } from './safe'
import { nullable } from './combinators'

/**
 * GET /getWallets: one page of the catalogue and the total count. The entries stay unknown here: decode
 * them one by one with `decodeEach(WalletCatalogueEntry, ...)` so one bad entry costs that entry, not the page.
 */
export const GetWalletsResponse = /* @__PURE__ */ t.type({ data: /* @__PURE__ */ t.array(t.unknown), count: FiniteNumber }, 'GetWalletsResponse')
export type GetWalletsResponse = t.TypeOf<typeof GetWalletsResponse>

/** GET /projects/v1/origins. A missing or null list means the project has none configured. */
export const AllowedOriginsResponse = /* @__PURE__ */ t.partial({ allowedOrigins: /* @__PURE__ */ nullable(/* @__PURE__ */ t.array(t.string)) }, 'AllowedOriginsResponse')
export type AllowedOriginsResponse = t.TypeOf<typeof AllowedOriginsResponse>
