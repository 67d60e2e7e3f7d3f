import type { PayError } from './payError'
import type { PayContext, PayPlace, PayState, Payment } from './types'

export type PayCommand =
  | { readonly type: 'start'; readonly ticket: object; readonly request: unknown }
  | { readonly type: 'opened'; readonly ticket: object; readonly payment: Payment }
  | { readonly type: 'contextChanged'; readonly context: PayContext }
  /** The modal moved (decided by an effect; the reducer ignores it). */
  | { readonly type: 'placed'; readonly where: PayPlace }
  /** Left the Pay view without a wallet for the connect views: the payment waits. */
  | { readonly type: 'connecting' }
  /** Back on the Pay view from the connect views. */
  | { readonly type: 'returned' }
  | { readonly type: 'balanceRead'; readonly balance: string | null }
  | { readonly type: 'feeRead'; readonly fee: string | null }
  | { readonly type: 'switchNetwork' }
  | { readonly type: 'switchFailed'; readonly message: string }
  | { readonly type: 'confirm' }
  | { readonly type: 'sent'; readonly hash: string }
  | { readonly type: 'payWithCard' }
  | { readonly type: 'cardOpened'; readonly url: string; readonly provider: string }
  | { readonly type: 'cardFailed'; readonly message: string }
  | { readonly type: 'paid'; readonly hash: string; readonly via: 'wallet' | 'card' }
  | { readonly type: 'failed'; readonly error: PayError }
  | { readonly type: 'cancel' }
  | { readonly type: 'closed' }

/** The account is on the payment's network. */
export const onPaymentNetwork = (s: PayState): boolean => s.payment !== undefined && s.context.caipNetworkId === s.payment.network.caipNetworkId

/** The balance is known and below the amount. */
export const shortOfFunds = (s: PayState): boolean => s.payment !== undefined && typeof s.balance === 'string' && BigInt(s.balance) < BigInt(s.payment.units)

/** The wallet can pay now: connected on the right network with enough of the asset (or a balance not yet read). */
export const canPayFromWallet = (s: PayState): boolean =>
  s.status === 'review' && s.context.namespace === 'eip155' && s.context.address !== undefined && onPaymentNetwork(s) && !shortOfFunds(s)

const sameContext = (a: PayContext, b: PayContext): boolean =>
  a.namespace === b.namespace && a.address === b.address && a.caipNetworkId === b.caipNetworkId

const idle = (s: PayState): PayState => ({ status: 'idle', context: s.context })

/** Pure: every transition of a payment. Commands that do not fit the current status change nothing. */
export function reducePay(s: PayState, c: PayCommand): PayState {
  switch (c.type) {
    case 'opened':
      return { status: 'review', context: s.context, payment: c.payment, ticket: c.ticket }
    case 'contextChanged': {
      if (sameContext(s.context, c.context)) return s
      // Another account or network: what was read for the old one no longer holds.
      const { balance: _balance, fee: _fee, ...rest } = s
      const next: PayState = { ...rest, context: c.context }
      return next.status === 'switching' && onPaymentNetwork(next) ? { ...next, status: 'review' } : next
    }
    case 'connecting': {
      if (s.status !== 'review' || s.context.address !== undefined) return s
      const { notice: _notice, ...rest } = s
      return { ...rest, status: 'connecting' }
    }
    case 'returned':
      return s.status === 'connecting' ? { ...s, status: 'review' } : s
    case 'balanceRead':
      return s.status === 'idle' ? s : { ...s, balance: c.balance }
    case 'feeRead':
      return s.status === 'idle' ? s : { ...s, fee: c.fee }
    case 'switchNetwork': {
      if (s.status !== 'review' || onPaymentNetwork(s) || s.context.address === undefined) return s
      const { notice: _notice, ...rest } = s
      return { ...rest, status: 'switching' }
    }
    case 'switchFailed':
      return s.status === 'switching' ? { ...s, status: 'review', notice: c.message } : s
    case 'confirm': {
      if (!canPayFromWallet(s)) return s
      const { notice: _notice, ...rest } = s
      return { ...rest, status: 'paying', via: 'wallet' }
    }
    case 'sent':
      return s.status === 'paying' ? { ...s, status: 'confirming', hash: c.hash } : s
    case 'payWithCard': {
      if (s.status !== 'review') return s
      const { notice: _notice, card: _card, ...rest } = s
      return { ...rest, status: 'card', via: 'card' }
    }
    case 'cardOpened':
      return s.status === 'card' ? { ...s, card: { url: c.url, provider: c.provider } } : s
    case 'cardFailed': {
      if (s.status !== 'card') return s
      const { card: _card, via: _via, ...rest } = s
      return { ...rest, status: 'review', notice: c.message }
    }
    case 'paid':
      return s.status === 'confirming' || s.status === 'card' ? { ...s, status: 'paid', hash: c.hash, via: c.via } : s
    case 'failed':
      return s.status === 'paying' || s.status === 'confirming' ? { ...s, status: 'failed', error: c.error } : s
    case 'closed':
      return s.status === 'idle' ? s : idle(s)
    case 'start':
    case 'placed':
    case 'cancel':
      return s
  }
}
