import { Observable } from 'rxjs'
import type * as t from 'io-ts'
import type { FetchPort } from '../ports/http'
import { decodeOrThrow } from '../codec/decode'
import { HttpError } from './HttpError'

export type QueryValue = string | number | boolean | undefined | null | ReadonlyArray<string | number>
export type Query = Readonly<Record<string, QueryValue>>

export interface HttpClientConfig {
  readonly baseUrl: string
  /** Query params added to every call (SPEC §7: projectId, st, sv, and the client id when set). */
  readonly identity?: () => Query
}

export interface HttpClient {
  get<A>(path: string, codec: t.Decoder<unknown, A>, query?: Query): Observable<A>
  post<A>(path: string, codec: t.Decoder<unknown, A>, body: unknown, query?: Query): Observable<A>
  /** Raw bytes (images). */
  getBlob(path: string, query?: Query): Observable<Blob>
  url(path: string, query?: Query): string
}

function buildUrl(baseUrl: string, path: string, query: Query): string {
  const base = baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`
  const url = new URL(path.replace(/^\//, ''), base)
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue
    url.searchParams.set(key, Array.isArray(value) ? value.join(',') : String(value))
  }
  return url.toString()
}

/**
 * The generic HTTP client of SPEC §7. Calls are cold Observables: nothing is sent until subscribed,
 * and unsubscribing aborts the request.
 */
export function createHttpClient(fetchPort: FetchPort, config: HttpClientConfig): HttpClient {
  const url = (path: string, query: Query = {}): string =>
    buildUrl(config.baseUrl, path, { ...config.identity?.(), ...query })

  const request = <A>(target: string, init: RequestInit, read: (response: Response) => Promise<A>): Observable<A> =>
    new Observable<A>((subscriber) => {
      const controller = new AbortController()
      fetchPort(target, { ...init, signal: controller.signal })
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

  const json =
    <A>(codec: t.Decoder<unknown, A>, what: string) =>
    async (response: Response): Promise<A> =>
      decodeOrThrow(codec, (await response.json()) as unknown, what)

  return {
    url,
    get: (path, codec, query) =>
      request(url(path, query), { method: 'GET', headers: { accept: 'application/json' } }, json(codec, path)),
    post: (path, codec, body, query) =>
      request(
        url(path, query),
        {
          method: 'POST',
          headers: { accept: 'application/json', 'content-type': 'application/json' },
          body: JSON.stringify(body),
        },
        json(codec, path),
      ),
    getBlob: (path, query) => request(url(path, query), { method: 'GET' }, (response) => response.blob()),
  }
}
