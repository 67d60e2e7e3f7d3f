/**
 * The SPEC §7 answer the kernel reads before the modal opens (the wallet catalogue), apart from the
 * rest in api.ts: a module lands whole in the entry, with every codec it holds.
 */
import * as t from 'io-ts'
import { FiniteNumber } from './safe'

/**
 * GET /getWallets: one page of the catalogue and the total count. The entries stay unknown here: decode
 * them one by one with `decodeEach(WalletCatalogueEntry, ...)` so one bad entry costs that entry, not the page.
 */
export const GetWalletsResponse = /* @__PURE__ */ t.type({ data: /* @__PURE__ */ t.array(t.unknown), count: FiniteNumber }, 'GetWalletsResponse')
export type GetWalletsResponse = t.TypeOf<typeof GetWalletsResponse>
