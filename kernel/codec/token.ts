import * as t from 'io-ts'
import { DecimalString, FiniteNumber, ImageUrl } from './safe'
import { withOptional } from './combinators'

/** Amount of a token: `numeric` in whole units as a decimal string, `decimals` as the API sends it (a string). */
export const TokenQuantity = /* @__PURE__ */ t.type({ decimals: t.string, numeric: DecimalString }, 'TokenQuantity')
export type TokenQuantity = t.TypeOf<typeof TokenQuantity>

/**
 * SPEC §3 token balance. `chainId` is CAIP-2 and `address` CAIP-10 as the balance API sends them; kept as
 * plain strings so one odd entry does not sink a whole balance list. A native coin has no `address`;
 * `value` and `iconUrl` may be missing (the balance API omits them for some tokens).
 */
export const TokenBalance = /* @__PURE__ */ withOptional(
  { name: t.string, symbol: t.string, chainId: t.string, price: FiniteNumber, quantity: TokenQuantity },
  { address: t.string, value: FiniteNumber, iconUrl: ImageUrl },
  'TokenBalance',
)
export type TokenBalance = t.TypeOf<typeof TokenBalance>
