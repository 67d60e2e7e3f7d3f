/**
 * SPEC §7 convert and price answers, apart from ./api: only the swap chunk decodes them, and a bundler
 * that splits by module (esbuild) would otherwise carry them in the page's entry with the other answers.
 */
import * as t from 'io-ts'
import { FiniteNumber, ImageUrl } from './safe'
import { withOptional } from './combinators'
import { HexPrefixed } from './hex'

/** One token's price in the asked currency. */
export const FungiblePrice = /* @__PURE__ */ t.type(
  { name: t.string, symbol: t.string, iconUrl: ImageUrl, price: FiniteNumber },
  'FungiblePrice',
)
export type FungiblePrice = t.TypeOf<typeof FungiblePrice>

/** POST /v1/fungible/price. */
export const FungiblePriceResponse = /* @__PURE__ */ t.type({ fungibles: /* @__PURE__ */ t.array(FungiblePrice) }, 'FungiblePriceResponse')
export type FungiblePriceResponse = t.TypeOf<typeof FungiblePriceResponse>

/** A swappable token; `address` is CAIP-10. */
export const ConvertToken = /* @__PURE__ */ withOptional(
  { name: t.string, symbol: t.string, address: t.string, decimals: FiniteNumber },
  { logoUri: ImageUrl, eip2612: t.boolean },
  'ConvertToken',
)
export type ConvertToken = t.TypeOf<typeof ConvertToken>

/** GET /v1/convert/tokens. */
export const ConvertTokensResponse = /* @__PURE__ */ t.type({ tokens: /* @__PURE__ */ t.array(ConvertToken) }, 'ConvertTokensResponse')
export type ConvertTokensResponse = t.TypeOf<typeof ConvertTokensResponse>

/** One swap quote; amounts in the smallest unit as decimal strings, accounts CAIP-10. */
export const ConvertQuote = /* @__PURE__ */ t.type(
  { fromAmount: t.string, fromAccount: t.string, toAmount: t.string, toAccount: t.string },
  'ConvertQuote',
)
export type ConvertQuote = t.TypeOf<typeof ConvertQuote>

/** GET /v1/convert/quotes. */
export const ConvertQuotesResponse = /* @__PURE__ */ t.type({ quotes: /* @__PURE__ */ t.array(ConvertQuote) }, 'ConvertQuotesResponse')
export type ConvertQuotesResponse = t.TypeOf<typeof ConvertQuotesResponse>

/** GET /v1/convert/allowance: the approved amount in the smallest unit. */
export const ConvertAllowanceResponse = /* @__PURE__ */ t.type({ allowance: t.string }, 'ConvertAllowanceResponse')
export type ConvertAllowanceResponse = t.TypeOf<typeof ConvertAllowanceResponse>

/** GET /v1/convert/gas-price (shape not shown by the SPEC): wei per gas as decimal strings. */
export const GasPriceResponse = /* @__PURE__ */ t.type(
  { standard: t.string, fast: t.string, instant: t.string },
  'GasPriceResponse',
)
export type GasPriceResponse = t.TypeOf<typeof GasPriceResponse>

/**
 * POST /v1/convert/build-transaction and GET /v1/convert/build-approve (shapes not shown by the SPEC):
 * the transaction to send. `to` and `data` are what a wallet needs; the rest is advisory.
 */
export const ConvertTransactionResponse = /* @__PURE__ */ t.type(
  {
    tx: /* @__PURE__ */ withOptional(
      { to: HexPrefixed, data: HexPrefixed },
      {
        from: t.string,
        value: t.string,
        eip155: /* @__PURE__ */ t.partial({ gas: t.string, gasPrice: t.string }, 'ConvertTransactionGas'),
      },
      'ConvertTransaction',
    ),
  },
  'ConvertTransactionResponse',
)
export type ConvertTransactionResponse = t.TypeOf<typeof ConvertTransactionResponse>
