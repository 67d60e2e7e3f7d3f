import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createHash, randomBytes } from 'node:crypto'
import { startAuth, type RunningAuth } from '../../auth/startAuth'
import { startMailbox, type RunningMailbox } from '../../devnet/mail/startMailbox'

const FRAME = 'http://127.0.0.1:47001'
const OTHER_FRAME = 'http://127.0.0.1:47002'
const PROJECT = 'auth-test-project'

let clock = 1_700_000_000_000
let auth: RunningAuth
let mailbox: RunningMailbox

beforeAll(async () => {
  mailbox = await startMailbox()
  auth = await startAuth({
    frameOrigins: [FRAME, OTHER_FRAME],
    smtpUrl: mailbox.smtpUrl,
    projects: { [PROJECT]: ['http://127.0.0.1:5173'] },
    now: () => clock,
  })
})
afterAll(async () => {
  await auth?.stop()
  await mailbox?.stop()
})

async function call(
  path: string,
  init: { method?: string; body?: unknown; token?: string; origin?: string | null; base?: string; headers?: Record<string, string> } = {},
): Promise<{ status: number; body: Record<string, unknown>; headers: Headers }> {
  const headers: Record<string, string> = { 'content-type': 'application/json', ...init.headers }
  if (init.origin !== null) headers.origin = init.origin ?? FRAME
  if (init.token) headers.authorization = `Bearer ${init.token}`
  const response = await fetch(`${init.base ?? auth.url}${path}`, {
    method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
    headers,
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
  })
  const text = await response.text()
  return { status: response.status, body: (text ? JSON.parse(text) : null) as Record<string, unknown>, headers: response.headers }
}

async function requestCode(email: string): Promise<string> {
  const since = mailbox.messages().length
  const sent = await call('/v1/email/code', { body: { projectId: PROJECT, email } })
  expect(sent).toMatchObject({ status: 200, body: { action: 'VERIFY_OTP' } })
  const mail = await mailbox.nextMessage(email, since)
  const code = /\b(\d{6})\b/.exec(mail.text)?.[1]
  expect(code).toBeDefined()
  return code!
}

async function requestCodeFor(email: string, deviceId: string): Promise<string> {
  const since = mailbox.messages().length
  expect(await call('/v1/email/code', { body: { projectId: PROJECT, email, deviceId } })).toMatchObject({ status: 200, body: { action: 'VERIFY_OTP' } })
  const code = /\b(\d{6})\b/.exec((await mailbox.nextMessage(email, since)).text)?.[1]
  expect(code).toBeDefined()
  return code!
}

async function login(email: string, origin = FRAME): Promise<string> {
  const code = await requestCode(email)
  const verified = await call('/v1/email/verify', { body: { projectId: PROJECT, email, code }, origin })
  expect(verified.status).toBe(200)
  return verified.body.token as string
}

describe('auth service (real HTTP, real SMTP)', () => {
  it('email login: the code arrives by SMTP, the token opens a session bound to the frame origin', async () => {
    const token = await login('Ada@Example.com')
    const session = await call('/v1/session', { token })
    expect(session).toMatchObject({ status: 200, body: { user: { email: 'ada@example.com' } } })
    // §11 session token bound to the frame origin: the same token from another allowed origin fails.
    expect((await call('/v1/session', { token, origin: OTHER_FRAME })).status).toBe(401)
  })

  it('§9 email login cooldown: a resend within 30 s is refused with the seconds left, allowed after', async () => {
    await requestCode('bo@example.com')
    clock += 12_400
    const early = await call('/v1/email/code', { body: { projectId: PROJECT, email: 'bo@example.com' } })
    expect(early).toMatchObject({ status: 429, body: { error: 'Please try again after 18 seconds', retryAfterSeconds: 18 } })
    clock += 17_600
    await requestCode('bo@example.com')
  })

  it('a wrong code counts down; five wrong codes lock the address, even against the right code', async () => {
    const code = await requestCode('cy@example.com')
    const wrong = code === '000000' ? '111111' : '000000'
    const first = await call('/v1/email/verify', { body: { projectId: PROJECT, email: 'cy@example.com', code: wrong } })
    expect(first).toMatchObject({ status: 401, body: { error: 'Invalid code', attemptsLeft: 4 } })
    for (let i = 0; i < 3; i++) await call('/v1/email/verify', { body: { projectId: PROJECT, email: 'cy@example.com', code: wrong } })
    const fifth = await call('/v1/email/verify', { body: { projectId: PROJECT, email: 'cy@example.com', code: wrong } })
    expect(fifth).toMatchObject({ status: 423, body: { error: 'Too many wrong codes', retryAfterSeconds: 900 } })
    const right = await call('/v1/email/verify', { body: { projectId: PROJECT, email: 'cy@example.com', code } })
    expect(right.status).toBe(423)
    expect((await call('/v1/email/code', { body: { projectId: PROJECT, email: 'cy@example.com' } })).status).toBe(423)
  })

  it('a resend does not reset the wrong guesses: four wrong, a new code, one more wrong locks the address', async () => {
    const code = await requestCode('jo@example.com')
    const wrong = code === '000000' ? '111111' : '000000'
    for (let i = 0; i < 4; i++) await call('/v1/email/verify', { body: { projectId: PROJECT, email: 'jo@example.com', code: wrong } })
    clock += 30_000
    const fresh = await requestCode('jo@example.com')
    const fifth = await call('/v1/email/verify', { body: { projectId: PROJECT, email: 'jo@example.com', code: fresh === '000000' ? '111111' : '000000' } })
    expect(fifth).toMatchObject({ status: 423, body: { error: 'Too many wrong codes' } })
  })

  it('§4 VERIFY_DEVICE: a second device gets a mailed approval link instead of a code; approved once, from the link\'s own page, it then logs in', async () => {
    const email = 'ka@example.com'
    const first = 'device-one-0123456789'
    const second = 'device-two-0123456789'
    const code = await requestCodeFor(email, first)
    expect((await call('/v1/email/verify', { body: { projectId: PROJECT, email, code, deviceId: first } })).status).toBe(200)
    clock += 30_000
    const since = mailbox.messages().length
    expect(await call('/v1/email/code', { body: { projectId: PROJECT, email, deviceId: second } })).toMatchObject({ status: 200, body: { action: 'VERIFY_DEVICE' } })
    const mail = await mailbox.nextMessage(email, since)
    expect(mail.text).not.toMatch(/\b\d{6}\b/)
    const link = /(http:\/\/\S+\/device\/approve\?token=[A-Za-z0-9_-]+)/.exec(mail.text)?.[1]
    expect(link?.startsWith(auth.url)).toBe(true)
    const token = new URL(link!).searchParams.get('token')!
    // Unapproved, the device can neither pass with a code nor see itself approved.
    expect(await call('/v1/email/verify', { body: { projectId: PROJECT, email, code: '123456', deviceId: second } })).toMatchObject({
      status: 403,
      body: { code: 'DEVICE_NOT_APPROVED' },
    })
    expect((await call('/v1/email/device', { body: { projectId: PROJECT, email, deviceId: second } })).body).toEqual({ approved: false })
    const shown = await fetch(link!)
    expect(shown.status).toBe(200)
    expect(await shown.text()).toContain('Approve this device')
    const post = (origin: string) =>
      fetch(`${auth.url}/device/approve`, { method: 'POST', headers: { origin, 'content-type': 'application/x-www-form-urlencoded' }, body: `token=${token}` })
    expect((await post('http://evil.example')).status).toBe(403)
    expect((await post(FRAME)).status).toBe(403)
    const beforeApproval = mailbox.messages().length
    expect((await post(auth.url)).status).toBe(200)
    expect((await post(auth.url)).status).toBe(410)
    expect((await call('/v1/email/device', { body: { projectId: PROJECT, email, deviceId: second } })).body).toEqual({ approved: true })
    // The approval mails the code at once: the click proved the mailbox, so no cooldown applies.
    const code2 = /\b(\d{6})\b/.exec((await mailbox.nextMessage(email, beforeApproval)).text)?.[1]
    expect((await call('/v1/email/verify', { body: { projectId: PROJECT, email, code: code2, deviceId: second } })).status).toBe(200)
  })

  it('§4/§9 resend on VERIFY_DEVICE: a new approval link once per 30 s per address (the wait in the refusal, in the SPEC §5 words), none while locked or for an approved device; the new link approves', async () => {
    const email = 'lu@example.com'
    const first = 'device-one-lu-0123456789'
    const second = 'device-two-lu-0123456789'
    const code = await requestCodeFor(email, first)
    expect((await call('/v1/email/verify', { body: { projectId: PROJECT, email, code, deviceId: first } })).status).toBe(200)
    clock += 30_000
    const resend = () => call('/v1/email/device/resend', { body: { projectId: PROJECT, email, deviceId: second } })
    const linkIn = async (since: number) => /\/device\/approve\?token=([A-Za-z0-9_-]+)/.exec((await mailbox.nextMessage(email, since)).text)?.[1]
    let since = mailbox.messages().length
    expect(await call('/v1/email/code', { body: { projectId: PROJECT, email, deviceId: second } })).toMatchObject({
      status: 200,
      body: { action: 'VERIFY_DEVICE', resendAfterSeconds: 30 },
    })
    const oldLink = await linkIn(since)
    clock += 10_500
    // Asked again inside the cooldown, the sign-in mails nothing and says how long the last link holds the next one up.
    since = mailbox.messages().length
    expect(await call('/v1/email/code', { body: { projectId: PROJECT, email, deviceId: second } })).toMatchObject({ body: { action: 'VERIFY_DEVICE', resendAfterSeconds: 20 } })
    // Twenty resends at once inside the cooldown: each refused with the seconds left, none mailed.
    const early = await Promise.all(Array.from({ length: 20 }, resend))
    expect(early.every((r) => r.status === 429 && r.body.error === 'Please try again after 20 seconds' && r.body.retryAfterSeconds === 20)).toBe(true)
    clock += 19_500
    const racing = await Promise.all(Array.from({ length: 20 }, resend))
    expect(racing.filter((r) => r.status === 200).map((r) => r.body)).toEqual([{ resendAfterSeconds: 30 }])
    expect(racing.filter((r) => r.status === 429).length).toBe(19)
    const newLink = await linkIn(since)
    expect(newLink).toBeDefined()
    expect(newLink).not.toBe(oldLink)
    expect(mailbox.messages().length).toBe(since + 1)
    // The new link approves the device (from its own page); the code follows at once.
    const beforeApproval = mailbox.messages().length
    const approved = await fetch(`${auth.url}/device/approve`, {
      method: 'POST',
      headers: { origin: auth.url, 'content-type': 'application/x-www-form-urlencoded' },
      body: `token=${newLink}`,
    })
    expect(approved.status).toBe(200)
    expect(/\b\d{6}\b/.test((await mailbox.nextMessage(email, beforeApproval)).text)).toBe(true)
    // An approved device has nothing to resend; an unknown project is refused; a locked address gets no mail.
    clock += 30_000
    expect(await resend()).toMatchObject({ status: 409, body: { code: 'DEVICE_APPROVED' } })
    expect((await call('/v1/email/device/resend', { body: { projectId: 'nope', email, deviceId: 'device-three-lu-012345' } })).status).toBe(403)
    const user = (await auth.store.findUserByEmail(email))!
    expect(user).toBeDefined()
    await auth.store.setCodeFailures(email, 5, clock + 60_000)
    expect(await call('/v1/email/device/resend', { body: { projectId: PROJECT, email, deviceId: 'device-three-lu-012345' } })).toMatchObject({ status: 423 })
  })

  it('a used code cannot be replayed and an expired code is refused', async () => {
    const code = await requestCode('di@example.com')
    expect((await call('/v1/email/verify', { body: { projectId: PROJECT, email: 'di@example.com', code } })).status).toBe(200)
    expect((await call('/v1/email/verify', { body: { projectId: PROJECT, email: 'di@example.com', code } })).status).toBe(401)
    clock += 30_000
    const late = await requestCode('di@example.com')
    clock += 10 * 60_000
    const expired = await call('/v1/email/verify', { body: { projectId: PROJECT, email: 'di@example.com', code: late } })
    expect(expired).toMatchObject({ status: 410, body: { error: 'Code expired' } })
  })

  it('§8 Session Expired: a token past its day, or signed out, is refused', async () => {
    const token = await login('ed@example.com')
    const other = await login('fi@example.com')
    expect((await call('/v1/signout', { token: other, body: {} })).status).toBe(200)
    expect(await call('/v1/session', { token: other })).toMatchObject({ status: 401, body: { code: 'SESSION_EXPIRED' } })
    clock += 24 * 60 * 60_000
    expect(await call('/v1/session', { token })).toMatchObject({ status: 401, body: { error: 'Session expired' } })
  })

  it('§6 the API refuses cross-site requests and unknown projects', async () => {
    const refusedBefore = auth.refusedCrossSite()
    const evil = await call('/v1/email/code', { body: { projectId: PROJECT, email: 'x@example.com' }, origin: 'http://evil.example' })
    expect(evil).toMatchObject({ status: 403, body: { error: 'Unauthorized: origin not allowed' } })
    expect(evil.headers.get('access-control-allow-origin')).toBeNull()
    expect((await call('/v1/email/code', { body: { projectId: PROJECT, email: 'x@example.com' }, origin: null })).status).toBe(403)
    // A sandboxed or file page sends Origin: null; the dapp's own page is not the frame either.
    expect((await call('/v1/email/code', { body: { projectId: PROJECT, email: 'x@example.com' }, origin: 'null' })).status).toBe(403)
    expect((await call('/v1/email/code', { body: { projectId: PROJECT, email: 'x@example.com' }, origin: 'http://127.0.0.1:5173' })).status).toBe(403)
    // With the frame's Origin, but not made by fetch: a form post (a navigation), an image, a script.
    const navigation = { 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'navigate', 'sec-fetch-dest': 'document' }
    const form = await call('/v1/email/code', { body: { projectId: PROJECT, email: 'x@example.com' }, headers: navigation })
    expect(form).toMatchObject({ status: 403, body: { error: 'Unauthorized: not a fetch from the frame' } })
    expect((await call(`/v1/projects/${PROJECT}/origins`, { headers: { 'sec-fetch-mode': 'no-cors', 'sec-fetch-dest': 'image' } })).status).toBe(403)
    expect((await call(`/v1/projects/${PROJECT}/origins`, { headers: { 'sec-fetch-mode': 'cors', 'sec-fetch-dest': 'script' } })).status).toBe(403)
    expect((await call('/v1/recovery-key', { body: {}, base: auth.recoveryUrl, origin: 'http://evil.example' })).status).toBe(403)
    expect(auth.refusedCrossSite() - refusedBefore).toBe(8)
    // The frame's own fetch passes, from another site too (the frame and the API may be hosted apart).
    const fetchHeaders = { 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'cors', 'sec-fetch-dest': 'empty' }
    expect((await call(`/v1/projects/${PROJECT}/origins`, { headers: fetchHeaders })).status).toBe(200)
    // CORS only for the frame origins, never with credentials (the API reads no cookie and sets none).
    const preflight = (origin: string) =>
      call('/v1/wallet', { method: 'OPTIONS', origin, headers: { 'access-control-request-method': 'PUT', 'access-control-request-headers': 'authorization' } })
    const framePreflight = await preflight(OTHER_FRAME)
    expect(framePreflight.status).toBe(204)
    expect(framePreflight.headers.get('access-control-allow-origin')).toBe(OTHER_FRAME)
    expect(framePreflight.headers.get('access-control-allow-credentials')).toBeNull()
    expect(framePreflight.headers.get('vary')).toBe('Origin')
    const evilPreflight = await preflight('http://evil.example')
    expect(evilPreflight.status).toBe(403)
    expect(evilPreflight.headers.get('access-control-allow-origin')).toBeNull()
    expect(evilPreflight.headers.get('access-control-allow-methods')).toBeNull()
    clock += 30_000
    const code = await requestCode('ci@example.com')
    const verified = await call('/v1/email/verify', { body: { projectId: PROJECT, email: 'ci@example.com', code } })
    expect(verified.status).toBe(200)
    expect(verified.headers.get('set-cookie')).toBeNull()
    expect(verified.headers.get('access-control-allow-credentials')).toBeNull()
    const unknown = await call('/v1/email/code', { body: { projectId: 'nope', email: 'x@example.com' } })
    expect(unknown).toMatchObject({ status: 403, body: { error: 'Unauthorized: invalid key' } })
    expect((await call('/v1/email/code', { body: { projectId: PROJECT, email: 'not-an-email' } })).status).toBe(400)
    expect(await call(`/v1/projects/${PROJECT}/origins`)).toMatchObject({
      status: 200,
      body: { allowedOrigins: ['http://127.0.0.1:5173'] },
    })
  })

  it('the session token is bound to the frame origin it was issued to: refused from any other Origin, on every route', async () => {
    clock += 30_000
    const token = await login('ib@example.com')
    const wallet = { address: '0x' + '3'.repeat(40), authShare: 'AQID', recoveryShare: 'BAUG' }
    expect((await call('/v1/wallet', { token, method: 'PUT', body: wallet })).status).toBe(200)
    // Another frame origin the service serves: a valid token, the wrong audience.
    for (const [path, method] of [['/v1/session', 'GET'], ['/v1/wallet', 'GET'], ['/v1/wallet', 'PUT'], ['/v1/signout', 'POST']] as const) {
      const answer = await call(path, { token, method, origin: OTHER_FRAME, ...(method === 'GET' ? {} : { body: wallet }) })
      expect(answer, `${method} ${path}`).toMatchObject({ status: 401, body: { error: 'Unauthorized: invalid session' } })
    }
    expect((await call('/v1/recovery-key', { token, body: {}, base: auth.recoveryUrl, origin: OTHER_FRAME })).status).toBe(401)
    // Any other site is refused before the token is read; the dapp's page too.
    expect((await call('/v1/wallet', { token, origin: 'http://127.0.0.1:5173' })).status).toBe(403)
    // Rewriting the audience breaks the signature.
    const [body, signature] = token.split('.') as [string, string]
    const payload = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as Record<string, unknown>
    const forged = `${Buffer.from(JSON.stringify({ ...payload, aud: OTHER_FRAME })).toString('base64url')}.${signature}`
    expect((await call('/v1/wallet', { token: forged, origin: OTHER_FRAME })).status).toBe(401)
    // The sign-out tried from the other origin did nothing: the session still works where it belongs.
    expect(await call('/v1/wallet', { token })).toMatchObject({ status: 200, body: wallet })
  })

  it('key shares: the first wallet is kept; the recovery key is per user and needs a live token', async () => {
    const token = await login('gu@example.com')
    expect(await call('/v1/wallet', { token })).toMatchObject({ status: 404, body: { code: 'NO_WALLET' } })
    const wallet = { address: '0x' + '1'.repeat(40), authShare: 'AQID', recoveryShare: 'BAUG' }
    expect(await call('/v1/wallet', { token, method: 'PUT', body: wallet })).toMatchObject({ status: 200, body: wallet })
    const second = await call('/v1/wallet', { token, method: 'PUT', body: { ...wallet, address: '0x' + '2'.repeat(40) } })
    expect(second.body).toEqual(wallet)
    clock += 30_000
    const again = await login('gu@example.com')
    expect((await call('/v1/wallet', { token: again })).body).toEqual(wallet)

    const key = await call('/v1/recovery-key', { token, body: {}, base: auth.recoveryUrl })
    const keyAgain = await call('/v1/recovery-key', { token: again, body: {}, base: auth.recoveryUrl })
    const otherUser = await call('/v1/recovery-key', { token: await login('ha@example.com'), body: {}, base: auth.recoveryUrl })
    expect(key.status).toBe(200)
    expect(keyAgain.body.recoveryKey).toBe(key.body.recoveryKey)
    expect(otherUser.body.recoveryKey).not.toBe(key.body.recoveryKey)
    expect((await call('/v1/recovery-key', { token, body: {}, base: auth.recoveryUrl, origin: OTHER_FRAME })).status).toBe(401)
    expect((await call('/v1/recovery-key', { token: 'a.b', body: {}, base: auth.recoveryUrl })).status).toBe(401)
  })
})

describe('sign-in by full-page redirect (SPEC §2 Telegram mini-app result_uri)', () => {
  const RETURN = 'http://127.0.0.1:5173/app?tg=1'
  const secret = () => randomBytes(32).toString('base64url')
  const challengeOf = (verifier: string) => createHash('sha256').update(verifier).digest('base64url')

  /** Starts a sign-in from the frame, signs in on the page with the mailed code: the result_uri the page comes back with. */
  async function signInOnPage(email: string, verifier: string): Promise<{ resultUri: URL; page: string }> {
    const since = mailbox.messages().length
    const started = await call('/v1/redirect/start', { body: { projectId: PROJECT, method: 'email', email, returnTo: RETURN, challenge: challengeOf(verifier) } })
    expect(started).toMatchObject({ status: 200, body: { action: 'VERIFY_OTP' } })
    const uri = new URL(started.body.uri as string)
    expect(uri.origin + uri.pathname).toBe(`${auth.url}/signin`)
    const code = /\b(\d{6})\b/.exec((await mailbox.nextMessage(email, since)).text)![1]!
    const shown = await fetch(uri)
    const page = await shown.text()
    expect(shown.status).toBe(200)
    // The page may send its form's answer back to the dapp, and nowhere else; it runs no script.
    expect(shown.headers.get('content-security-policy')).toContain("form-action 'self' http://127.0.0.1:5173;")
    expect(shown.headers.get('content-security-policy')).toContain("default-src 'none'")
    const attempt = uri.searchParams.get('attempt')!
    const post = (code: string, origin = auth.url) =>
      fetch(`${auth.url}/signin/code`, { method: 'POST', redirect: 'manual', headers: { origin, 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ attempt, code }) })
    expect((await post(code, 'http://evil.example')).status).toBe(403)
    const wrong = await post(code === '000000' ? '111111' : '000000')
    expect(await wrong.text()).toContain('Invalid code')
    const right = await post(code)
    expect(right.status).toBe(303)
    const back = new URL(right.headers.get('location')!)
    expect(back.origin + back.pathname).toBe('http://127.0.0.1:5173/app')
    expect(back.searchParams.get('tg')).toBe('1')
    return { resultUri: new URL(back.searchParams.get('result_uri')!), page }
  }
  const finish = (resultUri: URL, verifier: string, origin = FRAME) =>
    call('/v1/redirect/finish', {
      origin,
      body: { projectId: PROJECT, attempt: resultUri.searchParams.get('attempt'), answer: resultUri.searchParams.get('answer'), verifier },
    })

  it('§2 the page comes back with result_uri; the frame that started it trades it for a session, once', async () => {
    const verifier = secret()
    const { resultUri } = await signInOnPage('tg@example.com', verifier)
    const session = await finish(resultUri, verifier)
    expect(session).toMatchObject({ status: 200, body: { user: { email: 'tg@example.com' } } })
    expect(await call('/v1/session', { token: session.body.token as string })).toMatchObject({ status: 200 })
    // Replayed (a reload with the old address, or someone who saw it): refused.
    expect(await finish(resultUri, verifier)).toMatchObject({ status: 401, body: { code: 'INVALID_SIGN_IN' } })
  })

  it('§2 result_uri alone opens nothing: without the frame\'s secret, or from another frame origin, it is refused and spent', async () => {
    const verifier = secret()
    const { resultUri } = await signInOnPage('tg2@example.com', verifier)
    expect(await finish(resultUri, secret())).toMatchObject({ status: 401, body: { code: 'INVALID_SIGN_IN' } })
    expect(await finish(resultUri, verifier)).toMatchObject({ status: 401 })
    const other = secret()
    clock += 30_000
    const again = await signInOnPage('tg2@example.com', other)
    expect((await finish(again.resultUri, other, OTHER_FRAME)).status).toBe(401)
  })

  it('§6 the page never sends anyone to an origin the project does not allow', async () => {
    const start = (returnTo: string) =>
      call('/v1/redirect/start', { body: { projectId: PROJECT, method: 'email', email: 'tg3@example.com', returnTo, challenge: challengeOf(secret()) } })
    expect(await start('http://evil.example/')).toMatchObject({ status: 403, body: { error: 'Unauthorized: origin not allowed' } })
    expect((await start('javascript:alert(1)')).status).toBe(403)
    expect((await start('not a url')).status).toBe(400)
    expect((await fetch(`${auth.url}/signin?attempt=${secret()}`)).status).toBe(410)
  })
})
