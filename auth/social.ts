import { createHash, randomBytes, randomUUID } from 'node:crypto'
import * as t from 'io-ts'
import { createRemoteJWKSet, type JWTVerifyGetKey } from 'jose'
import { SocialProvider } from '../kernel/codec/primitives'
import { Refusal, type Request, type Route } from './http'
import { IdTokenRefused, verifyIdToken } from './idToken'
import type { AuthStore } from './storage/contract'
import { mintToken, type SigningKeys } from './tokens'

/** The auth service's registration at one social's OpenID Connect provider. */
export interface SocialClientConfig {
  readonly issuer: string
  readonly clientId: string
  readonly clientSecret: string
}

export interface SocialConfig {
  readonly providers: Readonly<Partial<Record<SocialProvider, SocialClientConfig>>>
  /** The frame's callback page, registered as the only redirect at every provider. */
  readonly redirectUri: string
}

/** A login between start and finish: ten minutes to choose an account at the provider. */
export const SOCIAL_LOGIN_TTL_MS = 10 * 60_000

interface Pending {
  readonly provider: SocialProvider
  readonly projectId: string
  readonly origin: string
  readonly nonce: string
  readonly verifier: string
  readonly expiresAt: number
  /** Where the provider sends the browser back: the frame's callback page (popup) or this service's (full page). */
  readonly redirectUri: string
  /** A full-page sign-in (SPEC §2 Telegram mini-app): the redirect attempt this login finishes. */
  readonly attempt?: string
}

/** A finished social login: who signed in, as this service names the identity. */
export interface SocialIdentityProof {
  readonly provider: SocialProvider
  readonly identity: string
}

/** What the full-page sign-in (redirectLogin) asks of the social logins. */
export interface PageSocialLogin {
  /** The provider's authorization URL for a login that comes back to this service's page for `attempt`. */
  authorize(request: { provider: SocialProvider; projectId: string; origin: string; attempt: string }): Promise<string>
  /** The attempt a state belongs to (the state is spent), or undefined for an unknown, used, expired or popup state. */
  take(state: string): { readonly attempt: string; readonly finish: (answer: { code: string; iss?: string }) => Promise<SocialIdentityProof> } | undefined
}

const Discovery = t.type({ issuer: t.string, authorization_endpoint: t.string, token_endpoint: t.string, jwks_uri: t.string })
type Discovery = t.TypeOf<typeof Discovery>
const TokenAnswer = t.type({ id_token: t.string })
const StartBody = t.type({ projectId: t.string, provider: SocialProvider })
const FinishBody = t.intersection([t.type({ projectId: t.string, state: t.string, code: t.string }), t.partial({ iss: t.string })])

const random = (bytes: number) => randomBytes(bytes).toString('base64url')

function decodeOr<A>(codec: t.Decoder<unknown, A>, value: unknown, refusal: Refusal): A {
  const result = codec.decode(value)
  if (result._tag === 'Left') throw refusal
  return result.right
}

/** The user record key of a social identity: provider plus its stable subject (never an email: an email can change hands). */
export const socialIdentity = (provider: SocialProvider, sub: string): string => `social:${provider}:${sub}`

/**
 * Social login (SPEC §7 get social redirect uri / connect social) as a confidential OpenID Connect
 * client: the authorization-code flow with PKCE, state and nonce. The code verifier never leaves this
 * service, so a code seen by the page or the popup is worthless to anyone else. Each state is
 * single-use and bound to the frame origin that started it; each nonce is accepted once.
 */
export function socialRoutes(deps: {
  readonly store: AuthStore
  readonly keys: SigningKeys
  readonly config: SocialConfig
  readonly sessionTtlMs: number
  readonly now: () => number
  readonly knownProject: (projectId: string) => Promise<void>
  /** This service's own page the provider sends a full-page login back to. */
  readonly pageRedirectUri: () => string
}): { readonly routes: Readonly<Record<string, Route>>; readonly page: PageSocialLogin } {
  const pending = new Map<string, Pending>()
  const usedNonces = new Map<string, number>()
  const discovered = new Map<string, Promise<{ meta: Discovery; keys: JWTVerifyGetKey }>>()

  const prune = (at: number) => {
    for (const [state, login] of pending) if (login.expiresAt <= at) pending.delete(state)
    for (const [nonce, until] of usedNonces) if (until <= at) usedNonces.delete(nonce)
  }

  const providerOf = (provider: SocialProvider) => {
    const client = deps.config.providers[provider]
    if (!client) throw new Refusal(400, `Social login with ${provider} is not configured`, { code: 'SOCIAL_NOT_CONFIGURED' })
    let found = discovered.get(client.issuer)
    if (!found) {
      found = fetch(`${client.issuer.replace(/\/$/, '')}/.well-known/openid-configuration`)
        .then((response) => response.json() as Promise<unknown>)
        .then((json) => {
          const meta = decodeOr(Discovery, json, new Refusal(502, 'The social provider sent a malformed discovery document'))
          if (meta.issuer !== client.issuer) throw new Refusal(502, 'The social provider names another issuer')
          return { meta, keys: createRemoteJWKSet(new URL(meta.jwks_uri)) }
        })
      found.catch(() => discovered.delete(client.issuer))
      discovered.set(client.issuer, found)
    }
    return found.then((d) => ({ ...d, client }))
  }

  /** A new login's provider authorization URL, with its state, nonce and PKCE verifier kept here. */
  async function authorize(login: Omit<Pending, 'nonce' | 'verifier' | 'expiresAt'>): Promise<string> {
    const { meta, client } = await providerOf(login.provider)
    const at = deps.now()
    prune(at)
    const state = random(32)
    const nonce = random(32)
    const verifier = random(48)
    pending.set(state, { ...login, nonce, verifier, expiresAt: at + SOCIAL_LOGIN_TTL_MS })
    const uri = new URL(meta.authorization_endpoint)
    uri.search = new URLSearchParams({
      response_type: 'code',
      client_id: client.clientId,
      redirect_uri: login.redirectUri,
      scope: 'openid email profile',
      state,
      nonce,
      code_challenge: createHash('sha256').update(verifier).digest('base64url'),
      code_challenge_method: 'S256',
      prompt: 'login',
    }).toString()
    return uri.href
  }

  /** Trades the provider's code for the identity it proves: the code, its ID token, then the same identity every time. */
  async function exchange(login: Pending, answer: { code: string; iss?: string | undefined }, at: number): Promise<SocialIdentityProof> {
    const { meta, keys, client } = await providerOf(login.provider)
    // RFC 9207: an answer naming another issuer is a mix-up attack.
    if (answer.iss !== undefined && answer.iss !== meta.issuer) throw new Refusal(401, 'The answer comes from another issuer', { code: 'INVALID_ISSUER' })
    const response = await fetch(meta.token_endpoint, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        authorization: `Basic ${Buffer.from(`${encodeURIComponent(client.clientId)}:${encodeURIComponent(client.clientSecret)}`).toString('base64')}`,
      },
      body: new URLSearchParams({ grant_type: 'authorization_code', code: answer.code, redirect_uri: login.redirectUri, code_verifier: login.verifier }),
    })
    const tokens: unknown = await response.json().catch(() => undefined)
    if (!response.ok) throw new Refusal(401, 'The social provider refused the code', { code: 'INVALID_CODE' })
    const { id_token } = decodeOr(TokenAnswer, tokens, new Refusal(502, 'The social provider sent no ID token'))
    let sub: string
    try {
      ;({ sub } = await verifyIdToken(id_token, {
        issuer: meta.issuer,
        audience: client.clientId,
        nonce: login.nonce,
        keys,
        now: at,
        seenNonce: (nonce) => usedNonces.has(nonce),
      }))
    } catch (error) {
      if (error instanceof IdTokenRefused) throw new Refusal(401, error.message, { code: 'INVALID_ID_TOKEN' })
      throw error
    }
    usedNonces.set(login.nonce, at + SOCIAL_LOGIN_TTL_MS)
    return { provider: login.provider, identity: socialIdentity(login.provider, sub) }
  }

  const page: PageSocialLogin = {
    authorize: ({ provider, projectId, origin, attempt }) => authorize({ provider, projectId, origin, attempt, redirectUri: deps.pageRedirectUri() }),
    take: (state) => {
      const at = deps.now()
      const login = pending.get(state)
      if (!login || login.attempt === undefined) return undefined
      // Spent before anything is awaited: a replayed answer finds nothing.
      pending.delete(state)
      if (login.expiresAt <= at) return undefined
      return { attempt: login.attempt, finish: (answer) => exchange(login, answer, at) }
    },
  }

  const routes = {
    /** Answers the provider's authorization URL for a new login (the popup goes there). */
    'POST /v1/social/start': async (request: Request) => {
      const body = decodeOr(StartBody, await request.json(), new Refusal(400, 'Invalid request body'))
      await deps.knownProject(body.projectId)
      return { body: { uri: await authorize({ provider: body.provider, projectId: body.projectId, origin: request.origin, redirectUri: deps.config.redirectUri }) } }
    },

    /** Trades the provider's code for a session: the code, its ID token, then the same user every time. */
    'POST /v1/social/finish': async (request: Request) => {
      const body = decodeOr(FinishBody, await request.json(), new Refusal(400, 'Invalid request body'))
      const at = deps.now()
      const login = pending.get(body.state)
      // Taken before anything is awaited: two finishes racing with one state cannot both pass.
      pending.delete(body.state)
      // A full-page login's state finishes on this service's page only.
      if (!login || login.attempt !== undefined || login.expiresAt <= at || login.origin !== request.origin || login.projectId !== body.projectId)
        throw new Refusal(401, 'Unknown, used or expired login state', { code: 'INVALID_STATE' })
      const { identity } = await exchange(login, { code: body.code, iss: body.iss }, at)
      const user = await deps.store.userByEmail(identity, at)
      const expiresAt = at + deps.sessionTtlMs
      const sid = randomUUID()
      await deps.store.putSession({ id: sid, userId: user.id, origin: request.origin, expiresAt, revokedAt: null })
      const token = mintToken({ sid, sub: user.id, email: identity, aud: request.origin, exp: expiresAt }, deps.keys.privateKey)
      return { body: { token, expiresAt, user: { id: user.id, email: identity }, provider: login.provider } }
    },
  }
  return { routes, page }
}
