import type { IdsPort } from '../ports/ids'
import type { PlatformPort } from '../ports/platform'

/** EIP-4361: the domain is the page's authority (host[:port]) and the URI the page's origin. */
export function messageDefaults(platform: PlatformPort): { readonly domain: string; readonly uri: string } {
  try {
    return { domain: new URL(platform.origin).host, uri: platform.origin }
  } catch {
    // An origin that is not a URL (opaque origins such as 'null'): say what we were given.
    return { domain: platform.origin, uri: platform.origin }
  }
}

const minNonceLength = 8

/** EIP-4361 nonce: at least 8 alphanumeric characters, drawn from the ids port. */
export function newNonce(ids: IdsPort): string {
  let nonce = ''
  // Bounded: an ids port that yields nothing alphanumeric must not hang the kernel.
  for (let draw = 0; draw < minNonceLength && nonce.length < minNonceLength; draw++)
    nonce += ids.uuid().replace(/[^A-Za-z0-9]/g, '')
  return nonce.padEnd(minNonceLength, '0')
}
