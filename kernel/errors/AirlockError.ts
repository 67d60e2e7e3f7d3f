import { thrownMessages } from './messages'

export type ErrorCategory = 'options' | 'validation' | 'http' | 'wallet' | 'user' | 'internal'

/** The literal `name` of each kind of error, as viem names its BaseError subclasses. */
export const errorNames = {
  options: 'OptionsError',
  validation: 'ValidationError',
  http: 'HttpError',
  wallet: 'WalletError',
  user: 'UserRejectedRequestError',
  internal: 'InternalError',
} as const satisfies Record<ErrorCategory, string>

export type ErrorNameOf<C extends ErrorCategory> = (typeof errorNames)[C]

/**
 * The one error class the kernel throws or puts in state. `shortMessage` is the SPEC's text;
 * `message` may add detail from the cause. Its `name` is a literal per category (`WalletError`,
 * `UserRejectedRequestError` ...), so callers narrow on `name` and need no `instanceof` (which fails
 * across two copies of the bundle).
 */
export class AirlockError<C extends ErrorCategory = ErrorCategory> extends Error {
  override readonly name: ErrorNameOf<C>
  readonly shortMessage: string
  readonly category: C
  /** Wallet or HTTP status code when there is one. */
  readonly code: number | undefined

  constructor(
    shortMessage: string,
    options: { category: C; cause?: unknown; code?: number; details?: string } = {
      category: 'internal' as C,
    },
  ) {
    super(options.details ? `${shortMessage}\n\n${options.details}` : shortMessage, {
      cause: options.cause,
    })
    this.name = errorNames[options.category]
    this.shortMessage = shortMessage
    this.category = options.category
    this.code = options.code
  }
}

export type OptionsErrorType = AirlockError<'options'>
export type ValidationErrorType = AirlockError<'validation'>
export type HttpErrorType = AirlockError<'http'>
export type WalletErrorType = AirlockError<'wallet'>
export type UserRejectedRequestErrorType = AirlockError<'user'>
export type InternalErrorType = AirlockError<'internal'>
/** Every error the kernel throws or puts in state; narrow on `name`. */
export type AirlockErrorType =
  | OptionsErrorType
  | ValidationErrorType
  | HttpErrorType
  | WalletErrorType
  | UserRejectedRequestErrorType
  | InternalErrorType

const knownNames: ReadonlySet<string> = new Set(Object.values(errorNames))

/**
 * An Airlock error, recognised by its shape and literal name rather than by `instanceof`: an error
 * thrown by another copy of the kernel (two bundles on one page) is recognised too.
 */
export function isAirlockError(value: unknown): value is AirlockErrorType {
  if (typeof value !== 'object' || value === null) return false
  const { name, shortMessage, category } = value as { name?: unknown; shortMessage?: unknown; category?: unknown }
  return typeof name === 'string' && knownNames.has(name) && typeof shortMessage === 'string' && typeof category === 'string'
}

/** The text to show for any thrown value: the first reason description when present (SPEC §8). */
export function messageOf(error: unknown, fallback: string = thrownMessages.somethingWentWrong): string {
  if (isAirlockError(error)) return error.shortMessage
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
