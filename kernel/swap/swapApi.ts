import { map, throwError, type Observable } from 'rxjs'
import {
  ConvertAllowanceResponse,
  ConvertQuotesResponse,
  ConvertTokensResponse,
  ConvertTransactionResponse,
  FungiblePriceResponse,
  GasPriceResponse,
  type ConvertToken,
  type ConvertTransactionResponse as ConvertTransaction,
} from '../codec/convert'
import type { CaipNetworkId } from '../codec/primitives'
import { AirlockError } from '../errors/AirlockError'
import { thrownMessages } from '../errors/messages'
import * as swapErrors from '../errors/swapErrors'
import type { HttpClient } from '../http/createHttpClient'
import { SWAP_SLIPPAGE_PERCENT } from './constants'

export interface SwapApiDeps {
  readonly http: HttpClient
  readonly projectId: string
  /** Whether the network may swap (SPEC §9 list plus the integrator's); others are refused before any call. */
  readonly isSwapNetwork: (caipNetworkId: CaipNetworkId) => boolean
}

export interface SwapApi {
  /** SPEC §7 GET /v1/convert/tokens; 'Network not supported for Swaps' off the swap networks. */
  tokens(caipNetworkId: CaipNetworkId): Observable<ReadonlyArray<ConvertToken>>
  /** SPEC §7 GET /v1/convert/gas-price: the standard tier; 'Network not supported for Gas Price' off them. */
  gasPrice(caipNetworkId: CaipNetworkId): Observable<bigint>
  /** SPEC §7 GET /v1/convert/quotes: what `to` the pool pays for `amount` of `from` (smallest units). */
  quote(args: { from: string; to: string; amount: bigint; userAddress: string; gasPrice: bigint }): Observable<bigint>
  /** SPEC §7 GET /v1/convert/allowance: the router's allowance over the user's token. */
  allowance(args: { tokenAddress: string; userAddress: string }): Observable<bigint>
  /** SPEC §7 GET /v1/convert/build-approve. */
  buildApprove(args: { from: string; to: string; userAddress: string }): Observable<ConvertTransaction['tx']>
  /** SPEC §7 POST /v1/convert/build-transaction, with the SPEC §9 slippage. */
  buildSwap(args: { from: string; to: string; amount: bigint; userAddress: string; disableEstimate: boolean }): Observable<ConvertTransaction['tx']>
  /** SPEC §7 POST /v1/fungible/price in US dollars, keyed by symbol; unknown tokens absent. */
  prices(addresses: ReadonlyArray<string>): Observable<ReadonlyMap<string, number>>
}

const networkOf = (caip10: string): string => caip10.split(':').slice(0, 2).join(':')

/** Smallest-unit integers as the API writes them; anything else is a decoding failure. */
const integer = (text: string, what: string): bigint => {
  if (!/^\d+$/.test(text)) throw new AirlockError(thrownMessages.somethingWentWrong, { category: 'http', details: `${what}: ${text}` })
  return BigInt(text)
}

export function createSwapApi(deps: SwapApiDeps): SwapApi {
  const refuse = (message: string) => throwError(() => new AirlockError(message, { category: 'validation' }))
  const guard = <A>(caip: string, message: string, call: () => Observable<A>): Observable<A> =>
    deps.isSwapNetwork(networkOf(caip) as CaipNetworkId) ? call() : refuse(message)
  const swapsOnly = swapErrors.networkNotSupportedForSwaps
  return {
    tokens: (caipNetworkId) =>
      guard(caipNetworkId, swapsOnly, () => deps.http.get('/v1/convert/tokens', ConvertTokensResponse, { chainId: caipNetworkId }).pipe(map((a) => a.tokens))),
    gasPrice: (caipNetworkId) =>
      guard(caipNetworkId, swapErrors.networkNotSupportedForGasPrice, () =>
        deps.http.get('/v1/convert/gas-price', GasPriceResponse, { chainId: caipNetworkId }).pipe(map((a) => integer(a.standard, 'gas price'))),
      ),
    quote: ({ from, to, amount, userAddress, gasPrice }) =>
      guard(from, swapsOnly, () =>
        deps.http
          .get('/v1/convert/quotes', ConvertQuotesResponse, { amount: String(amount), userAddress, from, to, gasPrice: String(gasPrice) })
          .pipe(
            map((answer) => {
              const quote = answer.quotes[0]
              if (!quote) throw new AirlockError(thrownMessages.somethingWentWrong, { category: 'http', details: 'no quote' })
              return integer(quote.toAmount, 'quote')
            }),
          ),
      ),
    allowance: ({ tokenAddress, userAddress }) =>
      guard(tokenAddress, swapsOnly, () =>
        deps.http.get('/v1/convert/allowance', ConvertAllowanceResponse, { tokenAddress, userAddress }).pipe(map((a) => integer(a.allowance, 'allowance'))),
      ),
    buildApprove: ({ from, to, userAddress }) =>
      guard(from, swapsOnly, () => deps.http.get('/v1/convert/build-approve', ConvertTransactionResponse, { userAddress, from, to }).pipe(map((a) => a.tx))),
    buildSwap: ({ from, to, amount, userAddress, disableEstimate }) =>
      guard(from, swapsOnly, () =>
        deps.http
          .post('/v1/convert/build-transaction', ConvertTransactionResponse, {
            amount: String(amount),
            eip155: { slippage: String(SWAP_SLIPPAGE_PERCENT) },
            projectId: deps.projectId,
            from,
            to,
            userAddress,
            disableEstimate,
          })
          .pipe(map((a) => a.tx)),
      ),
    prices: (addresses) =>
      deps.http.post('/v1/fungible/price', FungiblePriceResponse, { currency: 'usd', addresses, projectId: deps.projectId }).pipe(
        // The answer names each token by symbol and leaves unknown ones out, so it is matched by symbol.
        map((answer) => new Map(answer.fungibles.map((fungible) => [fungible.symbol, fungible.price]))),
      ),
  }
}
