import * as t from 'io-ts'
import { WebLinkUrl } from './safe'

// The onramp codecs stay out of the codec barrel: anything the page's entry can reach is put in what the
// entry loads once a lazy chunk uses it, and these serve only the onramp chunk.

/** A network a purchase currency can be bought on. */
export const OnrampNetwork = /* @__PURE__ */ t.type(
  { name: t.string, display_name: t.string, chain_id: t.string, contract_address: t.string },
  'OnrampNetwork',
)
export type OnrampNetwork = t.TypeOf<typeof OnrampNetwork>

export const PurchaseCurrency = /* @__PURE__ */ t.type(
  { id: t.string, name: t.string, symbol: t.string, networks: /* @__PURE__ */ t.array(OnrampNetwork) },
  'PurchaseCurrency',
)
export type PurchaseCurrency = t.TypeOf<typeof PurchaseCurrency>

/** Limits per payment method, amounts as decimal strings ('10.00'). */
export const PaymentMethodLimit = /* @__PURE__ */ t.type({ id: t.string, min: t.string, max: t.string }, 'PaymentMethodLimit')
export type PaymentMethodLimit = t.TypeOf<typeof PaymentMethodLimit>

export const PaymentCurrency = /* @__PURE__ */ t.type(
  { id: t.string, payment_method_limits: /* @__PURE__ */ t.array(PaymentMethodLimit) },
  'PaymentCurrency',
)
export type PaymentCurrency = t.TypeOf<typeof PaymentCurrency>

/** SPEC §3 onramp options. */
export const OnrampOptions = /* @__PURE__ */ t.type(
  { purchaseCurrencies: /* @__PURE__ */ t.array(PurchaseCurrency), paymentCurrencies: /* @__PURE__ */ t.array(PaymentCurrency) },
  'OnrampOptions',
)
export type OnrampOptions = t.TypeOf<typeof OnrampOptions>

/** An amount with its currency, amount as a decimal string. */
export const OnrampAmount = /* @__PURE__ */ t.type({ amount: t.string, currency: t.string }, 'OnrampAmount')
export type OnrampAmount = t.TypeOf<typeof OnrampAmount>

/** SPEC §3 onramp quote. */
export const OnrampQuote = /* @__PURE__ */ t.type(
  {
    coinbaseFee: OnrampAmount,
    networkFee: OnrampAmount,
    paymentSubtotal: OnrampAmount,
    paymentTotal: OnrampAmount,
    purchaseAmount: OnrampAmount,
    quoteId: t.string,
  },
  'OnrampQuote',
)
export type OnrampQuote = t.TypeOf<typeof OnrampQuote>

/** GET /v1/onramp/options (the SPEC §3 onramp options object itself). */
export const OnrampOptionsResponse = OnrampOptions
export type OnrampOptionsResponse = OnrampOptions

/** POST /v1/onramp/quote (the SPEC §3 onramp quote object itself). */
export const OnrampQuoteResponse = OnrampQuote
export type OnrampQuoteResponse = OnrampQuote

/** POST /v1/generators/onrampurl. */
export const OnrampUrlResponse = /* @__PURE__ */ t.type({ url: WebLinkUrl }, 'OnrampUrlResponse')
export type OnrampUrlResponse = t.TypeOf<typeof OnrampUrlResponse>
