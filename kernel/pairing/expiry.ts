/** SPEC §4/§9: a pairing URI is valid for 4 minutes from being set... */
export const pairingValidityMs = 4 * 60 * 1000
/** ...and treated as expired when under 10 seconds remain. */
export const pairingExpiryMarginMs = 10 * 1000

/**
 * SPEC §4 pairing expiry. No expiry (no URI) counts as expired: there is nothing valid to show.
 * The margin is inclusive, so a URI set at t counts as expired from t + 3 min 50 s.
 */
export function isPairingExpired(expiresAt: number | undefined, now: number): boolean {
  return expiresAt === undefined || expiresAt - now <= pairingExpiryMarginMs
}
