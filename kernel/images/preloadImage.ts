import { catchError, concat, ignoreElements, of, timeout, type Observable, type SchedulerLike } from 'rxjs'

/** SPEC §5: image preload gives up after 2 seconds. */
export const IMAGE_PRELOAD_TIMEOUT_MS = 2_000

/**
 * Loads one image (an `Image` element in the browser). Completes when the image has loaded, errors
 * when it fails; unsubscribing should stop caring (drop the handlers).
 */
export type ImageLoader = (url: string) => Observable<void>

/**
 * SPEC §5: preload an image, giving up after 2 s. Emits once and completes: true when loaded, false
 * when the load failed or took longer (the view then shows its placeholder). Never errors.
 */
export function preloadImage(
  loader: ImageLoader,
  url: string,
  scheduler: SchedulerLike,
  timeoutMs: number = IMAGE_PRELOAD_TIMEOUT_MS,
): Observable<boolean> {
  return concat(loader(url).pipe(ignoreElements()), of(true)).pipe(
    timeout({ first: timeoutMs, scheduler, with: () => of(false) }),
    catchError(() => of(false)),
  )
}
