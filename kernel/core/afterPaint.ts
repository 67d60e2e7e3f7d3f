import { Observable, switchMap } from 'rxjs'
import type { PlatformPort } from '../ports/platform'

/**
 * `source$`, each value held until the page's next frame has painted (at once where the platform
 * paints nothing). For work a command starts that its own frame does not show, such as fetching the
 * code of a service the opening will need later: run in the command's task, it would delay the very
 * frame the user is waiting for.
 */
export function afterPaint<T>(platform: PlatformPort, source$: Observable<T>): Observable<T> {
  const schedule = platform.afterPaint
  // A subscriber that has left ignores the late `next`: nothing to cancel.
  return schedule ? source$.pipe(switchMap((value) => new Observable<T>((subscriber) => schedule(() => subscriber.next(value))))) : source$
}
