import { defer, filter, type MonoTypeOperatorFunction, type SchedulerLike } from 'rxjs'

/**
 * Lets at most `count` values through in any sliding window of `windowMs`; the others are dropped,
 * not delayed (SPEC §9 "Telemetry error cap: 5 per 60 s"). A sliding window rather than fixed minute
 * buckets, so a burst across a bucket edge cannot send twice the cap.
 *
 * The window restarts for every subscription; time is read from the injected scheduler only.
 */
export function rateLimit<T>(count: number, windowMs: number, scheduler: SchedulerLike): MonoTypeOperatorFunction<T> {
  return (source) =>
    defer(() => {
      // Times at which values were let through, oldest first; one list per subscription.
      const passed: number[] = []
      return source.pipe(
        filter(() => {
          const now = scheduler.now()
          while (passed.length > 0 && now - (passed[0] ?? now) >= windowMs) passed.shift()
          if (passed.length >= count) return false
          passed.push(now)
          return true
        }),
      )
    })
}
