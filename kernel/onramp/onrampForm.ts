import type { OnrampOptions, OnrampQuote, PaymentMethodLimit, PurchaseCurrency } from '../codec/onramp'
import type { ChainNamespace } from '../codec/primitives'
import type { Network } from '../codec/network'
import { MOCK_QUOTE_FEE } from './constants'
import type { OnrampProvider, OnrampState } from './types'

/** The purchase currencies the options offer on this network. */
export function purchasableOn(options: OnrampOptions | undefined, network: Network | undefined): ReadonlyArray<PurchaseCurrency> {
  if (!options || !network) return []
  const chainId = String(network.id)
  return options.purchaseCurrencies.filter((currency) => currency.networks.some((n) => n.chain_id === chainId))
}

/** The network's name in the onramp rows: the option's own name for it, else its chain id. */
export function onrampNetworkOf(state: OnrampState): string {
  const chainId = String(state.context.network?.id ?? '')
  const currency = state.options?.purchaseCurrencies.find((c) => c.id === state.purchaseCurrency)
  return currency?.networks.find((n) => n.chain_id === chainId)?.name ?? chainId
}

/** The card limits of a payment currency (the first method when it has no card). */
export function limitOf(options: OnrampOptions | undefined, paymentCurrency: string | undefined): PaymentMethodLimit | undefined {
  const limits = options?.paymentCurrencies.find((c) => c.id === paymentCurrency)?.payment_method_limits ?? []
  return limits.find((l) => l.id === 'card') ?? limits[0]
}

const MONEY = /^\d+(\.\d{1,2})?$/

/** Why the amount cannot be bought; undefined when it can. */
export function amountErrorOf(amount: string, limit: PaymentMethodLimit | undefined, currency: string | undefined): string | undefined {
  const text = amount.trim()
  if (!text) return undefined
  if (!MONEY.test(text)) return 'Enter an amount such as 50 or 49.99'
  if (!limit) return undefined
  const value = Number(text)
  if (value < Number(limit.min)) return `The least you can buy is ${limit.min} ${currency ?? ''}`.trim()
  if (value > Number(limit.max)) return `The most you can buy is ${limit.max} ${currency ?? ''}`.trim()
  return undefined
}

/** SPEC §9: the providers serving this namespace, in their order. */
export const providersFor = (providers: ReadonlyArray<OnrampProvider>, namespace: ChainNamespace | undefined): ReadonlyArray<OnrampProvider> =>
  namespace ? providers.filter((p) => p.namespaces.includes(namespace)) : []

/** The form can be quoted: options read, a payment currency, an amount inside the limits. */
export function quotable(state: OnrampState): boolean {
  return state.optionsStatus === 'ready' && state.paymentCurrency !== undefined && state.amount.trim() !== '' && state.amountError === undefined
}

const money = (value: number): string => value.toFixed(2)

/**
 * SPEC §8 mock quote, shown when the quote call fails: the fee at the top of SPEC §9's range and no
 * network fee; what the amount buys is left for the provider's page to say (empty `purchaseAmount`).
 */
export function mockQuote(amount: string, paymentCurrency: string, purchaseCurrency: string | undefined): OnrampQuote {
  const total = Number(amount)
  const fee = total * MOCK_QUOTE_FEE
  const of = (value: number) => ({ amount: money(value), currency: paymentCurrency })
  return {
    coinbaseFee: of(fee),
    networkFee: of(0),
    paymentSubtotal: of(total - fee),
    paymentTotal: of(total),
    purchaseAmount: { amount: '', currency: purchaseCurrency ?? '' },
    quoteId: 'mock-quote',
  }
}

export const sameContext = (a: OnrampState['context'], b: OnrampState['context']): boolean =>
  a.namespace === b.namespace && a.address === b.address && a.network?.caipNetworkId === b.network?.caipNetworkId
