import { AirlockError } from '../errors/AirlockError'
import { thrownMessages } from '../errors/messages'

/** SPEC §7: any non-2xx answer fails with 'HTTP status code: {status}'; the body is kept for mapping. */
export class HttpError extends AirlockError {
  readonly status: number
  readonly body: string
  readonly retryAfter: string | null

  constructor(status: number, body: string, retryAfter: string | null = null) {
    super(thrownMessages.httpStatus(status), { category: 'http', code: status, details: body || undefined })
    this.status = status
    this.body = body
    this.retryAfter = retryAfter
  }
}
