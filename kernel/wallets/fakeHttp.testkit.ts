import { defer, map, type Observable } from 'rxjs'
import type { HttpClient, Query } from '../http/createHttpClient'
import { decodeOrThrow } from '../codec/decode'

/*
 * Test-only: an HttpClient whose answers are Observables the test chooses (cold marbles), so HTTP
 * timing runs in TestScheduler virtual time, which Promise-based fetch fakes cannot do.
 * TODO(move to test/harness): shared by the wallets, origins and telemetry tests.
 */

export interface FakeCall {
  readonly method: 'GET' | 'POST' | 'BLOB'
  readonly path: string
  readonly query: Query
  readonly body?: unknown
}

export const fakeBaseUrl = 'http://catalogue.test/'

export function createFakeHttp(
  answer: (call: FakeCall) => Observable<unknown>,
): HttpClient & { readonly calls: FakeCall[] } {
  const calls: FakeCall[] = []
  const call = (entry: FakeCall): Observable<unknown> =>
    defer(() => {
      calls.push(entry)
      return answer(entry)
    })
  const url = (path: string, query: Query = {}): string => {
    const target = new URL(path.replace(/^\//, ''), fakeBaseUrl)
    for (const [key, value] of Object.entries(query)) {
      if (value !== undefined && value !== null) target.searchParams.set(key, String(value))
    }
    return target.toString()
  }
  return {
    calls,
    url,
    get: (path, codec, query = {}) =>
      call({ method: 'GET', path, query }).pipe(map((value) => decodeOrThrow(codec, value, path))),
    post: (path, codec, body, query = {}) =>
      call({ method: 'POST', path, query, body }).pipe(map((value) => decodeOrThrow(codec, value, path))),
    getBlob: (path, query = {}) => call({ method: 'BLOB', path, query }) as Observable<Blob>,
  }
}
