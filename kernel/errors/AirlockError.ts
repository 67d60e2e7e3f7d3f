import { thrownMessages } from './messages'

export type ErrorCategory = 'options' | 'validation' | 'http' | 'wallet' | 'user' | 'internal'

/**
 * The one error class the kernel throws or puts in state. `shortMessage` is the SPEC's text;
 * `message` may add detail from the cause.
 */
export class AirlockError extends Error {
  override readonly name = 'AirlockError' as const
  readonly shortMessage: string
  readonly category: ErrorCategory
  /** Wallet or HTTP status code when there is one. */
  readonly code: number | undefined

  constructor(
    shortMessage: string,
    options: { category: ErrorCategory; cause?: unknown; code?: number; details?: string } = {
      category: 'internal',
    },
  ) {
    super(options.details ? `${shortMessage}\n\n${options.details}` : shortMessage, {
      cause: options.cause,
    })
    this.shortMessage = shortMessage
    this.category = options.category
    this.code = options.code
  }
}

/** The text to show for any thrown value: the first reason description when present (SPEC §8). */
export function messageOf(error: unknown, fallback: string = thrownMessages.somethingWentWrong): string {
  if (error instanceof AirlockError) return error.shortMessage
  if (typeof error === 'object' && error !== null) {
    const reasons = (error as { reasons?: unknown }).reasons
    if (Array.isArray(reasons)) {
      const first: unknown = reasons[0]
      if (typeof first === 'object' && first !== null) {
        const description = (first as { description?: unknown }).description
        if (typeof description === 'string' && description) return description
      }
    }
    const short = (error as { shortMessage?: unknown }).shortMessage
    if (typeof short === 'string' && short) return short
    const message = (error as { message?: unknown }).message
    if (typeof message === 'string' && message) return message
  }
  if (typeof error === 'string' && error) return error
  return fallback
}
