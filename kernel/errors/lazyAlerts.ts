import type { AlertText } from '../alerts/createAlertsService'
import type { AlertCode } from './messages'

/**
 * SPEC §8 alerts that only lazily loaded code raises: their text travels with that code (the raise
 * carries it), so the entry holds none of it (the weight budget). Translations key them by code
 * like the others.
 */
export const lazyAlertCatalogue = {
  // The embedded wallet's frame (SPEC §8): raised by its login service when the frame fails.
  IFRAME_LOAD_FAILED: {
    title: 'Network Error - Could not load embedded wallet',
    description: 'The embedded wallet did not load. Check your connection and try again.',
  },
  IFRAME_REQUEST_TIMEOUT: {
    title: 'Embedded Wallet Request Timed Out',
    description: 'The embedded wallet did not answer in time. Please try again.',
  },
  UNVERIFIED_DOMAIN: {
    title: 'Unverified Domain',
    description: 'This domain is not verified for the embedded wallet.',
  },
  // SPEC §8 social-failure alert (its text is not given).
  SOCIAL_LOGIN_FAILED: {
    title: 'Social Login Failed',
    description: 'Please try again.',
  },
} as const

/** The words a raise carries for an alert of this catalogue; none for the entry's own (the alerts service has those). */
export const lazyAlertText = (code: AlertCode): AlertText | undefined => (lazyAlertCatalogue as Partial<Record<AlertCode, AlertText>>)[code]
