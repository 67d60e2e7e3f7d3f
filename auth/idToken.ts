import { errors, jwtVerify, type JWTVerifyGetKey } from 'jose'

export class IdTokenRefused extends Error {}

export interface IdTokenExpectation {
  /** The provider's issuer, exactly as its discovery document names it. */
  readonly issuer: string
  /** Our client id at that provider. */
  readonly audience: string
  /** The nonce sent with this login's authorization request. */
  readonly nonce: string
  /** The provider's signing keys (its JWKS). */
  readonly keys: JWTVerifyGetKey
  readonly now: number
  /** Nonces already seen in an accepted token: a second token carrying one is a replay. */
  readonly seenNonce: (nonce: string) => boolean
}

/**
 * OpenID Connect Core §3.1.3.7: the ID token's signature against the provider's keys, then its
 * issuer, audience (and azp when several audiences), expiry, and the nonce of this very login.
 * Answers the provider's stable subject id.
 */
export async function verifyIdToken(token: string, expect: IdTokenExpectation): Promise<{ readonly sub: string; readonly nonce: string }> {
  let payload
  try {
    ;({ payload } = await jwtVerify(token, expect.keys, {
      issuer: expect.issuer,
      audience: expect.audience,
      algorithms: ['ES256', 'RS256', 'PS256', 'EdDSA'],
      currentDate: new Date(expect.now),
      requiredClaims: ['sub', 'exp', 'iat', 'nonce'],
    }))
  } catch (error) {
    if (error instanceof errors.JWTExpired) throw new IdTokenRefused('ID token expired')
    if (error instanceof errors.JWTClaimValidationFailed) throw new IdTokenRefused(`ID token refused: ${error.claim} check failed`)
    if (error instanceof errors.JOSEError) throw new IdTokenRefused(`ID token refused: ${error.code}`)
    throw error
  }
  if (Array.isArray(payload.aud) && payload.aud.length > 1 && payload.azp !== expect.audience)
    throw new IdTokenRefused('ID token refused: azp check failed')
  if (typeof payload.sub !== 'string' || payload.sub === '') throw new IdTokenRefused('ID token refused: no subject')
  if (payload.nonce !== expect.nonce) throw new IdTokenRefused('ID token refused: nonce check failed')
  if (expect.seenNonce(expect.nonce)) throw new IdTokenRefused('ID token refused: nonce already used')
  return { sub: payload.sub, nonce: expect.nonce }
}
