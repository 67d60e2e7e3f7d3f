import { createHash, randomBytes, timingSafeEqual } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'
import * as t from 'io-ts'
import { Email, SocialProvider } from '../kernel/codec/primitives'
import { isOriginAllowed } from '../kernel/origins/originMatch'
import { Refusal, type Request, type Route } from './http'
import { escape, page, readForm } from './pages'
import type { PageSocialLogin } from './social'
import type { AuthStore, User } from './storage/contract'

/*
 * Sign-in by full-page redirect (SPEC §2 Telegram mini-app: no windows). The frame starts a sign-in
 * with a secret's hash; the page goes to this service's sign-in page, where the person finishes it
 * (email: the mailed code); the page comes back to the dapp with `result_uri`, which the kernel takes
 * out of the address and hands to the frame; the frame trades it, with the secret, for a session.
 * result_uri is thus worthless without the secret that never left the frame that started the
 * sign-in: seen in the address bar, the history or a log, it opens nothing, and it works once.
 * A social sign-in goes the same way, the provider's login page in place of the code form: the
 * provider sends the page back to this service (which holds the PKCE verifier), and this service back
 * to the dapp with result_uri; a refusal at the provider comes back as a result_uri with `error`.
 */

/** This service's page a provider sends a full-page social sign-in back to (registered at each provider). */
export const SOCIAL_PAGE_PATH = '/signin/social'

/** Ten minutes to finish a sign-in on the page. */
export const REDIRECT_LOGIN_TTL_MS = 10 * 60_000
const MAX_PENDING = 10_000

interface Attempt {
  readonly id: string
  readonly projectId: string
  /** The frame origin that started it: the only one that may finish it. */
  readonly frameOrigin: string
  /** The dapp page to come back to (checked against the project's allowed origins). */
  readonly returnTo: string
  /** SHA-256 of the frame's secret, base64url. */
  readonly challenge: string
  readonly deviceId: string | undefined
  readonly email: string
  readonly expiresAt: number
  /** Set once the person signed in on the page: who, and the hash of the one-time answer. */
  done?: { readonly user: User; readonly answerHash: string }
}

const Secret = t.refinement(t.string, (s) => /^[A-Za-z0-9_-]{43,128}$/.test(s), 'Secret')
const DeviceId = t.refinement(t.string, (s) => /^[A-Za-z0-9_-]{16,128}$/.test(s), 'DeviceId')
const StartBody = t.union([
  t.intersection([
    t.type({ projectId: t.string, method: t.literal('email'), email: Email, returnTo: t.string, challenge: Secret }),
    t.partial({ deviceId: DeviceId }),
  ]),
  t.type({ projectId: t.string, method: SocialProvider, returnTo: t.string, challenge: Secret }),
])
const FinishBody = t.type({ projectId: t.string, attempt: Secret, answer: Secret, verifier: Secret })
const ID = /^[A-Za-z0-9_-]{43}$/

const random = (): string => randomBytes(32).toString('base64url')
const sha256 = (text: string): string => createHash('sha256').update(text).digest('base64url')
const same = (a: string, b: string): boolean => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b))

function decodeBody<A>(codec: t.Decoder<unknown, A>, value: unknown): A {
  const result = codec.decode(value)
  if (result._tag === 'Left') throw new Refusal(400, 'Invalid request body')
  return result.right
}

export interface RedirectLoginDeps {
  readonly store: AuthStore
  readonly now: () => number
  readonly publicUrl: () => string
  readonly knownProject: (projectId: string) => Promise<void>
  readonly requestCode: (email: string, deviceId: string | undefined) => Promise<{ action: 'VERIFY_OTP' | 'VERIFY_DEVICE' }>
  readonly checkCode: (email: string, code: string, deviceId: string | undefined) => Promise<User>
  readonly openSession: (user: User, origin: string) => Promise<unknown>
  /** Social login, when the service has providers. */
  readonly social?: PageSocialLogin
}

export function redirectLogin(deps: RedirectLoginDeps) {
  const pending = new Map<string, Attempt>()
  const prune = (at: number) => {
    for (const [id, attempt] of pending) if (attempt.expiresAt <= at) pending.delete(id)
  }
  const live = (id: string | null): Attempt | undefined => {
    const attempt = id && ID.test(id) ? pending.get(id) : undefined
    return attempt && attempt.expiresAt > deps.now() ? attempt : undefined
  }

  const routes: Readonly<Record<string, Route>> = {
    /** A new sign-in: mails the code (or the device link) and answers the sign-in page's address. */
    'POST /v1/redirect/start': async (request: Request) => {
      const body = decodeBody(StartBody, await request.json())
      await deps.knownProject(body.projectId)
      let returnTo: URL
      try {
        returnTo = new URL(body.returnTo)
      } catch {
        throw new Refusal(400, 'Invalid return address')
      }
      // Never an open redirect: the page comes back only to an origin the project allows.
      const allowed = (await deps.store.allowedOrigins(body.projectId)) ?? []
      if (!/^https?:$/.test(returnTo.protocol) || !isOriginAllowed(returnTo.origin, allowed))
        throw new Refusal(403, 'Unauthorized: origin not allowed', { code: 'RETURN_NOT_ALLOWED' })
      const at = deps.now()
      prune(at)
      if (pending.size >= MAX_PENDING) throw new Refusal(503, 'Too many sign-ins in progress, try again in a minute')
      const id = random()
      const attempt = { id, projectId: body.projectId, frameOrigin: request.origin, returnTo: returnTo.href, challenge: body.challenge, expiresAt: at + REDIRECT_LOGIN_TTL_MS }
      if (body.method !== 'email') {
        if (!deps.social) throw new Refusal(400, `Social login with ${body.method} is not configured`, { code: 'SOCIAL_NOT_CONFIGURED' })
        // The page goes straight to the provider; it comes back to this service's social page.
        const uri = await deps.social.authorize({ provider: body.method, projectId: body.projectId, origin: request.origin, attempt: id })
        pending.set(id, { ...attempt, deviceId: undefined, email: '' })
        return { body: { uri, action: 'CONNECT' } }
      }
      const email = body.email.trim().toLowerCase()
      const { action } = await deps.requestCode(email, body.deviceId)
      pending.set(id, { ...attempt, deviceId: body.deviceId, email })
      return { body: { uri: `${deps.publicUrl()}/signin?attempt=${id}`, action } }
    },

    /** Trades the page's answer and the frame's secret for a session; once. */
    'POST /v1/redirect/finish': async (request: Request) => {
      const body = decodeBody(FinishBody, await request.json())
      const attempt = live(body.attempt)
      // Taken before anything is awaited: two finishes racing with one answer cannot both pass.
      pending.delete(body.attempt)
      if (
        !attempt?.done ||
        attempt.frameOrigin !== request.origin ||
        attempt.projectId !== body.projectId ||
        !same(sha256(body.verifier), attempt.challenge) ||
        !same(sha256(body.answer), attempt.done.answerHash)
      )
        throw new Refusal(401, 'Unknown, used or expired sign-in', { code: 'INVALID_SIGN_IN' })
      return { body: await deps.openSession(attempt.done.user, request.origin) }
    },
  }

  /** The sign-in page itself: the code form, and where a right code sends the page back. */
  const codePage = (response: ServerResponse, attempt: Attempt, note: string, status = 200) =>
    page(
      response,
      status,
      'Enter your code',
      `<p>We mailed a sign-in code to <strong>${escape(attempt.email)}</strong>.</p>${note}
<form method="post" action="/signin/code"><input type="hidden" name="attempt" value="${attempt.id}">
<input name="code" inputmode="numeric" autocomplete="one-time-code" maxlength="6" aria-label="Code" required autofocus>
<button type="submit">Verify</button></form>
<form method="post" action="/signin/resend"><input type="hidden" name="attempt" value="${attempt.id}"><button type="submit" class="secondary">Resend code</button></form>
<p><a href="${escape(attempt.returnTo)}">Back to the app</a></p>`,
      [new URL(attempt.returnTo).origin],
    )
  const expired = (response: ServerResponse) =>
    page(response, 410, 'This sign-in has expired', '<p>Go back to the app and sign in again.</p>')
  const error = (text: string) => `<p class="error" role="alert">${escape(text)}</p>`
  /**
   * Back to the dapp with the sign-in's result_uri (this service's result page, with the answer or the
   * error). After this service's own code form, a redirect (the form's CSP lists the dapp's origin).
   * After a provider's login form (`afterProvider`), a page that moves on by itself: a redirect would
   * still belong to the provider's form, whose CSP form-action cannot list every dapp's origin, so
   * the browser would block the last hop.
   */
  const sendBack = (response: ServerResponse, attempt: Attempt, result: Readonly<Record<string, string>>, afterProvider = false) => {
    const resultUri = new URL(`${deps.publicUrl()}/signin/result`)
    for (const [name, value] of Object.entries(result)) resultUri.searchParams.set(name, value)
    const back = new URL(attempt.returnTo)
    back.searchParams.set('result_uri', resultUri.href)
    if (!afterProvider) {
      response.writeHead(303, { location: back.href, 'cache-control': 'no-store', 'referrer-policy': 'no-referrer' })
      response.end()
      return
    }
    response.setHeader('refresh', `0; url=${back.href}`)
    page(response, 200, 'Back to the app', `<meta http-equiv="refresh" content="0; url=${escape(back.href)}"><p><a href="${escape(back.href)}">Back to the app</a></p>`)
  }
  /** Marks the attempt signed in by `user` and sends the page back with the one-time answer. */
  const signedIn = (response: ServerResponse, attempt: Attempt, user: User, afterProvider = false) => {
    const answer = random()
    attempt.done = { user, answerHash: sha256(answer) }
    sendBack(response, attempt, { attempt: attempt.id, answer }, afterProvider)
  }
  /** The provider sent the page back (a full-page social sign-in): the code for an identity, or its refusal. */
  async function socialReturn(url: URL, response: ServerResponse): Promise<void> {
    const taken = deps.social?.take(url.searchParams.get('state') ?? '')
    const attempt = taken ? live(taken.attempt) : undefined
    if (!taken || !attempt || attempt.done) return expired(response)
    const failed = (reason: string) => {
      pending.delete(attempt.id)
      sendBack(response, attempt, { error: /^[a-z_]{1,64}$/.test(reason) ? reason : 'server_error' }, true)
    }
    const code = url.searchParams.get('code')
    const refused = url.searchParams.get('error')
    if (refused !== null || !code) return failed(refused ?? 'invalid_request')
    const iss = url.searchParams.get('iss')
    try {
      const { identity } = await taken.finish({ code, ...(iss ? { iss } : {}) })
      signedIn(response, attempt, await deps.store.userByEmail(identity, deps.now()), true)
    } catch (failure) {
      if (!(failure instanceof Refusal)) throw failure
      failed('access_denied')
    }
  }

  const listener = (request: IncomingMessage, response: ServerResponse): boolean => {
    const url = new URL(request.url ?? '/', 'http://auth.invalid')
    if (!url.pathname.startsWith('/signin')) return false
    if (request.method === 'GET') {
      request.resume()
      if (url.pathname === '/signin/result') {
        page(response, 200, 'Signed in', '<p>Go back to the app: it finishes the sign-in by itself.</p>')
        return true
      }
      if (url.pathname === SOCIAL_PAGE_PATH) {
        socialReturn(url, response).catch((failure: unknown) => {
          console.error(failure)
          page(response, 500, 'Something went wrong', '<p>Go back to the app and sign in again.</p>')
        })
        return true
      }
      if (url.pathname !== '/signin') return false
      const attempt = live(url.searchParams.get('attempt'))
      if (!attempt || attempt.done) expired(response)
      else codePage(response, attempt, '<p>If this is a new device, first approve it from the mail: the code follows.</p>')
      return true
    }
    if (request.method !== 'POST' || (url.pathname !== '/signin/code' && url.pathname !== '/signin/resend')) return false
    // Only this page's own forms: another site cannot post a code (or ask for mail) in the person's name.
    if (request.headers.origin !== new URL(deps.publicUrl()).origin) {
      request.resume()
      page(response, 403, 'Not allowed', '<p>Sign in from the page the app opened.</p>')
      return true
    }
    void readForm(request)
      .then(async (form) => {
        const attempt = live(form.get('attempt'))
        if (!attempt || attempt.done) return expired(response)
        try {
          if (url.pathname === '/signin/resend') {
            await deps.requestCode(attempt.email, attempt.deviceId)
            return codePage(response, attempt, '<p>A new code is on its way.</p>')
          }
          signedIn(response, attempt, await deps.checkCode(attempt.email, form.get('code') ?? '', attempt.deviceId))
        } catch (failure) {
          if (!(failure instanceof Refusal)) throw failure
          codePage(response, attempt, error(failure.message), failure.status)
        }
      })
      .catch((failure: unknown) => {
        console.error(failure)
        page(response, 500, 'Something went wrong', '<p>Go back to the app and sign in again.</p>')
      })
    return true
  }

  return { routes, listener }
}
