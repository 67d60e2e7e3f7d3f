import { Observable } from 'rxjs'
import type { FetchPort } from '../ports/http'
import { HttpError } from '../http/HttpError'

/**
 * One JSON POST as a cold Observable: nothing is sent until subscribed; unsubscribing (a timeout, a
 * newer request) aborts it. Non-2xx fails with HttpError keeping Retry-After; a fetch rejection
 * (network failure, a TypeError) passes through untouched so the retry policy can recognise it.
 */
export function postJson(fetchPort: FetchPort, url: string, body: unknown): Observable<unknown> {
  return new Observable<unknown>((subscriber) => {
    const controller = new AbortController()
    fetchPort(url, {
      method: 'POST',
      headers: { accept: 'application/json', 'content-type': 'application/json' },
      body: JSON.stringify(body),
      signal: controller.signal,
    })
      .then(async (response) => {
        if (!response.ok) {
          const text = await response.text().catch(() => '')
          throw new HttpError(response.status, text, response.headers.get('retry-after'))
        }
        return (await response.json()) as unknown
      })
      .then(
        (json) => {
          subscriber.next(json)
          subscriber.complete()
        },
        (error: unknown) => subscriber.error(error),
      )
    return () => controller.abort()
  })
}
