import { badRequest } from '../http/problem'
import { NATIVE_CURRENCY } from '../config'

/** Fixture prices in US dollars by symbol (the devnet has no market). */
export const USD_PRICES: Readonly<Record<string, number>> = {
  [NATIVE_CURRENCY.symbol]: 3000,
  DVT: 2.5,
  DUSD: 1,
  DUSDT: 1,
  SOL: 150,
  DUSDC: 1,
  DGOV: 4.2,
  BTC: 60000,
}

/** Fiat currencies the price and balance endpoints accept, as units per US dollar. */
export const CURRENCY_RATES: Readonly<Record<string, number>> = { usd: 1, eur: 0.92, gbp: 0.79 }

/** The rate for a `currency` parameter (default usd); an unknown currency is a 400. */
export function currencyRate(currency: string | undefined): number {
  const code = (currency ?? 'usd').toLowerCase()
  const rate = CURRENCY_RATES[code]
  if (rate === undefined) {
    throw badRequest(`Unsupported currency "${currency}": use one of ${Object.keys(CURRENCY_RATES).join(', ')}`)
  }
  return rate
}

/** Price of one whole unit in the currency, rounded to cents' hundredths; 0 when the symbol has no price. */
export function priceOf(symbol: string, rate: number): number {
  return Math.round((USD_PRICES[symbol] ?? 0) * rate * 10_000) / 10_000
}
