import { randomBytes, randomUUID } from 'node:crypto'
import * as t from 'io-ts'
import { Email } from '../kernel/codec/primitives'
import { emailLoginThrottled } from '../kernel/errors/emailErrors'
import { hashCode, hashDevice, hashDeviceToken, newCode } from './codes'
import { jsonListener, Refusal, type Request } from './http'
import { LIMITS, type Limits } from './limits'
import type { Mailer } from './mailer'
import { socialRoutes, type SocialConfig } from './social'
import { farcasterRoutes, type FarcasterConfig } from './farcasterRoutes'
import { deviceApprovalListener } from './deviceApproval'
import { redirectLogin, SOCIAL_PAGE_PATH } from './redirectLogin'
import type { AuthStore, CodeRecord, User } from './storage/contract'
import { bearer, mintToken, readToken, type SigningKeys, type TokenPayload } from './tokens'

export interface AuthServiceDeps {
  readonly store: AuthStore
  readonly mailer: Mailer
  readonly keys: SigningKeys
  /** Keys the one-time code hashes. */
  readonly codeSecret: string
  /** The frame origins that may call the API; tokens are bound to the calling one. */
  readonly frameOrigins: ReadonlyArray<string>
  readonly now?: () => number
  readonly limits?: Partial<Limits>
  /** Social login (OpenID Connect providers and the frame's callback page); off when absent. */
  readonly social?: SocialConfig
  /** Farcaster login (a Sign In With Farcaster relay and the ID registry's chain); off when absent. */
  readonly farcaster?: FarcasterConfig
  /** The service's own public URL, for the device-approval links it mails. */
  readonly publicUrl: () => string
}

/** The frame's random id for this browser profile: a device is approved by the person's mail. */
const DeviceId = t.refinement(t.string, (s) => /^[A-Za-z0-9_-]{16,128}$/.test(s), 'DeviceId')
const StartBody = t.intersection([t.type({ projectId: t.string, email: Email }), t.partial({ deviceId: DeviceId })])
const VerifyBody = t.intersection([t.type({ projectId: t.string, email: Email, code: t.string }), t.partial({ deviceId: DeviceId })])
const DeviceBody = t.type({ projectId: t.string, email: Email, deviceId: DeviceId })
const WalletBody = t.type({
  address: t.string,
  authShare: t.string,
  recoveryShare: t.string,
})
const Address = /^0x[0-9a-fA-F]{40}$/
const Base64 = /^[A-Za-z0-9+/]+={0,2}$/

function decodeBody<A>(codec: t.Decoder<unknown, A>, value: unknown): A {
  const result = codec.decode(value)
  if (result._tag === 'Left') throw new Refusal(400, 'Invalid request body')
  return result.right
}

const normalise = (email: string): string => email.trim().toLowerCase()
const seconds = (ms: number): number => Math.ceil(ms / 1000)
const publicUser = (user: User) => ({ id: user.id, email: user.email })


/** The auth service's HTTP API (see auth/README.md for each route). */
export function createAuthService(deps: AuthServiceDeps) {
  const now = deps.now ?? Date.now
  const limits: Limits = { ...LIMITS, ...deps.limits }
  const { store } = deps
  const allowed = new Set(deps.frameOrigins)

  async function knownProject(projectId: string): Promise<void> {
    if ((await store.allowedOrigins(projectId)) === undefined) throw new Refusal(403, 'Unauthorized: invalid key')
  }

  /**
   * SPEC §4 VERIFY_DEVICE: once a user has a device, another one signs in only after a link mailed
   * to the address approves it. Undefined: this device may go on to the code.
   */
  async function deviceGate(email: string, deviceId: string | undefined): Promise<{ userId: string; deviceHash: string } | undefined> {
    const user = await store.findUserByEmail(email)
    if (!user) return undefined
    const devices = await store.devices(user.id)
    if (devices.length === 0) return undefined
    const deviceHash = hashDevice(deviceId ?? '')
    return deviceId !== undefined && devices.includes(deviceHash) ? undefined : { userId: user.id, deviceHash }
  }
  const locked = (ms: number) => new Refusal(423, 'Too many wrong codes', { retryAfterSeconds: seconds(ms) })
  const tooSoon = (last: CodeRecord | undefined, at: number) => {
    const left = seconds((last?.sentAt ?? at) + limits.resendCooldownMs - at)
    return new Refusal(429, emailLoginThrottled(left), { retryAfterSeconds: left })
  }
  const sendCode = (email: string, code: string) =>
    deps.mailer.send({
      to: email,
      subject: `${code} is your sign-in code`,
      text: `Your sign-in code is ${code}.\n\nIt works once, for ${Math.round(limits.codeTtlMs / 60_000)} minutes. If you did not ask for it, ignore this mail.`,
    })

  /** A new code for the address, mailed at once (no cooldown: a device link was just clicked). */
  async function mailCode(email: string, at: number, previous: CodeRecord | undefined): Promise<void> {
    const code = newCode()
    await store.putCode({
      email,
      codeHash: hashCode(deps.codeSecret, email, code),
      sentAt: at,
      expiresAt: at + limits.codeTtlMs,
      // A resend keeps the wrong guesses: only a right code or the end of a lock starts them again.
      failures: previous && previous.lockedUntil === null ? previous.failures : 0,
      lockedUntil: null,
    })
    await sendCode(email, code)
  }

  /** Mails a new device-approval link (SPEC §4 VERIFY_DEVICE); earlier links stay good until they expire. */
  async function mailDeviceLink(email: string, gate: { userId: string; deviceHash: string }, at: number): Promise<void> {
    const token = randomBytes(32).toString('base64url')
    await store.putDeviceRequest({ tokenHash: hashDeviceToken(token), ...gate, createdAt: at, expiresAt: at + limits.deviceLinkTtlMs })
    await deps.mailer.send({
      to: email,
      subject: 'Approve a new device',
      text: `Someone is signing in to your wallet on a new device. If it is you, approve it:\n\n${deps.publicUrl()}/device/approve?token=${token}\n\nThe link works once, for ${Math.round(limits.deviceLinkTtlMs / 60_000)} minutes. If it is not you, ignore this mail: nothing happens without the link.`,
    })
  }
  /** Seconds until the address's next device-approval mail may go (SPEC §9 cooldown). */
  const deviceMailWait = async (email: string, at: number): Promise<number> =>
    Math.max(0, seconds((await store.deviceMailSentAt(email) ?? -Infinity) + limits.resendCooldownMs - at))

  /**
   * Mails this device a new approval link (SPEC §4 VERIFY_DEVICE), under the email cooldown of SPEC §9
   * decided by the store in one statement; refused while the address is locked or the device needs none.
   */
  async function resendDeviceLink(email: string, deviceId: string): Promise<{ resendAfterSeconds: number }> {
    const at = now()
    const code = await store.code(email)
    if (code?.lockedUntil != null && code.lockedUntil > at) throw locked(code.lockedUntil - at)
    const gate = await deviceGate(email, deviceId)
    if (!gate) throw new Refusal(409, 'This device needs no approval', { code: 'DEVICE_APPROVED' })
    if (!(await store.claimDeviceMail(email, at, at - limits.resendCooldownMs))) {
      const left = await deviceMailWait(email, at)
      throw new Refusal(429, emailLoginThrottled(left), { retryAfterSeconds: left })
    }
    await mailDeviceLink(email, gate, at)
    return { resendAfterSeconds: seconds(limits.resendCooldownMs) }
  }

  /**
   * Mails a code to the address, or (SPEC §4 VERIFY_DEVICE) the link that approves this device first;
   * refuses inside the resend cooldown and while the address is locked.
   */
  async function requestCode(email: string, deviceId: string | undefined): Promise<{ action: 'VERIFY_OTP' | 'VERIFY_DEVICE'; resendAfterSeconds: number }> {
    const at = now()
    const previous = await store.code(email)
    if (previous?.lockedUntil != null && previous.lockedUntil > at) throw locked(previous.lockedUntil - at)
    // A device-approval mail has its own cooldown: a code sent from another device must not hold it up.
    const gate = await deviceGate(email, deviceId)
    if (gate) {
      // Inside the cooldown the link mailed last stays good: the answer says when another may be sent.
      if (await store.claimDeviceMail(email, at, at - limits.resendCooldownMs)) await mailDeviceLink(email, gate, at)
      return { action: 'VERIFY_DEVICE', resendAfterSeconds: await deviceMailWait(email, at) }
    }
    if (previous && at - previous.sentAt < limits.resendCooldownMs) throw tooSoon(previous, at)
    const code = newCode()
    // The check above answers the usual case; this write decides between requests that race past it.
    const claimed = await store.claimCode(
      { email, codeHash: hashCode(deps.codeSecret, email, code), sentAt: at, expiresAt: at + limits.codeTtlMs },
      at - limits.resendCooldownMs,
    )
    if (!claimed) {
      const winner = await store.code(email)
      if (winner?.lockedUntil != null && winner.lockedUntil > at) throw locked(winner.lockedUntil - at)
      throw tooSoon(winner, at)
    }
    await sendCode(email, code)
    return { action: 'VERIFY_OTP', resendAfterSeconds: seconds(limits.resendCooldownMs) }
  }

  /** The user a right code signs in (the code is spent); wrong codes count towards the lock. */
  async function checkCode(email: string, code: string, deviceId: string | undefined): Promise<User> {
    const at = now()
    if (await deviceGate(email, deviceId)) throw new Refusal(403, 'Approve this device from the mail we sent first', { code: 'DEVICE_NOT_APPROVED' })
    const record = await store.code(email)
    if (!record) throw new Refusal(401, 'Invalid code', { code: 'INVALID_CODE' })
    if (record.lockedUntil !== null && record.lockedUntil > at) throw locked(record.lockedUntil - at)
    if (record.expiresAt <= at) throw new Refusal(410, 'Code expired', { code: 'CODE_EXPIRED' })
    const hash = hashCode(deps.codeSecret, email, code.trim())
    if (hash !== record.codeHash) {
      // Counted in the store in one step: concurrent wrong guesses cannot share a count.
      const counted = await store.countWrongCode({ email, codeHash: record.codeHash, now: at, maxWrong: limits.maxWrongCodes, lockUntil: at + limits.lockMs })
      if (counted === undefined) {
        const current = await store.code(email)
        if (current?.lockedUntil != null && current.lockedUntil > at) throw locked(current.lockedUntil - at)
        throw new Refusal(401, 'Invalid code', { code: 'INVALID_CODE' })
      }
      if (counted.lockedUntil !== null) throw locked(limits.lockMs)
      throw new Refusal(401, 'Invalid code', { code: 'INVALID_CODE', attemptsLeft: limits.maxWrongCodes - counted.failures })
    }
    // Deleting by hash makes the code single-use even when two requests race with it; a lock that
    // a concurrent wrong guess set first wins over the right code.
    if (!(await store.consumeCode(email, hash, at))) {
      const current = await store.code(email)
      if (current?.lockedUntil != null && current.lockedUntil > at) throw locked(current.lockedUntil - at)
      throw new Refusal(401, 'Invalid code', { code: 'INVALID_CODE' })
    }
    const user = await store.userByEmail(email, at)
    // The first device of a user is approved by its code; later ones by the mailed link.
    if (deviceId !== undefined && (await store.devices(user.id)).length === 0) await store.addDevice(user.id, hashDevice(deviceId), at)
    return user
  }

  /** A new session for the user, its token bound to the frame origin that will use it. */
  async function openSession(user: User, origin: string) {
    const expiresAt = now() + limits.sessionTtlMs
    const sid = randomUUID()
    await store.putSession({ id: sid, userId: user.id, origin, expiresAt, revokedAt: null })
    const token = mintToken({ sid, sub: user.id, email: user.email, aud: origin, exp: expiresAt }, deps.keys.privateKey)
    return { token, expiresAt, user: publicUser(user) }
  }

  async function session(request: Request): Promise<TokenPayload> {
    const token = bearer(request.authorization)
    const payload = token === undefined ? undefined : readToken(token, deps.keys.publicKey)
    if (!payload) throw new Refusal(401, 'Unauthorized: invalid session')
    // A token lifted from one frame origin is worthless at another.
    if (payload.aud !== request.origin) throw new Refusal(401, 'Unauthorized: invalid session')
    const record = await store.session(payload.sid)
    if (!record || record.revokedAt !== null || payload.exp <= now() || record.expiresAt <= now())
      throw new Refusal(401, 'Session expired', { code: 'SESSION_EXPIRED' })
    return payload
  }

  const routes = {
    /** Sends a one-time code (SPEC §9: one per 30 s per address; none while locked). */
    'POST /v1/email/code': async (request: Request) => {
      const body = decodeBody(StartBody, await request.json())
      await knownProject(body.projectId)
      return { body: await requestCode(normalise(body.email), body.deviceId) }
    },

    /** Trades a right code for a session token bound to the calling frame origin. */
    'POST /v1/email/verify': async (request: Request) => {
      const body = decodeBody(VerifyBody, await request.json())
      await knownProject(body.projectId)
      const user = await checkCode(normalise(body.email), body.code, body.deviceId)
      return { body: await openSession(user, request.origin) }
    },

    /** SPEC §7 connect device: has the mailed link approved this device yet? (the frame asks until it has) */
    'POST /v1/email/device': async (request: Request) => {
      const body = decodeBody(DeviceBody, await request.json())
      await knownProject(body.projectId)
      return { body: { approved: (await deviceGate(normalise(body.email), body.deviceId)) === undefined } }
    },

    /** Mails this device a new approval link: one per SPEC §9 cooldown per address, the wait in the refusal. */
    'POST /v1/email/device/resend': async (request: Request) => {
      const body = decodeBody(DeviceBody, await request.json())
      await knownProject(body.projectId)
      return { body: await resendDeviceLink(normalise(body.email), body.deviceId) }
    },

    'GET /v1/session': async (request: Request) => {
      const payload = await session(request)
      const user = await store.user(payload.sub)
      if (!user) throw new Refusal(401, 'Unauthorized: invalid session')
      return { body: { user: publicUser(user), expiresAt: payload.exp } }
    },

    'POST /v1/signout': async (request: Request) => {
      const payload = await session(request)
      await store.revokeSession(payload.sid, now())
      return { body: { ok: true } }
    },

    'GET /v1/wallet': async (request: Request) => {
      const payload = await session(request)
      const wallet = await store.wallet(payload.sub)
      if (!wallet) throw new Refusal(404, 'No wallet yet', { code: 'NO_WALLET' })
      return { body: { address: wallet.address, authShare: wallet.authShare, recoveryShare: wallet.recoveryShare } }
    },

    /** Stores a new wallet's shares; a user's first wallet is kept for good (same address everywhere). */
    'PUT /v1/wallet': async (request: Request) => {
      const payload = await session(request)
      const body = decodeBody(WalletBody, await request.json())
      if (!Address.test(body.address) || !Base64.test(body.authShare) || !Base64.test(body.recoveryShare))
        throw new Refusal(400, 'Invalid wallet')
      const stored = await store.putWallet({ userId: payload.sub, ...body })
      return { body: { address: stored.address, authShare: stored.authShare, recoveryShare: stored.recoveryShare } }
    },
  }

  /** The allowed dapp origins of a project, for the frame's own check of its parent page. */
  const originsRoute = async (request: Request) => {
    const projectId = request.path.split('/')[3] ?? ''
    const origins = await store.allowedOrigins(projectId)
    if (origins === undefined) throw new Refusal(403, 'Unauthorized: invalid key')
    return { body: { allowedOrigins: origins } }
  }

  let refused = 0
  const countRefused = () => {
    refused += 1
  }
  const social = deps.social
    ? socialRoutes({
        store,
        keys: deps.keys,
        config: deps.social,
        sessionTtlMs: limits.sessionTtlMs,
        now,
        knownProject,
        pageRedirectUri: () => `${deps.publicUrl()}${SOCIAL_PAGE_PATH}`,
      })
    : undefined
  const redirect = redirectLogin({
    store,
    now,
    publicUrl: deps.publicUrl,
    knownProject,
    requestCode,
    checkCode,
    openSession,
    ...(social ? { social: social.page } : {}),
  })
  const farcaster = deps.farcaster ? farcasterRoutes({ store, config: deps.farcaster, now, knownProject, openSession }) : {}
  const listener = jsonListener({ ...routes, ...redirect.routes, ...social?.routes, ...farcaster }, (origin) => allowed.has(origin), countRefused)
  // The link's click is fresh proof of the mailbox: the code follows at once (no resend cooldown).
  const deviceApproval = deviceApprovalListener({
    store,
    now,
    publicUrl: deps.publicUrl,
    approved: async (userId) => {
      const user = await store.user(userId)
      const previous = user ? await store.code(user.email) : undefined
      // A locked address stays locked: the code waits for the lock to end (the device stays approved).
      if (user && !(previous?.lockedUntil != null && previous.lockedUntil > now())) await mailCode(user.email, now(), previous)
    },
  })
  return {
    listener: ((request, response) => {
      if (deviceApproval(request, response) || redirect.listener(request, response)) return
      const match = /^\/v1\/projects\/([A-Za-z0-9_-]{1,64})\/origins$/.exec(new URL(request.url ?? '/', 'http://x').pathname)
      if (match && request.method === 'GET') {
        return jsonListener({ [`GET ${match[0]}`]: originsRoute }, (origin) => allowed.has(origin), countRefused)(request, response)
      }
      return listener(request, response)
    }) satisfies typeof listener,
    /** Requests refused as cross-site (wrong or missing Origin, not a CORS fetch) since start. */
    refusedCrossSite: () => refused,
  }
}
