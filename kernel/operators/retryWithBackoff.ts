import { retry, throwError, timer, type MonoTypeOperatorFunction, type SchedulerLike } from 'rxjs'
import { HttpError } from '../http/HttpError'
import { parseRetryAfter } from './retryAfter'

/** SPEC §7 chain client: retried HTTP statuses. */
export const RETRY_STATUSES: ReadonlySet<number> = new Set([403, 408, 413, 429, 500, 502, 503, 504])
/** SPEC §7: the chain client retries 3 times. */
export const RETRY_COUNT = 3
/** First retry delay; each later one doubles (150, 300, 600 ms). Our choice: SPEC §7 says only "exponential". */
export const RETRY_BASE_DELAY_MS = 150
/**
 * A Retry-After longer than this is not waited for: the call fails at once rather than hang for
 * minutes behind a request the person is watching. Our choice.
 */
export const RETRY_AFTER_MAX_MS = 60_000

export interface RetryWithBackoffOptions {
  readonly scheduler: SchedulerLike
  readonly count?: number
  readonly baseDelayMs?: number
  readonly maxRetryAfterMs?: number
  readonly isRetryable?: (error: unknown) => boolean
}

/**
 * SPEC §7: network errors and statuses 403, 408, 413, 429, 500, 502, 503, 504 are retried; anything
 * else (other statuses, JSON-RPC errors, refused answers, aborts) fails at once. A network error is a
 * fetch rejection (browsers and Node reject with TypeError) or a per-attempt timeout (TimeoutError).
 */
export function isRetryableError(error: unknown): boolean {
  if (error instanceof HttpError) return RETRY_STATUSES.has(error.status)
  if (error instanceof TypeError) return true
  return error instanceof Error && error.name === 'TimeoutError'
}

/** Delay before retry number `attempt` (1-based): base × 2^(attempt-1). */
export const backoffDelay = (attempt: number, baseDelayMs: number = RETRY_BASE_DELAY_MS): number =>
  baseDelayMs * 2 ** (attempt - 1)

/**
 * SPEC §7 chain client policy: resubscribe to the source up to 3 times with exponential delay, waiting
 * instead what a Retry-After header asks (read against scheduler.now()) when the error carries one.
 */
export function retryWithBackoff<T>(options: RetryWithBackoffOptions): MonoTypeOperatorFunction<T> {
  const {
    scheduler,
    count = RETRY_COUNT,
    baseDelayMs = RETRY_BASE_DELAY_MS,
    maxRetryAfterMs = RETRY_AFTER_MAX_MS,
    isRetryable = isRetryableError,
  } = options
  return retry({
    count,
    delay: (error: unknown, attempt) => {
      if (!isRetryable(error)) return throwError(() => error)
      const asked = error instanceof HttpError ? parseRetryAfter(error.retryAfter, scheduler.now()) : undefined
      if (asked !== undefined && asked > maxRetryAfterMs) return throwError(() => error)
      return timer(asked ?? backoffDelay(attempt, baseDelayMs), scheduler)
    },
  })
}
