import { HexQuantity, messageOf } from '../index'
import {
  asyncScheduler,
  queueScheduler,
  subscribeOn,
  EMPTY,
  catchError,
  concat,
  defer,
  exhaustMap,
  filter,
  map,
  mergeMap,
  of,
  switchMap,
  tap,
  withLatestFrom,
  type Observable,
} from 'rxjs'
import { createService, emit, type Effect, type Emit } from '../core/createService'
import type { TokenBalance } from '../codec/token'
import { toWalletError, walletAnswer } from '../ports/adapter'
import { sendFromWallet } from './walletSend'
import { maxBasisOf, planSend, receiverNeedingChecksum, type SendPlan } from './sendPlan'
import { maxAmount } from './maxAmount'
import { waitForReceipt } from './receipt'
import { initialSendState, reduceSend, type SendCommand } from './sendState'
import type {
  ReceiverProfile,
  SendResult,
  SendServiceDeps,
  SendServiceInputs,
  SendState,
  SendTrackEvent,
} from './types'
import * as sendRefusals from '../errors/sendRefusals'

export interface SendService {
  readonly state$: Observable<SendState>
  readonly getState: () => SendState
  readonly run$: Observable<never>
  // Outputs
  /** SEND_INITIATED and SEND_SUCCESS, shaped as connection's TrackEvent, for modal.events$. */
  readonly events$: Observable<SendTrackEvent>
  /** Messages for the error snackbar, one per failed send. */
  readonly snackbarErrors$: Observable<string>
  /** One per send() that ran: the hash, or the error; a Promise API awaits the next one. */
  readonly results$: Observable<SendResult>
  // Commands
  setToken(token: TokenBalance | undefined): void
  /** The amount as typed, in whole token units ('1.5'). */
  setAmount(amount: string | undefined): void
  /** All of the chosen token; all of the coin less the network fee it must leave (read from the wallet). */
  setMax(): void
  /** The receiver, with the name and avatar it was found by (cleared when not given). */
  setReceiver(address: string | undefined, profile?: ReceiverProfile): void
  /** SPEC §4 send; ignored while a send is in flight. */
  send(): void
  /** Closes the confirmation of the last send. */
  dismissSent(): void
  /** SPEC §4 "switching namespace resets the send form" (also wired to reset$). */
  reset(): void
}

/**
 * SPEC §3/§4/§5/§7/§9 send: the send-token form, its checks, and the wallet call.
 * - send() sets loading and always clears it; the chain family picks EVM or Solana, anything else
 *   fails with 'Unsupported chain'; amount, receiver and (EVM) token are required.
 * - EVM: a token with an address goes as transfer(receiver, amount) on its contract; the native coin
 *   as a transaction to the receiver with empty data and the value in smallest units.
 * - Before the wallet is asked, the router gets the landing (close for native EVM, Account otherwise);
 *   on success it lands there, the form clears, `lastSent` holds the confirmation, and once the
 *   receipt is in (EVM) the balance refreshes.
 */
type SendOutput =
  | { readonly type: 'track'; readonly event: SendTrackEvent }
  | { readonly type: 'snackbar'; readonly message: string }
  | { readonly type: 'result'; readonly result: SendResult }

export function createSendService(deps: SendServiceDeps, inputs: SendServiceInputs): SendService {

  /** The wallet's answer, decoded: EVM hashes must be 0x plus 64 hex characters (SPEC §5). */
  const askWallet = (plan: SendPlan): Observable<string> => sendFromWallet(deps.sendTransaction, plan.namespace, plan.request)

  const run = (state: SendState): Observable<SendCommand | Emit<SendOutput>> => {
    const planned = planSend(state)
    if (!planned.ok) return of({ type: 'failed', error: planned.error, pushed: false })
    const { plan } = planned
    return concat(
      defer(() => {
        deps.router.pushTransaction(plan.landing)
        return of(emit<SendOutput>({ type: 'track', event: { type: 'track', event: 'SEND_INITIATED', properties: plan.track } }))
      }),
      // Queued: the router applies the push in the kernel's queue, and the wallet is asked only after it,
      // whatever the adapter does at call time.
      defer(() => askWallet(plan)).pipe(
        subscribeOn(queueScheduler),
        map((hash): SendCommand => ({ type: 'sent', hash, plan })),
        catchError((error: unknown) => {
          deps.logger?.warn('send: the wallet did not send', error)
          return of<SendCommand>({ type: 'failed', error: toWalletError(error), pushed: true })
        }),
      ),
    )
  }

  /** The EIP-55 verdict on a receiver; the hash code is loaded the first time one is needed. */
  const checksumOf = (address: string): Observable<SendCommand> =>
    defer(() => import('../codec/evmChecksum')).pipe(
      map(({ hasValidEvmChecksum }): SendCommand => ({ type: 'receiverChecked', address, valid: hasValidEvmChecksum(address) })),
    )

  const checksumEffect: Effect<SendState, SendCommand, SendOutput> = (command$, state$) =>
    command$.pipe(
      filter((c) => c.type === 'setReceiver' || c.type === 'contextChanged' || c.type === 'nameResolved'),
      withLatestFrom(state$),
      switchMap(([, state]) => {
        const receiver = receiverNeedingChecksum(state)
        if (receiver === undefined) return EMPTY
        return checksumOf(receiver).pipe(
          catchError((error: unknown) => {
            deps.logger?.warn('send: the address checksum could not be checked', error)
            return EMPTY
          }),
        )
      }),
    )

  // Latest wins: each keystroke of a name replaces the lookup of the text before it.
  const nameEffect: Effect<SendState, SendCommand, SendOutput> = (command$, state$) =>
    command$.pipe(
      filter((c) => c.type === 'setReceiver' || c.type === 'contextChanged'),
      withLatestFrom(state$),
      switchMap(([, state]): Observable<SendCommand> => {
        const lookup = state.receiverLookup
        const network = state.context.network
        if (lookup?.status !== 'resolving' || !network || !deps.resolveName) return EMPTY
        const { name } = lookup
        return deps.resolveName(name, network.caipNetworkId).pipe(
          map((resolved): SendCommand => ({ type: 'nameResolved', name, resolved, failed: false })),
          catchError((error: unknown) => {
            deps.logger?.warn('send: the receiver name could not be resolved', error)
            return of<SendCommand>({ type: 'nameResolved', name, resolved: undefined, failed: true })
          }),
        )
      }),
    )

  /** The EVM gas price in wei, from the connected wallet. */
  const gasPriceOf = (): Observable<bigint> =>
    deps.walletRequest('eip155', { method: 'eth_gasPrice' }).pipe(
      walletAnswer(HexQuantity, 'eth_gasPrice'),
      map((hex) => BigInt(hex)),
    )

  // Latest wins: a second Max (after the token changed) replaces a fee read still running.
  const maxEffect: Effect<SendState, SendCommand, SendOutput> = (command$, state$) =>
    command$.pipe(
      filter((c) => c.type === 'setMax'),
      withLatestFrom(state$),
      switchMap(([, state]): Observable<SendCommand | Emit<SendOutput>> => {
        const basis = maxBasisOf(state)
        if (!basis) return EMPTY
        const fill = (gasPrice: bigint | undefined): SendCommand => ({ type: 'setAmount', amount: maxAmount(basis, state, gasPrice) })
        if (!basis.native || state.context.namespace !== 'eip155') return of(fill(undefined))
        return gasPriceOf().pipe(
          map(fill),
          catchError((error: unknown) => {
            deps.logger?.warn('send: no gas price for Max', error)
            return of(emit<SendOutput>({ type: 'snackbar', message: sendRefusals.networkFeeUnknown }))
          }),
        )
      }),
    )

  // exhaustMap: a second send() while the wallet is asked is ignored (one prompt at a time). A
  // receiver whose checksum is still unchecked is checked first: no send goes out on a likely typo.
  const sendEffect: Effect<SendState, SendCommand, SendOutput> = (command$, state$) =>
    command$.pipe(
      filter((c) => c.type === 'send'),
      withLatestFrom(state$),
      exhaustMap(([, state]) => {
        const receiver = receiverNeedingChecksum(state)
        if (receiver === undefined) return run(state)
        return checksumOf(receiver).pipe(
          mergeMap((checked) => concat(of(checked), run(reduceSend(state, checked)))),
          catchError((error: unknown) => of<SendCommand>({ type: 'failed', error: toWalletError(error), pushed: false })),
        )
      }),
    )

  // SPEC §4 "the balance for that chain is refreshed": on EVM once the transaction is mined, so a
  // chain that does not mine at once is not read before it holds the new balances. mergeMap: every
  // send is waited for on its own.
  const receiptEffect: Effect<SendState, SendCommand, SendOutput> = (command$) =>
    command$.pipe(
      filter((c): c is Extract<SendCommand, { type: 'sent' }> => c.type === 'sent'),
      mergeMap((command): Observable<SendCommand> => {
        const { hash } = command
        if (command.plan.namespace !== 'eip155') {
          deps.refreshBalance()
          return EMPTY
        }
        const request = (args: { readonly method: string; readonly params?: unknown }) => deps.walletRequest('eip155', args)
        return waitForReceipt(request, hash, deps.scheduler ?? asyncScheduler).pipe(
          tap(() => deps.refreshBalance()),
          map((status): SendCommand => ({ type: 'settled', hash, status })),
        )
      }),
    )

  const outcomeEffect: Effect<SendState, SendCommand, SendOutput> = (command$) =>
    command$.pipe(
      mergeMap((command): Array<Emit<SendOutput>> => {
        if (command.type === 'sent') {
          deps.router.popTransaction('success')
          const tracked =
            command.plan.namespace === 'eip155' && command.plan.kind === 'native'
              ? [emit<SendOutput>({ type: 'track', event: { type: 'track', event: 'SEND_SUCCESS', properties: command.plan.track } })]
              : []
          return [...tracked, emit<SendOutput>({ type: 'result', result: { hash: command.hash } })]
        }
        if (command.type === 'failed') {
          if (command.pushed) deps.router.dropTransaction?.()
          return [
            emit<SendOutput>({ type: 'snackbar', message: messageOf(command.error) }),
            emit<SendOutput>({ type: 'result', result: { error: command.error } }),
          ]
        }
        return []
      }),
    )

  const service = createService<SendState, SendCommand, SendOutput>({
    initial: initialSendState,
    reduce: reduceSend,
    effects: [sendEffect, checksumEffect, nameEffect, maxEffect, receiptEffect, outcomeEffect],
    inputs: [
      inputs.context$.pipe(map((context): SendCommand => ({ type: 'contextChanged', context }))),
      inputs.balances$.pipe(map((balances): SendCommand => ({ type: 'balancesChanged', balances }))),
      ...(inputs.reset$ ? [inputs.reset$.pipe(map((): SendCommand => ({ type: 'reset' })))] : []),
    ],
  })
  const { dispatch } = service

  return {
    state$: service.state$,
    getState: service.getState,
    run$: service.run$,
    events$: service.output$.pipe(mergeMap((o) => (o.type === 'track' ? [o.event] : []))),
    snackbarErrors$: service.output$.pipe(mergeMap((o) => (o.type === 'snackbar' ? [o.message] : []))),
    results$: service.output$.pipe(mergeMap((o) => (o.type === 'result' ? [o.result] : []))),
    setToken: (token) => dispatch({ type: 'setToken', token }),
    setAmount: (amount) => dispatch({ type: 'setAmount', amount }),
    setMax: () => dispatch({ type: 'setMax' }),
    setReceiver: (address, profile = {}) => dispatch({ type: 'setReceiver', address, profile }),
    send: () => dispatch({ type: 'send' }),
    dismissSent: () => dispatch({ type: 'dismissSent' }),
    reset: () => dispatch({ type: 'reset' }),
  }
}

