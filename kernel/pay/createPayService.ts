import { isAirlockError, messageOf, walletErrorCodes } from '../index'
import * as t from 'io-ts'
import {
  EMPTY,
  catchError,
  concat,
  defer,
  distinctUntilChanged,
  exhaustMap,
  filter,
  from,
  interval,
  map,
  merge,
  mergeMap,
  of,
  switchMap,
  take,
  takeUntil,
  withLatestFrom,
  type Observable,
  type SchedulerLike,
} from 'rxjs'
import { createService, emit, handleOf, type Effect, type Emit, type ServiceHandle } from '../core/createService'
import type { Network } from '../codec/network'
import { walletAnswer } from '../ports/adapter'
import type { LoggerPort } from '../ports/logger'
import { waitForReceipt, type WalletRequest } from '../send/receipt'
import { encodeTransferCalldata } from '../send/transferCalldata'
import { sendFromWallet, type SendTransaction } from '../send/walletSend'
import { CARD_POLL_MS, CARD_PROVIDER, type CardApi } from './cardProvider'
import { checkRequest } from './checkRequest'
import { PayError, payMessages } from './payError'
import { onPaymentNetwork, reducePay, shortOfFunds, type PayCommand } from './payState'
import type { PayContext, PayPlace, PayResult, PayState, Payment } from './types'

/** What a payment answers its `pay()` call with. */
export type PayOutcome =
  | { readonly ticket: object; readonly result: PayResult }
  | { readonly ticket: object; readonly error: PayError }

export interface PayServiceDeps {
  readonly initial: PayState
  /** SPEC §1 pay flag: off by default. */
  readonly enabled: boolean
  readonly networks: ReadonlyArray<Network>
  readonly scheduler: SchedulerLike
  readonly logger?: LoggerPort
  readonly card: CardApi
  readonly sendTransaction: SendTransaction
  readonly walletRequest: WalletRequest
  /** Asks the wallet to move to `network`; answers once, with the failure when it did not. */
  readonly switchNetwork: (network: Network) => Observable<Error | undefined>
  /** Shows the Pay view (opening the modal when it is closed). */
  readonly openView: () => void
  readonly refreshBalances: () => void
}

export interface PayServiceInputs {
  readonly context$: Observable<PayContext>
  /**
   * Where the modal is: leaving the Pay view gives up a payment not yet sent, except for the connect
   * views while no wallet is connected (the payment waits for the connect, then the Pay view returns).
   */
  readonly where$: Observable<PayPlace>
}

export interface PayService extends ServiceHandle<PayState> {
  readonly outcomes$: Observable<PayOutcome>
  start(ticket: object, request: unknown): void
  confirm(): void
  switchNetwork(): void
  payWithCard(): void
  cancel(): void
}

type Out = PayCommand | Emit<PayOutcome>
const outs = (...items: ReadonlyArray<Out>): Observable<Out> => from(items)

const Quantity = /* @__PURE__ */ t.refinement(t.string, (s) => /^0x[0-9a-fA-F]+$/.test(s), 'Quantity')
/** ERC-20 balanceOf(address). */
const BALANCE_OF = '0x70a08231'

/** The transaction that pays: value to the recipient, or transfer(recipient, amount) on the token. */
function transactionOf(payment: Payment, from: string) {
  return payment.asset.kind === 'native'
    ? { network: payment.network, from, to: payment.recipient, value: payment.units, data: '0x' }
    : { network: payment.network, from, to: payment.asset.address, value: '0', data: encodeTransferCalldata(payment.recipient, BigInt(payment.units)) }
}

const hex = (value: bigint): string => `0x${value.toString(16)}`

/**
 * `modal.pay`: a payment the app asks for, shown in the Pay view, paid from the connected wallet (the
 * network's coin, or an ERC-20 transfer) or by card through the card provider (SPEC §9's chains,
 * fallback ethereum). Each `pay()` call is answered once: the transaction hash, or a PayError saying
 * why not.
 */
export function createPayService(deps: PayServiceDeps, inputs: PayServiceInputs): PayService {
  const { scheduler } = deps
  const request = (method: string, params: unknown[]) => deps.walletRequest({ method, params })

  const startEffect: Effect<PayState, PayCommand, PayOutcome> = (command$, state$) =>
    command$.pipe(
      filter((c): c is Extract<PayCommand, { type: 'start' }> => c.type === 'start'),
      withLatestFrom(state$),
      mergeMap(([c, s]): Observable<Out> => {
        const refuse = (error: PayError) => of(emit<PayOutcome>({ ticket: c.ticket, error }))
        if (!deps.enabled) return refuse(new PayError('disabled', payMessages.disabled))
        const payment = checkRequest(c.request, deps.networks)
        if (payment instanceof PayError) return refuse(payment)
        if (s.status !== 'idle' && s.status !== 'paid' && s.status !== 'failed') return refuse(new PayError('busy', payMessages.busy))
        return concat(
          of<Out>({ type: 'opened', ticket: c.ticket, payment }),
          defer(() => {
            deps.openView()
            return EMPTY
          }),
        )
      }),
    )

  // The balance and the fee are read from the wallet's node, for the account on the payment's network;
  // again whenever the account or network changes, and never for another network.
  const readEffect: Effect<PayState, PayCommand, PayOutcome> = (command$, state$) =>
    command$.pipe(
      filter((c) => c.type === 'opened' || c.type === 'contextChanged' || c.type === 'returned'),
      withLatestFrom(state$),
      switchMap(([, s]): Observable<Out> => {
        const { payment } = s
        const address = s.context.address
        if (!payment || !address || (s.status !== 'review' && s.status !== 'switching') || !onPaymentNetwork(s)) return EMPTY
        const tx = transactionOf(payment, address)
        const balance$ =
          payment.asset.kind === 'native'
            ? request('eth_getBalance', [address, 'latest'])
            : request('eth_call', [{ to: payment.asset.address, data: `${BALANCE_OF}${address.slice(2).toLowerCase().padStart(64, '0')}` }, 'latest'])
        const fee$ = request('eth_estimateGas', [{ from: address, to: tx.to, value: hex(BigInt(tx.value)), data: tx.data }]).pipe(
          walletAnswer(Quantity, 'eth_estimateGas'),
          mergeMap((gas) => request('eth_gasPrice', []).pipe(walletAnswer(Quantity, 'eth_gasPrice'), map((price) => BigInt(gas) * BigInt(price)))),
        )
        const unread = (what: string, command: Out) => (error: unknown) => {
          deps.logger?.warn(`pay: the ${what} could not be read`, error)
          return of(command)
        }
        return merge(
          balance$.pipe(
            walletAnswer(Quantity, 'pay balance'),
            map((value): Out => ({ type: 'balanceRead', balance: BigInt(value).toString() })),
            catchError(unread('balance', { type: 'balanceRead', balance: null })),
          ),
          fee$.pipe(
            map((fee): Out => ({ type: 'feeRead', fee: fee.toString() })),
            catchError(unread('network fee', { type: 'feeRead', fee: null })),
          ),
        )
      }),
    )

  const walletEffect: Effect<PayState, PayCommand, PayOutcome> = (command$, state$) =>
    command$.pipe(
      filter((c) => c.type === 'confirm'),
      withLatestFrom(state$),
      filter(([, s]) => s.status === 'paying'),
      exhaustMap(([, s]): Observable<Out> => {
        const { payment, ticket } = s
        const address = s.context.address
        if (!payment || !ticket || !address) return EMPTY
        const fail = (error: PayError): Observable<Out> => outs({ type: 'failed', error }, emit<PayOutcome>({ ticket, error }))
        return sendFromWallet(deps.sendTransaction, 'eip155', transactionOf(payment, address)).pipe(
          mergeMap((hash) =>
            concat(
              of<Out>({ type: 'sent', hash }),
              waitForReceipt(deps.walletRequest, hash, scheduler).pipe(
                mergeMap((status): Observable<Out> => {
                  deps.refreshBalances()
                  if (status === 'reverted') return fail(new PayError('failed', payMessages.reverted))
                  return outs({ type: 'paid', hash, via: 'wallet' }, emit<PayOutcome>({ ticket, result: { hash, via: 'wallet' } }))
                }),
              ),
            ),
          ),
          catchError((error: unknown) => {
            const declined = isAirlockError(error) && (error.category === 'user' || error.code === walletErrorCodes.userRejected)
            return fail(
              declined
                ? new PayError('declined', payMessages.declined, { cause: error, code: walletErrorCodes.userRejected })
                : new PayError('failed', `${payMessages.failed}: ${messageOf(error)}`, { cause: error }),
            )
          }),
        )
      }),
    )

  const switchEffect: Effect<PayState, PayCommand, PayOutcome> = (command$, state$) =>
    command$.pipe(
      filter((c) => c.type === 'switchNetwork'),
      withLatestFrom(state$),
      filter(([, s]) => s.status === 'switching'),
      exhaustMap(([, s]): Observable<Out> => {
        const network = s.payment?.network
        if (!network) return EMPTY
        return deps.switchNetwork(network).pipe(
          take(1),
          mergeMap((error): Observable<Out> => (error ? of({ type: 'switchFailed', message: payMessages.switchFailed(network.name) }) : EMPTY)),
          catchError(() => of<Out>({ type: 'switchFailed', message: payMessages.switchFailed(network.name) })),
        )
      }),
    )

  // The card provider's page, then its session read every CARD_POLL_MS until the payment is delivered;
  // giving up the payment stops the watch.
  const cardEffect: Effect<PayState, PayCommand, PayOutcome> = (command$, state$) =>
    command$.pipe(
      filter((c) => c.type === 'payWithCard'),
      withLatestFrom(state$),
      filter(([, s]) => s.status === 'card'),
      switchMap(([, s]): Observable<Out> => {
        const { payment, ticket } = s
        if (!payment || !ticket) return EMPTY
        return deps.card.open(payment).pipe(
          mergeMap(({ id, url }) =>
            concat(
              of<Out>({ type: 'cardOpened', url, provider: CARD_PROVIDER.name }),
              interval(CARD_POLL_MS, scheduler).pipe(
                exhaustMap(() => deps.card.status(id).pipe(catchError(() => EMPTY))),
                mergeMap((status) => (status.status === 'paid' ? [status.hash] : [])),
                take(1),
                mergeMap((hash) => outs({ type: 'paid', hash, via: 'card' }, emit<PayOutcome>({ ticket, result: { hash, via: 'card' } }))),
              ),
            ),
          ),
          catchError((error: unknown) => {
            deps.logger?.warn(`pay: ${CARD_PROVIDER.name}'s page could not be had`, error)
            return of<Out>({ type: 'cardFailed', message: `${payMessages.cardFailed(CARD_PROVIDER.name)}: ${messageOf(error)}` })
          }),
          takeUntil(command$.pipe(filter((c) => c.type === 'closed' || c.type === 'opened'))),
        )
      }),
    )

  // Pay with a wallet when none is connected: the connect views keep the payment waiting (Back returns
  // to it). Once a wallet is connected, the connect's end (the modal closing, or another view) brings
  // the Pay view back with the same payment; leaving without a wallet gives it up, as leaving Pay does.
  const placeEffect: Effect<PayState, PayCommand, PayOutcome> = (command$, state$) =>
    command$.pipe(
      filter((c): c is Extract<PayCommand, { type: 'placed' }> => c.type === 'placed'),
      withLatestFrom(state$),
      mergeMap(([{ where }, s]): Observable<Out> => {
        if (s.status === 'idle') return EMPTY
        if (where === 'pay') return s.status === 'connecting' ? of({ type: 'returned' }) : EMPTY
        if (where === 'connect' && s.status === 'connecting') return EMPTY
        if (where === 'connect' && s.status === 'review' && s.context.address === undefined) return of({ type: 'connecting' })
        if (s.status === 'connecting' && s.context.address !== undefined)
          return defer(() => {
            deps.openView()
            return EMPTY
          })
        return of({ type: 'cancel' })
      }),
    )

  // Giving up: a payment not yet answered rejects, saying what stood in its way; one in the wallet's
  // hands (paying, confirming) goes on, and its outcome answers the call.
  const cancelEffect: Effect<PayState, PayCommand, PayOutcome> = (command$, state$) =>
    command$.pipe(
      filter((c) => c.type === 'cancel'),
      withLatestFrom(state$),
      mergeMap(([, s]): Observable<Out> => {
        if (s.status === 'idle' || s.status === 'paying' || s.status === 'confirming') return EMPTY
        if (s.status === 'paid' || s.status === 'failed' || !s.ticket || !s.payment) return of<Out>({ type: 'closed' })
        const error = s.status === 'connecting'
          ? new PayError('cancelled', payMessages.cancelled)
          : shortOfFunds(s)
          ? new PayError('insufficient_balance', payMessages.insufficient(s.payment.asset.symbol))
          : s.context.address !== undefined && !onPaymentNetwork(s)
            ? new PayError('wrong_network', payMessages.wrongNetwork(s.payment.network.name))
            : new PayError('cancelled', payMessages.cancelled)
        return outs(emit<PayOutcome>({ ticket: s.ticket, error }), { type: 'closed' })
      }),
    )

  const service = createService<PayState, PayCommand, PayOutcome>({
    initial: deps.initial,
    reduce: reducePay,
    effects: [startEffect, readEffect, walletEffect, switchEffect, cardEffect, placeEffect, cancelEffect],
    inputs: [
      inputs.context$.pipe(map((context): PayCommand => ({ type: 'contextChanged', context }))),
      inputs.where$.pipe(
        distinctUntilChanged(),
        map((where): PayCommand => ({ type: 'placed', where })),
      ),
    ],
  })

  return {
    ...handleOf(service),
    outcomes$: service.output$,
    start: (ticket, request) => service.dispatch({ type: 'start', ticket, request }),
    confirm: () => service.dispatch({ type: 'confirm' }),
    switchNetwork: () => service.dispatch({ type: 'switchNetwork' }),
    payWithCard: () => service.dispatch({ type: 'payWithCard' }),
    cancel: () => service.dispatch({ type: 'cancel' }),
  }
}
