import {
  EMPTY,
  catchError,
  concat,
  defer,
  distinctUntilChanged,
  exhaustMap,
  filter,
  interval,
  map,
  merge,
  mergeMap,
  of,
  switchMap,
  take,
  takeUntil,
  tap,
  timer,
  withLatestFrom,
  type Observable,
} from 'rxjs'
import type { Transaction } from '../codec/transaction'
import { createService, type Effect } from '../core/createService'
import { messageOf } from '../errors/AirlockError'
import { FALLBACK_ONRAMP_OPTIONS, ONRAMP_POLL_MS, ONRAMP_QUOTE_DEBOUNCE_MS, ONRAMP_WAIT_MS } from './constants'
import { mockQuote, onrampNetworkOf, providersFor, quotable, sameContext } from './onrampForm'
import { reduceOnramp, type OnrampCommand } from './onrampState'
import type { OnrampFormChange, OnrampProvider, OnrampServiceDeps, OnrampServiceInputs, OnrampState } from './types'

export interface OnrampService {
  readonly state$: Observable<OnrampState>
  readonly getState: () => OnrampState
  readonly run$: Observable<never>
  /** Reads the SPEC §7 onramp options (the OnRampProviders view opened); once, or again after reset. */
  loadOptions(): void
  /** Changes part of the form (purchase currency, payment currency, amount); quotes follow once typing rests. */
  setForm(change: OnrampFormChange): void
  /** Asks for the provider's page for the form's purchase and watches the chain until it arrives. */
  buy(providerId: string): void
  /** Forgets the purchase (its page may stay open; its delivery is no longer watched). */
  dismissPurchase(): void
  reset(): void
}

/** What a delivery brought: its fungible transfer into the account. */
function receivedOf(tx: Transaction): { amount: string; symbol: string } | undefined {
  const transfer = tx.transfers.find((t) => t.fungible_info)
  return transfer?.fungible_info ? { amount: transfer.quantity.numeric, symbol: transfer.fungible_info.symbol } : undefined
}

/**
 * SPEC §1 buy through an onramp, over the SPEC §7 onramp rows: the options (SPEC §8: the built-in
 * USD and EUR list when they fail), a quote from each provider serving the namespace (SPEC §8: the mock
 * quote when one fails), then the chosen provider's page from the URL generator. While that page is
 * open the account's onramp activity (history's `onramp` parameter) is read until a purchase that was
 * not there before appears; then the balances are read again.
 */
export function createOnrampService(deps: OnrampServiceDeps, inputs: OnrampServiceInputs): OnrampService {
  const { api, history, scheduler } = deps

  const optionsEffect: Effect<OnrampState, OnrampCommand> = (command$, state$) =>
    command$.pipe(
      filter((c) => c.type === 'loadOptions'),
      withLatestFrom(state$),
      filter(([, s]) => s.optionsStatus === 'loading'),
      exhaustMap(() =>
        api.options().pipe(
          map((options): OnrampCommand => ({ type: 'optionsLoaded', options, fallback: false })),
          catchError((error: unknown) => {
            deps.logger?.warn('onramp: the options failed; the built-in list stands in', error)
            return of<OnrampCommand>({ type: 'optionsLoaded', options: FALLBACK_ONRAMP_OPTIONS, fallback: true })
          }),
        ),
      ),
    )

  const quotesOf = (s: OnrampState): Observable<OnrampCommand> => {
    if (!quotable(s) || !s.paymentCurrency) return EMPTY
    const paymentCurrency = s.paymentCurrency
    const amount = s.amount.trim()
    const network = onrampNetworkOf(s)
    return merge(
      ...providersFor(deps.providers, s.context.namespace).map((provider) =>
        api.quote({ provider: provider.id, purchaseCurrency: s.purchaseCurrency, paymentCurrency, amount, network }).pipe(
          map((quote): OnrampCommand => ({ type: 'quoteLoaded', provider: provider.id, quote, estimated: false })),
          catchError((error: unknown) => {
            deps.logger?.warn(`onramp: ${provider.name}'s quote failed; a mock quote stands in`, error)
            return of<OnrampCommand>({ type: 'quoteLoaded', provider: provider.id, quote: mockQuote(amount, paymentCurrency, s.purchaseCurrency), estimated: true })
          }),
        ),
      ),
    )
  }

  // Latest wins, after a pause in typing: quotes per settled form, not per keystroke. A change drops the
  // quotes in flight at once, so a quote for an older form never lands in the newer one.
  const quoteEffect: Effect<OnrampState, OnrampCommand> = (command$, state$) =>
    command$.pipe(
      filter((c) => ['optionsLoaded', 'setForm', 'contextChanged'].includes(c.type)),
      switchMap(() =>
        timer(ONRAMP_QUOTE_DEBOUNCE_MS, scheduler).pipe(
          withLatestFrom(state$),
          switchMap(([, s]) => quotesOf(s)),
        ),
      ),
    )

  const buyEffect: Effect<OnrampState, OnrampCommand> = (command$, state$) =>
    command$.pipe(
      filter((c) => c.type === 'buy'),
      withLatestFrom(state$),
      filter(([, s]) => s.purchase?.status === 'opening'),
      // A new purchase replaces the watch of the one before.
      switchMap(([, s]) => {
        const { address, network } = s.context
        const purchase = s.purchase
        if (!address || !network || !purchase) return EMPTY
        const provider = purchase.provider
        const activity = () => history.fetchPage({ address, caipNetworkId: network.caipNetworkId, onramp: provider.id })
        // The purchases already listed are not this one.
        const known$ = activity().pipe(
          map((page) => new Set(page.data.map((tx) => tx.id))),
          catchError(() => of(new Set<string>())),
        )
        const watch = (known: ReadonlySet<string>): Observable<OnrampCommand> =>
          interval(ONRAMP_POLL_MS, scheduler).pipe(
            exhaustMap(() => activity().pipe(catchError(() => EMPTY))),
            mergeMap((page) => page.data.filter((tx) => !known.has(tx.id)).slice(0, 1)),
            take(1),
            // The Activity tab reads its list again each time it is shown.
            tap(() => deps.refreshBalances()),
            map((tx): OnrampCommand => ({ type: 'delivered', hash: tx.metadata.hash ?? tx.id, received: receivedOf(tx) })),
            takeUntil(timer(ONRAMP_WAIT_MS, scheduler)),
          )
        const opened$ = known$.pipe(
          mergeMap((known) =>
            api
              .url({ provider: provider.id, address, network: onrampNetworkOf(s), asset: purchase.asset, paymentCurrency: purchase.fiat.currency, fiatAmount: purchase.fiat.amount })
              .pipe(mergeMap((url) => concat(of<OnrampCommand>({ type: 'purchaseOpened', url }), watch(known)))),
          ),
          catchError((error: unknown) => {
            deps.logger?.warn(`onramp: ${provider.name}'s page could not be had`, error)
            return of<OnrampCommand>({ type: 'purchaseFailed', message: messageOf(error) })
          }),
        )
        return concat(
          defer(() => {
            deps.router.push('BuyInProgress')
            return EMPTY
          }),
          opened$,
        ).pipe(
          // The watch ends when the purchase is dismissed or another account or network takes over.
          takeUntil(state$.pipe(filter((next) => next.purchase === undefined || next.purchase.provider !== provider))),
        )
      }),
    )

  const service = createService<OnrampState, OnrampCommand>({
    initial: deps.initial,
    reduce: reduceOnramp(deps.providers, deps.initial),
    effects: [optionsEffect, quoteEffect, buyEffect],
    inputs: [
      inputs.context$.pipe(
        distinctUntilChanged((a, b) => sameContext(a, b)),
        map((context): OnrampCommand => ({ type: 'contextChanged', context })),
      ),
    ],
  })
  const { dispatch } = service
  const providerOf = (id: string): OnrampProvider | undefined => deps.providers.find((p) => p.id === id)
  return {
    state$: service.state$,
    getState: service.getState,
    run$: service.run$,
    loadOptions: () => dispatch({ type: 'loadOptions' }),
    setForm: (change) => dispatch({ type: 'setForm', change }),
    buy: (providerId) => {
      const provider = providerOf(providerId)
      if (provider) dispatch({ type: 'buy', provider })
    },
    dismissPurchase: () => dispatch({ type: 'dismissPurchase' }),
    reset: () => dispatch({ type: 'reset' }),
  }
}
