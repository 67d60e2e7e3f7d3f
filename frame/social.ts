import type { AuthApi, Session } from './authApi'

/** A refusal the parent shows as the social-failure alert: the provider's error, or a broken answer. */
export class SocialLoginFailure extends Error {}

/**
 * SPEC §7 connect social: the address the provider sent the popup back to, as the callback page saw
 * it. The provider's own error (the person refused, or the provider failed) ends the login here; a
 * code goes to the auth service with its state, which checks everything else.
 */
export async function finishSocialLogin(api: AuthApi, projectId: string, resultUri: string, callbackUrl: string): Promise<Session> {
  let url: URL
  try {
    url = new URL(resultUri)
  } catch {
    throw new SocialLoginFailure('Social login failed: malformed answer')
  }
  // Only our own callback page's address is an answer (not a page the opener was tricked into naming).
  if (url.origin + url.pathname !== callbackUrl) throw new SocialLoginFailure('Social login failed: not the callback page')
  const error = url.searchParams.get('error')
  if (error) throw new SocialLoginFailure(`Social login failed: ${error}`)
  const code = url.searchParams.get('code')
  const state = url.searchParams.get('state')
  if (!code || !state) throw new SocialLoginFailure('Social login failed: no code in the answer')
  const iss = url.searchParams.get('iss')
  return api.socialFinish(projectId, { code, state, ...(iss ? { iss } : {}) })
}
