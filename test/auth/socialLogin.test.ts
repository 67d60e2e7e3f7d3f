import { createHash, randomBytes } from 'node:crypto'
import { generateKeyPair, SignJWT, createLocalJWKSet, exportJWK } from 'jose'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { IdTokenRefused, verifyIdToken } from '../../auth/idToken'
import { startAuth, type RunningAuth } from '../../auth/startAuth'
import { startSocialProviders, type RunningSocialProviders } from '../../devnet/oidc/startSocialProviders'

const FRAME = 'http://127.0.0.1:47011'
const OTHER_FRAME = 'http://127.0.0.1:47012'
const CALLBACK = `${FRAME}/social-callback.html`
const PROJECT = 'social-test-project'

let auth: RunningAuth
let providers: RunningSocialProviders

beforeAll(async () => {
  providers = await startSocialProviders({ host: '127.0.0.1', redirectUri: CALLBACK, pageRedirectUri: () => `${auth.url}/signin/social` })
  auth = await startAuth({
    frameOrigins: [FRAME, OTHER_FRAME],
    mailer: { send: async () => undefined },
    projects: { [PROJECT]: ['http://127.0.0.1:5173'] },
    social: { providers: providers.clients, redirectUri: CALLBACK },
  })
})
afterAll(async () => {
  await auth?.stop()
  await providers?.stop()
})

async function call(path: string, body: unknown, origin = FRAME): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await fetch(`${auth.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify(body),
  })
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}

/** The popup's part, as a browser would do it: follow redirects with the provider's cookies, choose on its login page. */
async function atProvider(uri: string, choice: { user: string } | { action: 'deny' }, back = CALLBACK): Promise<URL> {
  const jar = new Map<string, string>()
  const cookie = () => [...jar].map(([k, v]) => `${k}=${v}`).join('; ')
  const remember = (response: Response) => {
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';')
      const at = pair!.indexOf('=')
      jar.set(pair!.slice(0, at), pair!.slice(at + 1))
    }
  }
  let url = new URL(uri)
  let form: URLSearchParams | undefined
  for (let hop = 0; hop < 10; hop += 1) {
    if (url.href.startsWith(back)) return url
    const response = await fetch(url, {
      redirect: 'manual',
      headers: { cookie: cookie(), ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}) },
      ...(form ? { method: 'POST', body: form } : {}),
    })
    remember(response)
    form = undefined
    if (response.status >= 300 && response.status < 400) {
      url = new URL(response.headers.get('location')!, url)
      continue
    }
    const page = await response.text()
    expect(response.status, page).toBe(200)
    expect(page).toContain('Sign in with')
    form = new URLSearchParams('user' in choice ? { user: choice.user } : { action: 'deny' })
  }
  throw new Error('The provider never sent the popup back')
}

async function login(provider: string, user: string, origin = FRAME) {
  const started = await call('/v1/social/start', { projectId: PROJECT, provider }, origin)
  expect(started.status).toBe(200)
  const back = await atProvider(String(started.body.uri), { user })
  const answer = { projectId: PROJECT, code: back.searchParams.get('code'), state: back.searchParams.get('state'), iss: back.searchParams.get('iss') }
  return { answer, finished: await call('/v1/social/finish', answer, origin), authorize: new URL(String(started.body.uri)) }
}

describe('social login (real OpenID Connect providers, real HTTP)', () => {
  it('§7 get social redirect uri: the authorization request carries state, nonce and an S256 PKCE challenge', async () => {
    const started = await call('/v1/social/start', { projectId: PROJECT, provider: 'google' })
    const uri = new URL(String(started.body.uri))
    expect(uri.origin).toBe(providers.clients.google.issuer)
    expect(uri.searchParams.get('code_challenge_method')).toBe('S256')
    for (const p of ['state', 'nonce', 'code_challenge']) expect(uri.searchParams.get(p)?.length).toBeGreaterThanOrEqual(43)
    expect(uri.searchParams.get('redirect_uri')).toBe(CALLBACK)
  })

  it('§7 connect social: the code becomes a session; the same identity is the same user every time', async () => {
    const first = await login('github', 'alice')
    expect(first.finished).toMatchObject({ status: 200, body: { user: { email: 'social:github:alice' } } })
    const second = await login('github', 'alice')
    expect((second.finished.body.user as { id: string }).id).toBe((first.finished.body.user as { id: string }).id)
    // The same person at another provider is another identity (providers do not vouch for each other).
    const other = await login('discord', 'alice')
    expect((other.finished.body.user as { id: string }).id).not.toBe((first.finished.body.user as { id: string }).id)
  })

  it('a replayed state is refused (the code and state of a finished login work once)', async () => {
    const { answer, finished } = await login('x', 'bob')
    expect(finished.status).toBe(200)
    expect(await call('/v1/social/finish', answer)).toMatchObject({ status: 401, body: { code: 'INVALID_STATE' } })
  })

  it('a state is bound to the frame origin that started it', async () => {
    const started = await call('/v1/social/start', { projectId: PROJECT, provider: 'apple' })
    const back = await atProvider(String(started.body.uri), { user: 'bob' })
    const answer = { projectId: PROJECT, code: back.searchParams.get('code'), state: back.searchParams.get('state') }
    expect(await call('/v1/social/finish', answer, OTHER_FRAME)).toMatchObject({ status: 401, body: { code: 'INVALID_STATE' } })
  })

  it('an answer naming another issuer is refused (mix-up)', async () => {
    const started = await call('/v1/social/start', { projectId: PROJECT, provider: 'facebook' })
    const back = await atProvider(String(started.body.uri), { user: 'alice' })
    const answer = { projectId: PROJECT, code: back.searchParams.get('code'), state: back.searchParams.get('state'), iss: providers.clients.google.issuer }
    expect(await call('/v1/social/finish', answer)).toMatchObject({ status: 401, body: { code: 'INVALID_ISSUER' } })
  })

  it('the person refusing at the provider comes back as access_denied with the state', async () => {
    const started = await call('/v1/social/start', { projectId: PROJECT, provider: 'google' })
    const back = await atProvider(String(started.body.uri), { action: 'deny' })
    expect(back.searchParams.get('error')).toBe('access_denied')
    expect(back.searchParams.get('state')).toBe(new URL(String(started.body.uri)).searchParams.get('state'))
  })

  it('an unknown provider or project is refused', async () => {
    expect((await call('/v1/social/start', { projectId: PROJECT, provider: 'myspace' })).status).toBe(400)
    expect((await call('/v1/social/start', { projectId: 'nope', provider: 'google' })).status).toBe(403)
  })
})

describe('social login by full-page redirect (SPEC §2 Telegram mini-app: no popup, back with result_uri)', () => {
  const RETURN_TO = 'http://127.0.0.1:5173/shop?tg=1'
  /** A frame's redirect sign-in: its secret, and the hash the auth service keeps. */
  const secret = () => {
    const verifier = randomBytes(32).toString('base64url')
    return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') }
  }
  const start = (provider: string, challenge: string) => call('/v1/redirect/start', { projectId: PROJECT, method: provider, returnTo: RETURN_TO, challenge })
  /**
   * The provider sent the page to the auth service's own page; where that sends it on: by a page that
   * moves on by itself (its refresh, in the header and the page, and its link), not a redirect that
   * the provider's form-action would govern.
   */
  const atService = async (url: URL) => {
    const response = await fetch(url, { redirect: 'manual' })
    const html = await response.text()
    const refresh = /^0; url=(.+)$/.exec(response.headers.get('refresh') ?? '')?.[1] ?? null
    if (refresh !== null) {
      const escaped = refresh.replace(/&/g, '&amp;')
      expect(html).toContain(`<meta http-equiv="refresh" content="0; url=${escaped}">`)
      expect(html).toContain(`<a href="${escaped}">`)
    }
    return { status: response.status, location: response.headers.get('location') ?? refresh }
  }
  const resultOf = (location: string | null) => new URL(new URL(location ?? 'http://invalid').searchParams.get('result_uri') ?? 'http://invalid')

  it('§2 the page goes to the provider and back through the auth service (which holds the PKCE verifier) to the dapp with result_uri; the frame that started it trades it for a session, once; the same identity as in the popup', async () => {
    const { verifier, challenge } = secret()
    const started = await start('github', challenge)
    expect(started).toMatchObject({ status: 200, body: { action: 'CONNECT' } })
    const authorize = new URL(String(started.body.uri))
    expect(authorize.origin).toBe(providers.clients.github.issuer)
    expect(authorize.searchParams.get('redirect_uri')).toBe(`${auth.url}/signin/social`)
    expect(authorize.searchParams.get('code_challenge_method')).toBe('S256')
    const back = await atProvider(authorize.href, { user: 'alice' }, `${auth.url}/signin/social`)
    const sent = await atService(back)
    expect(sent.status).toBe(200)
    expect(sent.location?.startsWith(`${RETURN_TO}&result_uri=`)).toBe(true)
    const result = resultOf(sent.location)
    expect(result.origin + result.pathname).toBe(`${auth.url}/signin/result`)
    // The provider's answer works once at the service's page.
    expect((await atService(back)).status).toBe(410)
    const finish = { projectId: PROJECT, attempt: result.searchParams.get('attempt'), answer: result.searchParams.get('answer'), verifier }
    // From another frame origin, or without the frame's secret, result_uri opens nothing (and is spent).
    const finished = await call('/v1/redirect/finish', finish)
    expect(finished).toMatchObject({ status: 200, body: { user: { email: 'social:github:alice' } } })
    expect((await call('/v1/redirect/finish', finish)).status).toBe(401)
    const popup = await login('github', 'alice')
    expect((popup.finished.body.user as { id: string }).id).toBe((finished.body.user as { id: string }).id)
  })

  it('§2/§8 the person refusing at the provider comes back with an error in result_uri (no answer, nothing to trade)', async () => {
    const { challenge } = secret()
    const started = await start('discord', challenge)
    const back = await atProvider(String(started.body.uri), { action: 'deny' }, `${auth.url}/signin/social`)
    const sent = await atService(back)
    expect(sent.status).toBe(200)
    const result = resultOf(sent.location)
    expect(result.searchParams.get('error')).toBe('access_denied')
    expect(result.searchParams.get('answer')).toBeNull()
  })

  it('a popup login\'s state does not finish at the page, nor a page login\'s at the popup route; an unknown provider is refused; the page never goes back to an origin the project does not allow', async () => {
    const popupStart = await call('/v1/social/start', { projectId: PROJECT, provider: 'apple' })
    const popupBack = await atProvider(String(popupStart.body.uri), { user: 'bob' })
    expect((await atService(new URL(`${auth.url}/signin/social${popupBack.search}`))).status).toBe(410)
    const { challenge } = secret()
    const started = await start('apple', challenge)
    const back = await atProvider(String(started.body.uri), { user: 'bob' }, `${auth.url}/signin/social`)
    const answer = { projectId: PROJECT, code: back.searchParams.get('code'), state: back.searchParams.get('state') }
    expect(await call('/v1/social/finish', answer)).toMatchObject({ status: 401, body: { code: 'INVALID_STATE' } })
    expect((await start('myspace', challenge)).status).toBe(400)
    expect(await call('/v1/redirect/start', { projectId: PROJECT, method: 'google', returnTo: 'https://evil.example/', challenge })).toMatchObject({
      status: 403,
      body: { code: 'RETURN_NOT_ALLOWED' },
    })
  })
})

describe('ID token checks (OpenID Connect Core §3.1.3.7)', () => {
  const ISSUER = 'http://127.0.0.1:1/issuer'
  const NOW = 1_800_000_000_000
  let keys: ReturnType<typeof createLocalJWKSet>
  let sign: (claims: Record<string, unknown>, exp?: number) => Promise<string>
  let foreign: (claims: Record<string, unknown>) => Promise<string>

  beforeAll(async () => {
    const pair = await generateKeyPair('ES256')
    const stranger = await generateKeyPair('ES256')
    keys = createLocalJWKSet({ keys: [{ ...(await exportJWK(pair.publicKey)), kid: 'k1', alg: 'ES256' }] })
    const build = (claims: Record<string, unknown>, exp: number) =>
      new SignJWT({ nonce: 'n-1', ...claims })
        .setProtectedHeader({ alg: 'ES256', kid: 'k1' })
        .setIssuer(typeof claims.iss === 'string' ? claims.iss : ISSUER)
        .setAudience(typeof claims.aud === 'string' ? claims.aud : 'client-1')
        .setSubject('alice')
        .setIssuedAt(Math.floor(NOW / 1000) - 10)
        .setExpirationTime(exp)
    sign = (claims, exp = Math.floor(NOW / 1000) + 600) => build(claims, exp).sign(pair.privateKey)
    foreign = (claims) => build(claims, Math.floor(NOW / 1000) + 600).sign(stranger.privateKey)
  })
  const check = (token: string, seen = false) =>
    verifyIdToken(token, { issuer: ISSUER, audience: 'client-1', nonce: 'n-1', keys, now: NOW, seenNonce: () => seen })

  it('a good token gives the subject', async () => {
    await expect(check(await sign({}))).resolves.toEqual({ sub: 'alice', nonce: 'n-1' })
  })
  it('a token for another audience is refused', async () => {
    await expect(check(await sign({ aud: 'client-2' }))).rejects.toThrow(/aud check failed/)
  })
  it('an expired token is refused', async () => {
    await expect(check(await sign({}, Math.floor(NOW / 1000) - 1))).rejects.toThrow('ID token expired')
  })
  it('another login’s nonce is refused; a nonce already used is refused (replay)', async () => {
    await expect(check(await sign({ nonce: 'n-2' }))).rejects.toThrow(/nonce check failed/)
    await expect(check(await sign({}), true)).rejects.toThrow(/nonce already used/)
  })
  it('a token from another issuer, or signed by another key, is refused', async () => {
    await expect(check(await sign({ iss: 'http://127.0.0.1:2/other' }))).rejects.toBeInstanceOf(IdTokenRefused)
    await expect(check(await foreign({}))).rejects.toBeInstanceOf(IdTokenRefused)
  })
})
