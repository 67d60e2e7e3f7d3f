import { EmptyError, concat, defer, exhaustMap, filter, interval, of, take, tap, throwError, timeout, type Observable, type SchedulerLike } from 'rxjs'
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
  // Written with the operators the entry already carries: an operator only this chunk used would be
  // pulled into the entry by esbuild's splitting, through the rxjs index the entry imports.
  return defer(() => {
    let latest: CallsStatus | undefined
    return concat(of(0), interval(CALLS_POLL_MS, scheduler)).pipe(
      exhaustMap(read),
      tap((status) => {
        latest = status
      }),
      filter((status) => status.status !== 'pending'),
      take(1),
      timeout({ first: waitMs, scheduler, with: () => (latest ? of(latest) : throwError(() => new EmptyError())) }),
    )
  })
}
