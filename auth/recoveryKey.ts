import { createHmac, createPublicKey } from 'node:crypto'
import { jsonListener, Refusal, type Request } from './http'
import { bearer, readToken } from './tokens'

/**
 * The recovery key service: a second, separately run server that turns a valid session into that
 * user's recovery key, HMAC(its own secret, user id). It never sees a share; the auth service never
 * sees this secret. The frame needs both to rebuild a key on a new device, and neither server can do
 * it alone (see auth/README.md, key custody).
 */
export function createRecoveryKeyService(deps: {
  /** The auth service's token-verifying public key (PEM). */
  readonly authPublicKeyPem: string
  readonly secret: string
  readonly frameOrigins: ReadonlyArray<string>
  readonly now?: () => number
}) {
  const publicKey = createPublicKey(deps.authPublicKeyPem)
  const now = deps.now ?? Date.now
  const allowed = new Set(deps.frameOrigins)
  const route = async (request: Request) => {
    const token = bearer(request.authorization)
    const payload = token === undefined ? undefined : readToken(token, publicKey)
    if (!payload || payload.aud !== request.origin || payload.exp <= now())
      throw new Refusal(401, 'Unauthorized: invalid session')
    const key = createHmac('sha256', deps.secret).update(`airlock recovery key v1\n${payload.sub}`).digest('base64')
    return { body: { recoveryKey: key } }
  }
  let refused = 0
  return {
    listener: jsonListener({ 'POST /v1/recovery-key': route }, (origin) => allowed.has(origin), () => (refused += 1)),
    refusedCrossSite: () => refused,
  }
}
