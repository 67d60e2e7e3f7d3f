import type { Observable } from 'rxjs'
import type { FetchPort } from '../ports/http'
import { fetchOnce, jsonPost } from '../http/fetchOnce'

/**
 * One JSON POST as a cold Observable: nothing is sent until subscribed; unsubscribing (a timeout, a
 * newer request) aborts it. Non-2xx fails with HttpError keeping Retry-After; a fetch rejection
 * (network failure, a TypeError) passes through untouched so the retry policy can recognise it.
 */
export function postJson(fetchPort: FetchPort, url: string, body: unknown): Observable<unknown> {
  return fetchOnce(fetchPort, url, jsonPost(body), async (response) => (await response.json()) as unknown)
}
