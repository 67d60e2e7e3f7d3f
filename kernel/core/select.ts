import { distinctUntilChanged, map, shareReplay, type Observable } from 'rxjs'

/** A derived view of a state stream: only distinct values, shared by every subscriber. */
export function select<S, R>(
  state$: Observable<S>,
  selector: (state: S) => R,
  equals: (a: R, b: R) => boolean = Object.is,
): Observable<R> {
  return state$.pipe(
    map(selector),
    distinctUntilChanged(equals),
    shareReplay({ bufferSize: 1, refCount: true }),
  )
}
