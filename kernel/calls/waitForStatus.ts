import { concat, exhaustMap, interval, last, of, takeUntil, takeWhile, timer, type Observable, type SchedulerLike } from 'rxjs'
import type { CallsStatus } from './types'

/** SPEC §9 fallback polling: how often a batch's status is asked for while it is pending. */
export const CALLS_POLL_MS = 4_000
/** How long waiting for a batch lasts by default before it answers with the pending status. */
export const CALLS_WAIT_MS = 5 * 60_000

/**
 * A batch's status asked for at once and every CALLS_POLL_MS after, until it is no longer pending;
 * after `waitMs` it answers with the last (pending) status. A failed read fails the wait.
 */
export function waitForStatus(
  read: () => Observable<CallsStatus>,
  scheduler: SchedulerLike,
  waitMs: number = CALLS_WAIT_MS,
): Observable<CallsStatus> {
  return concat(of(0), interval(CALLS_POLL_MS, scheduler)).pipe(
    exhaustMap(read),
    takeWhile((status) => status.status === 'pending', true),
    takeUntil(timer(waitMs, scheduler)),
    last(),
  )
}
