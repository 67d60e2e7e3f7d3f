import type { Observable, SchedulerLike } from 'rxjs'
import type { OnrampOptions, OnrampQuote } from '../codec/onramp'
import type { ChainNamespace } from '../codec/primitives'
import type { Network } from '../codec/network'
import type { HistoryApi } from '../history/historyApi'
import type { LoggerPort } from '../ports/logger'
import type { RouterService } from '../router/createRouterService'
import type { OnrampApi } from './onrampApi'

/** An onramp provider: its id in the quote and URL-generator bodies, its name, the chains it serves. */
export interface OnrampProvider {
  readonly id: string
  readonly name: string
  readonly namespaces: ReadonlyArray<ChainNamespace>
}

/** The account buying: the active namespace, network and address. */
export interface OnrampContext {
  readonly namespace?: ChainNamespace | undefined
  readonly network?: Network | undefined
  readonly address?: string | undefined
}

/** One provider's answer for the form: the quote, or the SPEC §8 mock quote when the call failed. */
export interface ProviderQuote {
  readonly status: 'loading' | 'ready'
  readonly quote: OnrampQuote | undefined
  /** The quote call failed: `quote` is the SPEC §8 mock quote (an estimate, fee at the top of §9's range). */
  readonly estimated: boolean
}

/** A purchase from the moment its provider page is asked for until the tokens arrive. */
export interface OnrampPurchase {
  readonly provider: OnrampProvider
  /** 'opening': the URL is being generated; 'open': the provider page is open, the chain is watched. */
  readonly status: 'opening' | 'open' | 'delivered' | 'failed'
  readonly url: string | undefined
  readonly fiat: { readonly amount: string; readonly currency: string }
  /** The purchase currency's symbol, when one was chosen. */
  readonly asset: string | undefined
  /** The delivery: its transaction and what it brought. */
  readonly hash: string | undefined
  readonly received: { readonly amount: string; readonly symbol: string } | undefined
  readonly error: string | undefined
}

export interface OnrampState {
  readonly context: OnrampContext
  readonly optionsStatus: 'idle' | 'loading' | 'ready'
  /** SPEC §3 onramp options: the API's, or SPEC §8's built-in USD and EUR list when that call failed. */
  readonly options?: OnrampOptions | undefined
  readonly optionsFallback: boolean
  /** Purchase currency id (DUSD…); undefined when the list offers none for this network. */
  readonly purchaseCurrency?: string | undefined
  /** Payment currency id (USD, EUR). */
  readonly paymentCurrency?: string | undefined
  /** Fiat amount as typed. */
  readonly amount: string
  /** Outside the payment method's limits, or not a number. */
  readonly amountError?: string | undefined
  /** Per provider id, for the current form. */
  readonly quotes: Readonly<Record<string, ProviderQuote>>
  readonly purchase?: OnrampPurchase | undefined
}

export interface OnrampServiceDeps {
  /** The first state (the kernel's, shown until this code loads). */
  readonly initial: OnrampState
  readonly api: OnrampApi
  readonly history: HistoryApi
  readonly providers: ReadonlyArray<OnrampProvider>
  readonly scheduler: SchedulerLike
  readonly router: Pick<RouterService, 'push'>
  readonly logger?: LoggerPort
  /** Reads the balances again once a purchase has arrived. */
  readonly refreshBalances: () => void
}

/** Part of the form: the purchase currency id, the payment currency id, the fiat amount as typed. */
export interface OnrampFormChange {
  readonly purchaseCurrency?: string
  readonly paymentCurrency?: string
  readonly amount?: string
}

export interface OnrampServiceInputs {
  readonly context$: Observable<OnrampContext>
}
