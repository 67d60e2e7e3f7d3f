import { map, type Observable } from 'rxjs'
import { OnrampOptionsResponse, OnrampQuoteResponse, OnrampUrlResponse, type OnrampOptions, type OnrampQuote } from '../codec/onramp'
import type { HttpClient } from '../http/createHttpClient'

export interface OnrampQuoteRequest {
  readonly provider: string
  readonly purchaseCurrency: string | undefined
  readonly paymentCurrency: string
  readonly amount: string
  readonly network: string
}

export interface OnrampUrlRequest {
  readonly provider: string
  readonly address: string
  readonly network: string
  readonly asset: string | undefined
  readonly paymentCurrency: string
  readonly fiatAmount: string
}

export interface OnrampApi {
  /** SPEC §7 GET /v1/onramp/options. */
  options(): Observable<OnrampOptions>
  /** SPEC §7 POST /v1/onramp/quote (purchaseCurrency, paymentCurrency, amount, network; and the provider). */
  quote(request: OnrampQuoteRequest): Observable<OnrampQuote>
  /** SPEC §7 POST /v1/generators/onrampurl: the provider page's address for this purchase. */
  url(request: OnrampUrlRequest): Observable<string>
}

export function createOnrampApi(http: HttpClient): OnrampApi {
  return {
    options: () => http.get('/v1/onramp/options', OnrampOptionsResponse),
    quote: ({ provider, purchaseCurrency, paymentCurrency, amount, network }) =>
      http.post('/v1/onramp/quote', OnrampQuoteResponse, { purchaseCurrency, paymentCurrency, amount, network, provider }),
    url: ({ provider, address, network, asset, paymentCurrency, fiatAmount }) =>
      http
        .post('/v1/generators/onrampurl', OnrampUrlResponse, {
          destinationWallets: [{ address, blockchains: [network], ...(asset ? { assets: [asset] } : {}) }],
          defaultNetwork: network,
          partnerUserId: address,
          defaultExperience: 'buy',
          presetFiatAmount: Number(fiatAmount),
          paymentCurrency,
          provider,
        })
        .pipe(map((answer) => answer.url)),
  }
}

