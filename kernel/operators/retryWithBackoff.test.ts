import { describe, expect, it } from 'vitest'
import { defer, throwError, of, type Observable } from 'rxjs'
import { TimeoutError } from 'rxjs'
import { createTestScheduler } from '../../test/harness/marbles'
import { HttpError } from '../http/HttpError'
import { AirlockError } from '../errors/AirlockError'
import { retryWithBackoff, isRetryableError, RETRY_STATUSES } from './retryWithBackoff'

/** A source that fails with `errors[n]` on its n-th subscription, then succeeds; records subscription times. */
function flaky(errors: ReadonlyArray<unknown>, now: () => number) {
  const subscribedAt: number[] = []
  const source: Observable<string> = defer(() => {
    const n = subscribedAt.push(now()) - 1
    return n < errors.length ? throwError(() => errors[n]) : of('ok')
  })
  return { source, subscribedAt }
}

describe('retryWithBackoff (SPEC §7 chain client policy)', () => {
  it('§7 chain client retries 3 times with exponential delay (150, 300, 600 ms), then fails', () => {
    const ts = createTestScheduler()
    ts.run(({ expectObservable, flush }) => {
      const error = new TypeError('fetch failed')
      const { source, subscribedAt } = flaky([error, error, error, error], () => ts.now())
      expectObservable(source.pipe(retryWithBackoff({ scheduler: ts }))).toBe('1050ms #', undefined, error)
      flush()
      expect(subscribedAt).toEqual([0, 150, 450, 1050])
    })
  })

  it('§7 chain client: a retry that succeeds delivers the value', () => {
    const ts = createTestScheduler()
    ts.run(({ expectObservable }) => {
      const { source } = flaky([new HttpError(503, ''), new HttpError(429, '')], () => ts.now())
      expectObservable(source.pipe(retryWithBackoff({ scheduler: ts }))).toBe('450ms (a|)', { a: 'ok' })
    })
  })

  it('§7 chain client honours Retry-After in seconds instead of the backoff delay', () => {
    const ts = createTestScheduler()
    ts.run(({ expectObservable }) => {
      const { source } = flaky([new HttpError(429, '', '2')], () => ts.now())
      expectObservable(source.pipe(retryWithBackoff({ scheduler: ts }))).toBe('2000ms (a|)', { a: 'ok' })
    })
  })

  it('§7 chain client honours Retry-After as an HTTP date relative to scheduler.now()', () => {
    const ts = createTestScheduler()
    ts.run(({ expectObservable }) => {
      // Virtual time starts at 0 = 1970-01-01T00:00:00Z.
      const { source } = flaky([new HttpError(503, '', 'Thu, 01 Jan 1970 00:00:03 GMT')], () => ts.now())
      expectObservable(source.pipe(retryWithBackoff({ scheduler: ts }))).toBe('3000ms (a|)', { a: 'ok' })
    })
  })

  it('§7 chain client does not wait for a Retry-After beyond a minute: fails at once', () => {
    const ts = createTestScheduler()
    ts.run(({ expectObservable }) => {
      const error = new HttpError(429, '', '3600')
      const { source } = flaky([error], () => ts.now())
      expectObservable(source.pipe(retryWithBackoff({ scheduler: ts }))).toBe('#', undefined, error)
    })
  })

  it('§7 chain client fails at once on any other status or error', () => {
    const ts = createTestScheduler()
    ts.run(({ expectObservable, flush }) => {
      const error = new HttpError(400, 'bad request')
      const { source, subscribedAt } = flaky([error], () => ts.now())
      expectObservable(source.pipe(retryWithBackoff({ scheduler: ts }))).toBe('#', undefined, error)
      flush()
      expect(subscribedAt).toEqual([0])
    })
  })

  it('§7 retried: network errors (TypeError, timeouts) and statuses 403, 408, 413, 429, 500, 502, 503, 504 only', () => {
    expect([...RETRY_STATUSES].sort((a, b) => a - b)).toEqual([403, 408, 413, 429, 500, 502, 503, 504])
    for (const status of RETRY_STATUSES) expect(isRetryableError(new HttpError(status, ''))).toBe(true)
    for (const status of [400, 401, 404, 405, 409, 422, 501, 505]) {
      expect(isRetryableError(new HttpError(status, ''))).toBe(false)
    }
    expect(isRetryableError(new TypeError('Failed to fetch'))).toBe(true)
    expect(isRetryableError(new TimeoutError())).toBe(true)
    expect(isRetryableError(new AirlockError('execution reverted', { category: 'http', code: -32000 }))).toBe(false)
    expect(isRetryableError(new SyntaxError('Unexpected token <'))).toBe(false)
    expect(isRetryableError(new DOMException('aborted', 'AbortError'))).toBe(false)
    expect(isRetryableError('boom')).toBe(false)
  })
})
