import { AirlockError } from '../errors/AirlockError'
import { thrownMessages } from '../errors/messages'

/** SPEC §9: how long an HTTP call of the kernel may take (the RPC default timeout, applied to every call). */
export const HTTP_TIMEOUT_MS = 10_000

/** SPEC §8: the first error reason's description of a JSON error body ({ reasons: [{ description }] }), if any. */
export function reasonOf(body: string): string | undefined {
  if (!body.trimStart().startsWith('{')) return undefined
  try {
    const parsed: unknown = JSON.parse(body)
    const reasons = typeof parsed === 'object' && parsed !== null ? (parsed as { reasons?: unknown }).reasons : undefined
    const first: unknown = Array.isArray(reasons) ? reasons[0] : undefined
    const description = typeof first === 'object' && first !== null ? (first as { description?: unknown }).description : undefined
    return typeof description === 'string' && description.trim() !== '' ? description : undefined
  } catch {
    return undefined
  }
}

/**
 * SPEC §7: any non-2xx answer fails with 'HTTP status code: {status}'; SPEC §8: when the body names a
 * reason, its first description is the message instead. The body is kept for mapping.
 */
export class HttpError extends AirlockError {
  readonly status: number
  readonly body: string
  readonly retryAfter: string | null

  constructor(status: number, body: string, retryAfter: string | null = null) {
    super(reasonOf(body) ?? thrownMessages.httpStatus(status), { category: 'http', code: status, details: body || undefined })
    this.status = status
    this.body = body
    this.retryAfter = retryAfter
  }
}

/** A call that got no complete answer within its deadline (the server hung or the network dropped it). */
export class RequestTimeoutError extends AirlockError {
  readonly path: string

  constructor(path: string, ms: number) {
    super(thrownMessages.requestTimedOut, { category: 'http', details: `${path}: no answer within ${ms} ms` })
    this.path = path
  }
}

/**
 * No answer at all: the fetch itself failed (offline, DNS, connection refused, CORS: a TypeError) or
 * the deadline passed. Says nothing about what the server would have said.
 */
export function isUnreachable(error: unknown): boolean {
  return error instanceof RequestTimeoutError || (error instanceof TypeError && !(error instanceof AirlockError))
}
