import { createPrivateKey, createPublicKey, generateKeyPairSync, sign, verify, type KeyObject } from 'node:crypto'
import * as t from 'io-ts'

/**
 * Session tokens: an Ed25519 signature over a small JSON payload. Asymmetric on purpose: the recovery
 * key service verifies them with the public key alone, so it never holds what mints them.
 */
export const TokenPayload = t.type({
  /** session id (revocable in the store) */
  sid: t.string,
  /** user id */
  sub: t.string,
  email: t.string,
  /** the frame origin the token is bound to */
  aud: t.string,
  /** expiry, epoch ms */
  exp: t.number,
})
export type TokenPayload = t.TypeOf<typeof TokenPayload>

export interface SigningKeys {
  readonly privateKey: KeyObject
  readonly publicKey: KeyObject
  /** PEM of the public key, for the recovery key service. */
  readonly publicPem: string
}

/** From a PEM private key (AUTH_SIGNING_KEY), or a fresh pair (sessions then end with the process). */
export function signingKeys(privatePem?: string): SigningKeys {
  const privateKey = privatePem ? createPrivateKey(privatePem) : generateKeyPairSync('ed25519').privateKey
  const publicKey = createPublicKey(privateKey)
  return { privateKey, publicKey, publicPem: publicKey.export({ type: 'spki', format: 'pem' }).toString() }
}

const b64 = (data: Buffer | string): string => Buffer.from(data).toString('base64url')

export function mintToken(payload: TokenPayload, privateKey: KeyObject): string {
  const body = b64(JSON.stringify(payload))
  return `${body}.${b64(sign(null, Buffer.from(body), privateKey))}`
}

/** The payload when the signature holds; expiry and audience are the caller's checks. */
export function readToken(token: string, publicKey: KeyObject): TokenPayload | undefined {
  const [body, signature, extra] = token.split('.')
  if (!body || !signature || extra !== undefined) return undefined
  if (!verify(null, Buffer.from(body), publicKey, Buffer.from(signature, 'base64url'))) return undefined
  let parsed: unknown
  try {
    parsed = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'))
  } catch {
    return undefined
  }
  const decoded = TokenPayload.decode(parsed)
  return decoded._tag === 'Right' ? decoded.right : undefined
}

/** `Authorization: Bearer <token>` */
export function bearer(header: string | undefined): string | undefined {
  const match = /^Bearer ([A-Za-z0-9_-]+\.[A-Za-z0-9_-]+)$/.exec(header ?? '')
  return match?.[1]
}
