import { Observable, type MonoTypeOperatorFunction, type SchedulerLike } from 'rxjs'
import type * as t from 'io-ts'
import type { FetchPort } from '../ports/http'
import { decodeOrThrow } from '../codec/decode'
import { fetchOnce, jsonPost } from './fetchOnce'
import { HTTP_TIMEOUT_MS, RequestTimeoutError } from './HttpError'

export type QueryValue = string | number | boolean | undefined | null | ReadonlyArray<string | number>
export type Query = Readonly<Record<string, QueryValue>>

export interface HttpClientConfig {
  readonly baseUrl: string
  /** Query params added to every call (SPEC §7: projectId, st, sv, and the client id when set). */
  readonly identity?: () => Query
  /** The kernel's clock: every call's deadline runs on it. */
  readonly scheduler: SchedulerLike
  /** How long a call may take, headers and body, before it fails (SPEC §9's 10 s by default). */
  readonly timeoutMs?: number
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

  // A 204 or an empty body (POST /e answers that way) carries no JSON: it is read as `undefined`, so a
  // codec expecting nothing (t.unknown, t.undefined) accepts it and any other refuses it.
  const json =
    <A>(codec: t.Decoder<unknown, A>, what: string) =>
    async (response: Response): Promise<A> => {
      const text = response.status === 204 ? '' : await response.text()
      const body: unknown = text.trim() === '' ? undefined : JSON.parse(text)
      return decodeOrThrow(codec, body, what)
    }

  // A server that never answers must not hold a list on "loading" or a shared request forever: past
  // the deadline the call fails (and its fetch is aborted), so whoever asks next asks afresh.
  const timeoutMs = config.timeoutMs ?? HTTP_TIMEOUT_MS
  // A plain scheduled action rather than rxjs `timeout`, which would add its weight to the entry.
  const deadline =
    <A>(path: string): MonoTypeOperatorFunction<A> =>
    (source) =>
      new Observable<A>((subscriber) => {
        const timer = config.scheduler.schedule(() => subscriber.error(new RequestTimeoutError(path, timeoutMs)), timeoutMs)
        const inner = source.subscribe(subscriber)
        return () => {
          timer.unsubscribe()
          inner.unsubscribe()
        }
      })
  return {
    url,
    get: (path, codec, query) =>
      fetchOnce(fetchPort, url(path, query), { method: 'GET', headers: { accept: 'application/json' } }, json(codec, path)).pipe(
        deadline(path),
      ),
    post: (path, codec, body, query) => fetchOnce(fetchPort, url(path, query), jsonPost(body), json(codec, path)).pipe(deadline(path)),
    getBlob: (path, query) => fetchOnce(fetchPort, url(path, query), { method: 'GET' }, (response) => response.blob()).pipe(deadline(path)),
  }
}
