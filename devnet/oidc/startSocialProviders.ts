import { generateKeyPairSync, randomBytes } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'
import Provider, { type ClientMetadata } from 'oidc-provider'
import { serve, type RunningServer } from '../http/serve'
import { loginPage, readForm } from './loginPage'

/** The socials of SPEC §1 (farcaster has its own flow). */
export const SOCIAL_PROVIDERS = ['google', 'github', 'apple', 'facebook', 'x', 'discord'] as const
export type DevnetSocial = (typeof SOCIAL_PROVIDERS)[number]

/** The people one can sign in as at every devnet provider. */
export const TEST_USERS: ReadonlyArray<{ readonly id: string; readonly name: string; readonly email: string }> = [
  { id: 'alice', name: 'Alice Devnet', email: 'alice@devnet.localhost' },
  { id: 'bob', name: 'Bob Devnet', email: 'bob@devnet.localhost' },
]

export interface SocialClient {
  readonly issuer: string
  readonly clientId: string
  readonly clientSecret: string
}

export interface RunningSocialProviders {
  /** Per social: its issuer and the auth service's client registration there. */
  readonly clients: Readonly<Record<DevnetSocial, SocialClient>>
  stop(): Promise<void>
}

const TITLES: Readonly<Record<DevnetSocial, string>> = {
  google: 'Google',
  github: 'GitHub',
  apple: 'Apple',
  facebook: 'Facebook',
  x: 'X',
  discord: 'Discord',
}

/**
 * One OpenID Connect provider per social, each its own issuer on its own loopback port, as the real
 * ones are distinct issuers with distinct keys: an ID token of one can never pass as another's. Each
 * knows one confidential client (the auth service) whose redirects are the frame's callback page
 * (popup) and the auth service's own page (full-page sign-in), and requires PKCE. Its login page lists the test users, plus a refusal that answers access_denied.
 */
export async function startSocialProviders(options: {
  readonly host: string
  /** The frame's social callback page, for the popup. */
  readonly redirectUri: string
  /**
   * The auth service's page for a full-page sign-in (SPEC §2 Telegram mini-app), known once the auth
   * service listens (after the providers): read at each provider's first request.
   */
  readonly pageRedirectUri?: () => string
}): Promise<RunningSocialProviders> {
  const started: Array<{ social: DevnetSocial; server: RunningServer; client: SocialClient }> = []
  try {
    const redirectUris = () => [options.redirectUri, ...(options.pageRedirectUri ? [options.pageRedirectUri()] : [])]
    for (const social of SOCIAL_PROVIDERS) started.push(await startOne(social, options.host, redirectUris))
  } catch (error) {
    await Promise.all(started.map((s) => s.server.close()))
    throw error
  }
  const clients = Object.fromEntries(started.map((s) => [s.social, s.client])) as Record<DevnetSocial, SocialClient>
  let stopped: Promise<void> | undefined
  return { clients, stop: () => (stopped ??= Promise.all(started.map((s) => s.server.close())).then(() => undefined)) }
}

async function startOne(social: DevnetSocial, host: string, redirectUris: () => ReadonlyArray<string>) {
  // The issuer is the server's own URL, known once it listens; until then nothing can reach it.
  let handle: (request: IncomingMessage, response: ServerResponse) => void = (_request, response) => {
    response.writeHead(503).end()
  }
  const server = await serve((request, response) => handle(request, response), host, 0)
  const issuer = server.url
  const client: SocialClient = { issuer, clientId: `airlock-${social}`, clientSecret: randomBytes(24).toString('base64url') }
  const signingKey = { ...generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey.export({ format: 'jwk' }), kid: `${social}-1`, alg: 'ES256', use: 'sig' }
  // Built at the first request: the registered redirects are all known by then.
  const make = () => {
    const metadata: ClientMetadata = {
      client_id: client.clientId,
      client_secret: client.clientSecret,
      redirect_uris: [...redirectUris()],
      response_types: ['code'],
      grant_types: ['authorization_code'],
      token_endpoint_auth_method: 'client_secret_basic',
      id_token_signed_response_alg: 'ES256',
    }
    const provider = new Provider(issuer, {
      clients: [metadata],
      jwks: { keys: [signingKey] },
      cookies: { keys: [randomBytes(32).toString('hex')] },
      pkce: { required: () => true },
      features: { devInteractions: { enabled: false } },
      claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
      scopes: ['openid', 'email', 'profile'],
      interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
      findAccount: (_ctx, id) => {
        const user = TEST_USERS.find((u) => u.id === id)
        if (!user) return undefined
        return { accountId: user.id, claims: () => ({ sub: user.id, email: user.email, email_verified: true, name: user.name }) }
      },
    })
    return { provider, callback: provider.callback() }
  }
  let made: ReturnType<typeof make> | undefined
  handle = (request, response) => {
    made ??= make()
    const { provider, callback } = made
    const path = new URL(request.url ?? '/', issuer).pathname
    const match = /^\/interaction\/([\w-]+)$/.exec(path)
    if (!match) {
      callback(request, response)
      return
    }
    void interaction(provider, social, request, response).catch((error: unknown) => {
      if (!response.headersSent) response.writeHead(400, { 'content-type': 'text/plain; charset=utf-8' })
      response.end(`The sign-in could not continue: ${error instanceof Error ? error.message : 'unknown error'}`)
    })
  }
  return { social, server, client }
}

async function interaction(provider: Provider, social: DevnetSocial, request: IncomingMessage, response: ServerResponse): Promise<void> {
  const details = await provider.interactionDetails(request, response)
  if (request.method === 'GET') {
    // The form's redirects end at the client's callback page, and form-action covers them too.
    const back = new URL(String(details.params.redirect_uri ?? 'http://invalid')).origin
    response.writeHead(200, {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-store',
      'content-security-policy': `default-src 'none'; style-src 'unsafe-inline'; form-action 'self' ${back}; frame-ancestors 'none'`,
    })
    response.end(loginPage({ title: TITLES[social], clientId: String(details.params.client_id ?? ''), users: TEST_USERS }))
    return
  }
  const form = await readForm(request)
  if (form.get('action') === 'deny') {
    await provider.interactionFinished(request, response, { error: 'access_denied', error_description: 'The person declined to sign in' }, { mergeWithLastSubmission: false })
    return
  }
  const accountId = form.get('user') ?? ''
  if (!TEST_USERS.some((u) => u.id === accountId)) throw new Error('Unknown test user')
  const grant = new provider.Grant({ accountId, clientId: String(details.params.client_id) })
  grant.addOIDCScope(String(details.params.scope ?? 'openid'))
  const grantId = await grant.save()
  await provider.interactionFinished(request, response, { login: { accountId }, consent: { grantId } }, { mergeWithLastSubmission: false })
}
