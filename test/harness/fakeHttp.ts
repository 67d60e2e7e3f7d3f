import { defer, isObservable, map, of, type Observable } from 'rxjs'
import type { HttpClient, Query } from '../../kernel/http/createHttpClient'
import { decodeOrThrow } from '../../kernel/codec/decode'

/*
 * Test-only: an HttpClient whose answers the test chooses. An answer may be an Observable (cold
 * marbles, so HTTP timing runs in TestScheduler virtual time, which Promise-based fetch fakes cannot
 * do) or a plain value; throwing fails the call. Like the real client, calls are cold: one counts
 * (and `answer` runs) only when subscribed, and every answer is decoded with the caller's codec.
 */

export interface FakeCall {
  readonly method: 'GET' | 'POST' | 'BLOB'
  readonly path: string
  readonly query: Query
  readonly body?: unknown
  /** 1 for the first call this fake received, 2 for the second... */
  readonly n: number
}

/** What a call answers: an Observable of the raw answer, or the raw answer itself. */
export type FakeAnswer = (call: FakeCall) => unknown

export const fakeBaseUrl = 'http://catalogue.test/'

export function createFakeHttp(answer: FakeAnswer): HttpClient & { readonly calls: FakeCall[] } {
  const calls: FakeCall[] = []
  const call = (entry: Omit<FakeCall, 'n'>): Observable<unknown> =>
    defer(() => {
      const recorded = { ...entry, n: calls.length + 1 }
      calls.push(recorded)
      const answered = answer(recorded)
      return isObservable(answered) ? answered : of(answered)
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

/** Answers in turn: the nth call gets `answers[n - 1]()`; a call past the end fails. */
export function answersInTurn(...answers: ReadonlyArray<() => unknown>): FakeAnswer {
  return (call) => {
    const next = answers[call.n - 1]
    if (!next) throw new Error(`unexpected call ${call.n} to ${call.path}`)
    return next()
  }
}
