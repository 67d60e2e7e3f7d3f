import type { OnrampOptions } from '../codec/onramp'
import type { OnrampProvider } from './types'

/** SPEC §9 onramp fallback limits, card and bank account (ACH), the same for USD and EUR. */
const FALLBACK_LIMITS = [
  { id: 'card', min: '10.00', max: '7500.00' },
  { id: 'ach_bank_account', min: '10.00', max: '25000.00' },
]

/**
 * SPEC §8: the options when GET /v1/onramp/options fails: USD and EUR with SPEC §9's limits. No
 * purchase currency: the provider's page then offers its own.
 */
export const FALLBACK_ONRAMP_OPTIONS: OnrampOptions = {
  purchaseCurrencies: [],
  paymentCurrencies: ['USD', 'EUR'].map((id) => ({ id, payment_method_limits: FALLBACK_LIMITS.map((limit) => ({ ...limit })) })),
}

/** SPEC §9 provider fee range 1–2 %: the mock quote assumes its top. */
export const MOCK_QUOTE_FEE = 0.02

/**
 * SPEC §9: the first provider serves eip155 only, the second eip155 and solana. Their ids go in the
 * quote and URL-generator bodies (`provider`); the devnet serves both.
 */
export const ONRAMP_PROVIDERS: ReadonlyArray<OnrampProvider> = [
  { id: 'devnet-card', name: 'Devnet Card', namespaces: ['eip155'] },
  { id: 'devnet-ramp', name: 'Devnet Ramp', namespaces: ['eip155', 'solana'] },
]

/** Typing rests this long before the providers are asked for quotes. */
export const ONRAMP_QUOTE_DEBOUNCE_MS = 300

/** While a provider page is open, the account's onramp activity is read this often. */
export const ONRAMP_POLL_MS = 2_000

/** A purchase not delivered within this time stops being watched. */
export const ONRAMP_WAIT_MS = 30 * 60_000

/** The fiat amount the form starts with. */
export const DEFAULT_FIAT_AMOUNT = '50'
