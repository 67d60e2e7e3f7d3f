import { AirlockError, type ErrorCategory } from '../index'

/**
 * Why a `pay()` call rejected: the request was malformed or pay is off (invalid_request, disabled),
 * the person refused in the wallet (declined), or gave up the payment while it could not go ahead
 * (insufficient_balance, wrong_network) or for no such reason (cancelled), another payment was under
 * way (busy), or the transaction failed or reverted on chain (failed).
 */
export type PayErrorReason =
  | 'invalid_request'
  | 'disabled'
  | 'busy'
  | 'declined'
  | 'cancelled'
  | 'insufficient_balance'
  | 'wrong_network'
  | 'failed'

const categoryOf: Readonly<Record<PayErrorReason, ErrorCategory>> = {
  invalid_request: 'validation',
  disabled: 'options',
  busy: 'validation',
  declined: 'user',
  cancelled: 'user',
  insufficient_balance: 'user',
  wrong_network: 'user',
  failed: 'wallet',
}

/** The error a `pay()` call rejects with: narrow on `reason`. */
export class PayError extends AirlockError {
  readonly reason: PayErrorReason
  constructor(reason: PayErrorReason, message: string, options: { readonly cause?: unknown; readonly code?: number } = {}) {
    super(message, { category: categoryOf[reason], ...options })
    this.reason = reason
  }
}

/** The texts of pay's errors and notices (its own: the SPEC names none). */
export const payMessages = {
  disabled: 'Pay is not enabled: set features.pay to true',
  busy: 'Another payment is in progress',
  invalid: (detail: string) => `Invalid pay request: ${detail}`,
  declined: 'Payment declined in the wallet',
  cancelled: 'Payment cancelled',
  insufficient: (symbol: string) => `Insufficient ${symbol} balance`,
  wrongNetwork: (network: string) => `Switch to ${network} to pay from your wallet`,
  reverted: 'The payment transaction reverted',
  failed: 'The payment failed',
  switchFailed: (network: string) => `Could not switch to ${network}`,
  cardFailed: (provider: string) => `${provider} could not start the payment`,
} as const
