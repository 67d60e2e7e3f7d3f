/**
 * Who a connection is. Clients put a JWT signed with their ed25519 key in the `auth` query parameter;
 * its `iss` (a did:key) identifies the client across reconnects. The devnet decodes it without
 * verifying the signature: it only needs a stable name for "don't echo to the publisher" and for
 * re-delivering unacknowledged messages, not authentication.
 */

function decodeBase64Url(part: string): string {
  return Buffer.from(part.replace(/-/g, '+').replace(/_/g, '/'), 'base64').toString('utf8')
}

/** The `iss` claim of a compact JWT, or undefined when the token is not one. */
export function issuerOf(jwt: string): string | undefined {
  const parts = jwt.split('.')
  if (parts.length !== 3 || parts[1] === undefined) return undefined
  try {
    const payload: unknown = JSON.parse(decodeBase64Url(parts[1]))
    if (typeof payload !== 'object' || payload === null) return undefined
    const iss = (payload as { iss?: unknown }).iss
    return typeof iss === 'string' && iss !== '' ? iss : undefined
  } catch {
    return undefined
  }
}

/** The client id for a WebSocket upgrade request URL (path + query). */
export function clientIdOf(requestUrl: string | undefined): string | undefined {
  if (requestUrl === undefined) return undefined
  const auth = new URL(requestUrl, 'ws://relay.invalid').searchParams.get('auth')
  return auth === null ? undefined : issuerOf(auth)
}
