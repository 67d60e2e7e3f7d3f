import { Observable } from 'rxjs'
import type { FetchPort } from '../ports/http'
import { HttpError } from './HttpError'

/**
 * One fetch as a cold Observable: nothing is sent until subscribed, and unsubscribing (a timeout, a
 * newer request, the kernel's destroy) aborts it. A non-2xx answer fails with HttpError keeping the
 * body and Retry-After; a fetch rejection (network failure, a TypeError) passes through untouched so a
 * retry policy can recognise it. `read` turns a 2xx response into the value.
 */
export function fetchOnce<A>(
  fetchPort: FetchPort,
  url: string,
  init: RequestInit,
  read: (response: Response) => Promise<A>,
): Observable<A> {
  return new Observable<A>((subscriber) => {
    const controller = new AbortController()
    fetchPort(url, { ...init, signal: controller.signal })
      .then(async (response) => {
        if (!response.ok) {
          const body = await response.text().catch(() => '')
          throw new HttpError(response.status, body, response.headers.get('retry-after'))
        }
        return read(response)
      })
      .then(
        (value) => {
          subscriber.next(value)
          subscriber.complete()
        },
        (error: unknown) => subscriber.error(error),
      )
    return () => controller.abort()
  })
}

/** The request of a JSON POST: `body` sent as JSON, a JSON answer asked for. */
export function jsonPost(body: unknown): RequestInit {
  return {
    method: 'POST',
    headers: { accept: 'application/json', 'content-type': 'application/json' },
    body: JSON.stringify(body),
  }
}
