/**
 * SPEC §8 alerts that only lazily loaded code raises: their text travels with that code (the raise
 * carries it), so the entry holds none of it (the weight budget). Translations key them by code
 * like the others.
 */
export const lazyAlertCatalogue = {
  // SPEC §8 social-failure alert (its text is not given).
  SOCIAL_LOGIN_FAILED: {
    title: 'Social Login Failed',
    description: 'Please try again.',
  },
} as const
