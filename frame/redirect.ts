import type { SocialProvider } from '../kernel/codec/primitives'
import type { AuthApi, Session } from './authApi'

/*
 * Sign-in by full-page redirect (SPEC §2 Telegram mini-app), the frame's half. Starting, the frame
 * makes a secret, keeps it in its own origin's storage and gives the auth service only its hash;
 * finishing, it sends the secret with the answer the sign-in page returned (result_uri). The dapp page
 * carries result_uri through its address but never sees the secret, so result_uri alone signs no one in.
 */

const SECRET_KEY = 'airlock-frame:redirect-secret'

const b64url = (bytes: Uint8Array): string => btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')

/** The sign-in page sent the person back without a sign-in: the social provider refused (its OAuth error code). */
export class RedirectLoginRefused extends Error {
  constructor(readonly reason: string) {
    super(`The social sign-in was refused (${reason})`)
  }
}

/** What a redirect sign-in starts with: the address for email, or just the provider for a social. */
export type RedirectStart =
  | { readonly method: 'email'; readonly email: string; readonly returnTo: string }
  | { readonly method: SocialProvider; readonly returnTo: string }

export async function startRedirectLogin(
  api: AuthApi,
  storage: Storage,
  request: RedirectStart & { readonly projectId: string; readonly deviceId: string },
): Promise<{ uri: string }> {
  const secret = b64url(crypto.getRandomValues(new Uint8Array(32)))
  const challenge = b64url(new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(secret))))
  const { uri } = await api.redirectStart({ ...request, challenge })
  // Kept only once the service knows its hash; a newer sign-in replaces an unfinished one.
  storage.setItem(SECRET_KEY, secret)
  return { uri }
}

/** The answer is good only from this frame's own auth service's result page, with this frame's secret; once. */
export async function finishRedirectLogin(api: AuthApi, storage: Storage, authUrl: string, projectId: string, resultUri: string): Promise<Session> {
  const secret = storage.getItem(SECRET_KEY)
  storage.removeItem(SECRET_KEY)
  let url: URL
  try {
    url = new URL(resultUri)
  } catch {
    throw new Error('The sign-in answer is malformed')
  }
  if (url.origin + url.pathname !== `${new URL(authUrl).origin}${new URL(authUrl).pathname.replace(/\/$/, '')}/signin/result`)
    throw new Error('The sign-in answer is not from this wallet\'s sign-in page')
  // The auth service's word that the provider refused (a social sign-in only; the code page keeps email's).
  const refused = url.searchParams.get('error')
  if (refused !== null) throw new RedirectLoginRefused(/^[a-z_]{1,64}$/.test(refused) ? refused : 'server_error')
  const attempt = url.searchParams.get('attempt')
  const answer = url.searchParams.get('answer')
  if (!secret || !attempt || !answer) throw new Error('Unknown, used or expired sign-in')
  return api.redirectFinish({ projectId, attempt, answer, verifier: secret })
}
