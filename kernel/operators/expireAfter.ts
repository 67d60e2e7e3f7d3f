import { concat, map, of, switchMap, timer, type OperatorFunction, type SchedulerLike } from 'rxjs'

/**
 * Mirror each source value, then emit `expired(value)` once `lifetimeMs(value)` has passed with no
 * newer value (a newer value restarts the clock). `lifetimeMs` returning undefined means "never
 * expires". Used for lifetimes like the SPEC §4 pairing URI.
 */
export function expireAfter<T, E>(
  lifetimeMs: (value: T) => number | undefined,
  expired: (value: T) => E,
  scheduler: SchedulerLike,
): OperatorFunction<T, T | E> {
  return (source) =>
    source.pipe(
      switchMap((value) => {
        const ms = lifetimeMs(value)
        if (ms === undefined) return of(value)
        return concat(of(value), timer(Math.max(0, ms), scheduler).pipe(map(() => expired(value))))
      }),
    )
}
