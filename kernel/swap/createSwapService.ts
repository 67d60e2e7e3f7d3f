import { messageOf, formatUnits } from '../index'
import {
  EMPTY,
  catchError,
  distinctUntilChanged,
  exhaustMap,
  filter,
  forkJoin,
  map,
  mergeMap,
  of,
  switchMap,
  tap,
  throwError,
  timer,
  withLatestFrom,
  type Observable,
} from 'rxjs'
import { createService, emit, type Effect, type Emit } from '../core/createService'
// The shared errors through the kernel's public entry, as the feature views import them: esbuild then
// keeps the code the page's entry shares with this lazy chunk in one piece instead of cutting
// it into small chunks of its own (the weight budget, test/budget).
import { thrownMessages } from '../index'
import { toWalletError } from '../ports/adapter'
import { sendAndWait as sendTransactionAndWait } from '../send/walletSend'
import { FALLBACK_SWAP_GAS, MAX_APPROVAL_ROUNDS, NATIVE_TOKEN_ADDRESS, QUOTE_DEBOUNCE_MS, SWAP_SLIPPAGE_PERCENT } from './constants'
import { approximate, isNativeSwapToken, isSwapNetwork, priceImpactOf, quoteInputs, sameContext } from './swapForm'
import { reduceSwap, type SwapCommand } from './swapState'
import type { SwapContext, SwapQuote, SwapServiceDeps, SwapServiceInputs, SwapState, SwapToken } from './types'
import * as swapErrors from '../errors/swapErrors'

export interface SwapService {
  readonly state$: Observable<SwapState>
  readonly getState: () => SwapState
  readonly run$: Observable<never>
  /** One message per failed approval or swap, for the error snackbar. */
  readonly snackbarErrors$: Observable<string>
  /** Fetches the network's swap tokens and gas price (the Swap view opened); once per network. */
  loadTokens(): void
  setFrom(address: string): void
  setTo(address: string): void
  /** Sells what was bought: the two sides change places. */
  flip(): void
  setAmount(amount: string | undefined): void
  setMax(): void
  /** Sends the approval the quote asked for (twice for a USDT-style token holding an old allowance). */
  approve(): void
  /** Builds the swap with the SPEC §9 slippage and sends it from the connected wallet. */
  swap(): void
  dismissResult(): void
  reset(): void
}

type Answer = Observable<SwapCommand | Emit<string>>

/**
 * SPEC §1 swaps over the SPEC §7 convert rows: the network's tokens and gas price, a quote for the
 * typed amount (debounced, latest wins) with its price impact, network fee and least amount after the
 * SPEC §9 slippage, the approval when the router's allowance is short, and the swap itself. Every
 * transaction is built by the API and sent by the connected wallet; the service waits for its receipt
 * and then asks for the balances again.
 */
export function createSwapService(deps: SwapServiceDeps, inputs: SwapServiceInputs): SwapService {
  const { api } = deps
  const unsupportedOf = (context: SwapContext): string | undefined =>
    context.network && isSwapNetwork(context.network.caipNetworkId, deps.extraNetworks) ? undefined : swapErrors.networkNotSupportedForSwaps

  /** A transaction through the wallet, then its receipt; errors as the wallet's. */
  const sendAndWait = (state: SwapState, tx: { to: string; data: string; value?: string | undefined }) => {
    const { network, address, namespace } = state.context
    if (!network || !address || namespace !== 'eip155') return throwError(() => new Error(swapErrors.networkNotSupportedForSwaps))
    return sendTransactionAndWait(
      { sendTransaction: deps.sendTransaction, walletRequest: (args) => deps.walletRequest(namespace, args), scheduler: deps.scheduler },
      { network, from: address, to: tx.to, data: tx.data, value: tx.value ?? '0' },
    )
  }

  const failure = (what: string) => (error: unknown): Answer => {
    deps.logger?.warn(`swap: ${what} failed`, error)
    const message = messageOf(toWalletError(error))
    const failed: SwapCommand = { type: 'failed', message }
    return of(failed, emit(message))
  }

  const tokensEffect: Effect<SwapState, SwapCommand, string> = (command$, state$) =>
    command$.pipe(
      filter((c) => c.type === 'loadTokens' || c.type === 'contextChanged'),
      withLatestFrom(state$),
      filter(([, s]) => s.tokensStatus === 'loading' && s.context.network !== undefined),
      switchMap(([, s]): Observable<SwapCommand> => {
        const id = s.context.network?.caipNetworkId
        if (!id) return EMPTY
        return forkJoin([api.tokens(id), api.gasPrice(id)]).pipe(
          map(([tokens, gasPrice]): SwapCommand => ({ type: 'tokensLoaded', tokens, gasPrice: String(gasPrice) })),
          catchError((error: unknown) => of<SwapCommand>({ type: 'tokensFailed', message: messageOf(error) })),
        )
      }),
    )

  const quoteOf = (s: SwapState): Observable<SwapCommand> => {
    const form = quoteInputs(s)
    if (!form) return EMPTY
    const { from, to, units, user } = form
    const gasPrice = BigInt(s.gasPrice ?? '0')
    const native = `${s.context.network?.caipNetworkId}:${NATIVE_TOKEN_ADDRESS}`
    const allowance$ = isNativeSwapToken(from.address) ? of(units) : api.allowance({ tokenAddress: from.address, userAddress: user })
    return forkJoin([
      api.quote({ from: from.address, to: to.address, amount: units, userAddress: user, gasPrice }),
      allowance$,
      api.prices([from.address, to.address, native]).pipe(catchError(() => of(new Map<string, number>()))),
    ]).pipe(
      switchMap(([out, allowance, prices]) => {
        const needsApproval = allowance < units
        // Before the approval the router cannot simulate the swap: the fee is then the usual swap gas.
        return api.buildSwap({ from: from.address, to: to.address, amount: units, userAddress: user, disableEstimate: needsApproval }).pipe(
          map((tx): SwapCommand => ({ type: 'quoteLoaded', quote: quoteFrom(s, from, to, units, out, needsApproval, tx.eip155?.gas, prices) })),
        )
      }),
      catchError((error: unknown) => {
        deps.logger?.warn('swap: the quote failed', error)
        return of<SwapCommand>({ type: 'quoteFailed', message: messageOf(error) })
      }),
    )
  }

  // Latest wins, after a pause in typing: a quote per settled amount, not per keystroke. A change drops
  // the quote in flight at once, so a quote for an older amount never lands beside a newer one.
  const quoteEffect: Effect<SwapState, SwapCommand, string> = (command$, state$) =>
    command$.pipe(
      filter((c) => ['setFrom', 'setTo', 'flip', 'setAmount', 'setMax', 'approved', 'tokensLoaded', 'contextChanged'].includes(c.type)),
      switchMap(() =>
        timer(QUOTE_DEBOUNCE_MS, deps.scheduler).pipe(
          withLatestFrom(state$),
          switchMap(([, s]) => quoteOf(s)),
        ),
      ),
    )

  const approveEffect: Effect<SwapState, SwapCommand, string> = (command$, state$) =>
    command$.pipe(
      filter((c) => c.type === 'approve'),
      withLatestFrom(state$),
      filter(([, s]) => s.step === 'approving'),
      exhaustMap(([, s]): Answer => {
        const form = quoteInputs(s)
        if (!form) return of({ type: 'failed', message: thrownMessages.somethingWentWrong })
        const { from, to, units, user } = form
        const round = (n: number): Observable<SwapCommand> =>
          api.buildApprove({ from: from.address, to: to.address, userAddress: user }).pipe(
            mergeMap((tx) => sendAndWait(s, tx)),
            mergeMap(({ status }) => (status === 'confirmed' ? api.allowance({ tokenAddress: from.address, userAddress: user }) : throwError(() => new Error(`approval ${status}`)))),
            // A USDT-style token takes the first approval as a reset to zero: ask once more.
            mergeMap((allowance) => (allowance >= units ? of<SwapCommand>({ type: 'approved' }) : n + 1 < MAX_APPROVAL_ROUNDS ? round(n + 1) : throwError(() => new Error('allowance still short')))),
          )
        return round(0).pipe(catchError(failure('the approval')))
      }),
    )

  const swapEffect: Effect<SwapState, SwapCommand, string> = (command$, state$) =>
    command$.pipe(
      filter((c) => c.type === 'swap'),
      withLatestFrom(state$),
      filter(([, s]) => s.step === 'swapping'),
      exhaustMap(([, s]): Answer => {
        const form = quoteInputs(s)
        const quote = s.quote
        if (!form || !quote) return of({ type: 'failed', message: thrownMessages.somethingWentWrong })
        const { from, to, units, user } = form
        return api.buildSwap({ from: from.address, to: to.address, amount: units, userAddress: user, disableEstimate: false }).pipe(
          mergeMap((tx) => sendAndWait(s, tx)),
          tap(() => deps.refreshBalances()),
          map(({ hash, status }): SwapCommand => ({
            type: 'swapped',
            result: {
              hash,
              status: status === 'confirmed' || status === 'reverted' ? status : 'unconfirmed',
              from: { symbol: from.symbol, amount: formatUnits(units, from.decimals) },
              to: { symbol: to.symbol, amount: quote.toAmountDisplay },
              explorerUrl: explorerUrl(s, hash),
            },
          })),
          catchError(failure('the swap')),
        )
      }),
    )

  const service = createService<SwapState, SwapCommand, string>({
    initial: deps.initial,
    reduce: reduceSwap(deps.initial),
    effects: [tokensEffect, quoteEffect, approveEffect, swapEffect],
    inputs: [
      inputs.context$.pipe(
        distinctUntilChanged(sameContext),
        map((context): SwapCommand => ({ type: 'contextChanged', context, unsupported: unsupportedOf(context) })),
      ),
      inputs.balances$.pipe(map((balances): SwapCommand => ({ type: 'balancesChanged', balances }))),
    ],
  })
  const { dispatch } = service
  return {
    state$: service.state$,
    getState: service.getState,
    run$: service.run$,
    snackbarErrors$: service.output$,
    loadTokens: () => dispatch({ type: 'loadTokens' }),
    setFrom: (address) => dispatch({ type: 'setFrom', address }),
    setTo: (address) => dispatch({ type: 'setTo', address }),
    flip: () => dispatch({ type: 'flip' }),
    setAmount: (amount) => dispatch({ type: 'setAmount', amount }),
    setMax: () => dispatch({ type: 'setMax' }),
    approve: () => dispatch({ type: 'approve' }),
    swap: () => dispatch({ type: 'swap' }),
    dismissResult: () => dispatch({ type: 'dismissResult' }),
    reset: () => dispatch({ type: 'reset' }),
  }
}

function explorerUrl(s: SwapState, hash: string): string | undefined {
  const explorer = s.context.network?.blockExplorers?.default.url
  return explorer ? `${explorer.replace(/\/+$/, '')}/tx/${hash}` : undefined
}

function quoteFrom(
  s: SwapState,
  from: SwapToken,
  to: SwapToken,
  units: bigint,
  out: bigint,
  needsApproval: boolean,
  gas: string | undefined,
  prices: ReadonlyMap<string, number>,
): SwapQuote {
  const gasUnits = gas && /^\d+$/.test(gas) ? BigInt(gas) : FALLBACK_SWAP_GAS
  const fee = gasUnits * BigInt(s.gasPrice ?? '0')
  const nativeDecimals = s.context.network?.nativeCurrency.decimals ?? 18
  const nativeSymbol = s.context.network?.nativeCurrency.symbol ?? 'ETH'
  const fromPrice = prices.get(from.symbol) ?? from.price
  const toPrice = prices.get(to.symbol) ?? to.price
  const nativePrice = prices.get(nativeSymbol)
  // Basis points keep a fractional slippage exact in integers.
  const minimum = (out * BigInt(Math.round((100 - SWAP_SLIPPAGE_PERCENT) * 100))) / 10_000n
  return {
    fromAddress: from.address,
    toAddress: to.address,
    fromAmount: String(units),
    toAmount: String(out),
    toAmountDisplay: formatUnits(out, to.decimals),
    minimumReceived: formatUnits(minimum, to.decimals),
    priceImpact: priceImpactOf(approximate(units, from.decimals) * fromPrice, approximate(out, to.decimals) * toPrice),
    networkFee: String(fee),
    networkFeeUsd: nativePrice === undefined ? undefined : approximate(fee, nativeDecimals) * nativePrice,
    needsApproval,
  }
}

