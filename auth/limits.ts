/** The auth service's timings and limits. The resend cooldown is SPEC §9's email login cooldown. */
export const LIMITS = {
  /** A code is accepted for 10 minutes after it is sent. */
  codeTtlMs: 10 * 60_000,
  /** SPEC §9: no new code for the same address within 30 s. */
  resendCooldownMs: 30_000,
  /** This many wrong codes lock the address... */
  maxWrongCodes: 5,
  /** ...for this long. */
  lockMs: 15 * 60_000,
  /** A mailed device-approval link works for 15 minutes. */
  deviceLinkTtlMs: 15 * 60_000,
  /** A session token lives one day; then SPEC §8 'Session Expired'. */
  sessionTtlMs: 24 * 60 * 60_000,
} as const

export type Limits = { readonly [K in keyof typeof LIMITS]: number }
