import * as t from 'io-ts'
import { catchError, concat, exhaustMap, filter, interval, map, of, take, timeout, type Observable, type SchedulerLike } from 'rxjs'
import { walletAnswer } from '../ports/adapter'
import type { SentStatus } from './types'

/** SPEC §9 RPC fallback polling: how often a transaction's receipt is asked for until it exists. */
export const RECEIPT_POLL_MS = 4_000
/** After this long without a receipt the wait ends: the balances are read anyway, the send stays unconfirmed. */
export const RECEIPT_WAIT_MS = 5 * 60_000

/** eth_getTransactionReceipt: null until mined; then its status, 0x1 success and 0x0 reverted. */
const Receipt = /* @__PURE__ */ t.union([t.null, /* @__PURE__ */ t.type({ status: t.string })], 'TransactionReceipt')

export type WalletRequest = (args: { readonly method: string; readonly params?: unknown }) => Observable<unknown>

/**
 * The outcome of an EVM transaction: its receipt asked for at once and every RECEIPT_POLL_MS after
 * (chains that do not mine on every transaction answer null for a while). A failed read counts as
 * "not yet". Never errors: 'unconfirmed' when no receipt came within RECEIPT_WAIT_MS.
 */
export function waitForReceipt(request: WalletRequest, hash: string, scheduler: SchedulerLike): Observable<SentStatus> {
  // The first read at once: an automining chain has the receipt already.
  return concat(of(0), interval(RECEIPT_POLL_MS, scheduler)).pipe(
    exhaustMap(() =>
      request({ method: 'eth_getTransactionReceipt', params: [hash] }).pipe(
        walletAnswer(Receipt, 'eth_getTransactionReceipt'),
        catchError(() => of(null)),
      ),
    ),
    filter((receipt): receipt is { status: string } => receipt !== null),
    take(1),
    map((receipt): SentStatus => (/^0x0*1$/.test(receipt.status) ? 'confirmed' : 'reverted')),
    timeout({ first: RECEIPT_WAIT_MS, with: () => of<SentStatus>('unconfirmed'), scheduler }),
  )
}
