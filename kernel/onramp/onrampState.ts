import type { OnrampOptions, OnrampQuote } from '../codec/onramp'
import { amountErrorOf, limitOf, providersFor, purchasableOn, quotable, sameContext } from './onrampForm'
import type { OnrampContext, OnrampFormChange, OnrampProvider, OnrampState, ProviderQuote } from './types'

export type OnrampCommand =
  | { readonly type: 'contextChanged'; readonly context: OnrampContext }
  | { readonly type: 'loadOptions' }
  | { readonly type: 'optionsLoaded'; readonly options: OnrampOptions; readonly fallback: boolean }
  | { readonly type: 'setForm'; readonly change: OnrampFormChange }
  | { readonly type: 'quoteLoaded'; readonly provider: string; readonly quote: OnrampQuote; readonly estimated: boolean }
  | { readonly type: 'buy'; readonly provider: OnrampProvider }
  | { readonly type: 'purchaseOpened'; readonly url: string }
  | { readonly type: 'purchaseFailed'; readonly message: string }
  | { readonly type: 'delivered'; readonly hash: string; readonly received: { readonly amount: string; readonly symbol: string } | undefined }
  | { readonly type: 'dismissPurchase' }
  | { readonly type: 'reset' }

/** The form changed: check the amount again and, when it can be quoted, wait for every provider's quote. */
function withForm(state: OnrampState, providers: ReadonlyArray<OnrampProvider>): OnrampState {
  const amountError = amountErrorOf(state.amount, limitOf(state.options, state.paymentCurrency), state.paymentCurrency)
  const next = { ...state, amountError }
  const loading: ProviderQuote = { status: 'loading', quote: undefined, estimated: false }
  const quotes = quotable(next) ? Object.fromEntries(providersFor(providers, state.context.namespace).map((p) => [p.id, loading])) : {}
  return { ...next, quotes }
}

/** The reducer, for the providers this kernel offers. */
export const reduceOnramp =
  (providers: ReadonlyArray<OnrampProvider>, initial: OnrampState) =>
  (state: OnrampState, command: OnrampCommand): OnrampState => {
    switch (command.type) {
      case 'contextChanged': {
        if (sameContext(state.context, command.context)) return state
        // Another account or network: the options stay, the form starts again for it.
        const purchaseCurrency = purchasableOn(state.options, command.context.network)[0]?.id
        return withForm({ ...state, context: command.context, purchaseCurrency, purchase: undefined }, providers)
      }
      case 'loadOptions':
        return state.optionsStatus === 'idle' ? { ...state, optionsStatus: 'loading' } : state
      case 'optionsLoaded': {
        const purchaseCurrency = purchasableOn(command.options, state.context.network)[0]?.id
        const paymentCurrency = command.options.paymentCurrencies[0]?.id
        return withForm({ ...state, optionsStatus: 'ready', options: command.options, optionsFallback: command.fallback, purchaseCurrency, paymentCurrency }, providers)
      }
      case 'setForm': {
        const { purchaseCurrency = state.purchaseCurrency, paymentCurrency = state.paymentCurrency, amount = state.amount } = command.change
        if (purchaseCurrency === state.purchaseCurrency && paymentCurrency === state.paymentCurrency && amount === state.amount) return state
        return withForm({ ...state, purchaseCurrency, paymentCurrency, amount }, providers)
      }
      case 'quoteLoaded': {
        if (!state.quotes[command.provider]) return state
        const quote: ProviderQuote = { status: 'ready', quote: command.quote, estimated: command.estimated }
        return { ...state, quotes: { ...state.quotes, [command.provider]: quote } }
      }
      case 'buy':
        if (state.purchase?.status === 'opening' || !quotable(state)) return state
        return {
          ...state,
          purchase: {
            provider: command.provider,
            status: 'opening',
            url: undefined,
            fiat: { amount: state.amount.trim(), currency: state.paymentCurrency ?? '' },
            asset: state.options?.purchaseCurrencies.find((c) => c.id === state.purchaseCurrency)?.symbol,
            hash: undefined,
            received: undefined,
            error: undefined,
          },
        }
      case 'purchaseOpened':
        return state.purchase?.status === 'opening' ? { ...state, purchase: { ...state.purchase, status: 'open', url: command.url } } : state
      case 'purchaseFailed':
        return state.purchase ? { ...state, purchase: { ...state.purchase, status: 'failed', error: command.message } } : state
      case 'delivered':
        return state.purchase?.status === 'open'
          ? { ...state, purchase: { ...state.purchase, status: 'delivered', hash: command.hash, received: command.received } }
          : state
      case 'dismissPurchase':
        return state.purchase ? { ...state, purchase: undefined } : state
      case 'reset':
        return { ...initial, context: state.context }
    }
  }
