import * as t from 'io-ts'
import type { FrameConfig } from './config'

export class AuthError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly retryAfterSeconds?: number,
  ) {
    super(message)
  }
}

const ErrorBody = t.intersection([t.type({ error: t.string }), t.partial({ retryAfterSeconds: t.number })])

async function call<A>(
  url: string,
  codec: t.Decoder<unknown, A>,
  init: { method?: string; body?: unknown; token?: string } = {},
): Promise<A> {
  const response = await fetch(url, {
    method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
    headers: {
      ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
    },
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
  })
  const json: unknown = await response.json().catch(() => undefined)
  if (!response.ok) {
    const error = ErrorBody.decode(json)
    if (error._tag === 'Right') throw new AuthError(error.right.error, response.status, error.right.retryAfterSeconds)
    throw new AuthError(`HTTP status code: ${response.status}`, response.status)
  }
  const decoded = codec.decode(json)
  if (decoded._tag === 'Left') throw new AuthError('The auth service answered something unexpected', 502)
  return decoded.right
}

const CodeAnswer = t.intersection([t.type({ action: t.keyof({ VERIFY_OTP: null, VERIFY_DEVICE: null }) }), t.partial({ resendAfterSeconds: t.number })])
const Session = t.type({ token: t.string, expiresAt: t.number, user: t.type({ id: t.string, email: t.string }) })
export type Session = t.TypeOf<typeof Session>
const FarcasterStatus = t.union([
  t.type({ state: t.literal('pending') }),
  t.intersection([t.type({ state: t.literal('completed'), fid: t.number }), Session]),
])
const Wallet = t.type({ address: t.string, authShare: t.string, recoveryShare: t.string })
export type StoredWallet = t.TypeOf<typeof Wallet>

/** The auth service and the recovery key service, as the frame calls them. */
export function authApi(config: FrameConfig) {
  return {
    allowedOrigins: (projectId: string) =>
      call(`${config.authUrl}/v1/projects/${encodeURIComponent(projectId)}/origins`, t.type({ allowedOrigins: t.array(t.string) })),
    sendCode: (projectId: string, email: string, deviceId: string) =>
      call(`${config.authUrl}/v1/email/code`, CodeAnswer, { body: { projectId, email, deviceId } }),
    resendDeviceLink: (projectId: string, email: string, deviceId: string) =>
      call(`${config.authUrl}/v1/email/device/resend`, t.type({ resendAfterSeconds: t.number }), { body: { projectId, email, deviceId } }),
    deviceApproved: (projectId: string, email: string, deviceId: string) =>
      call(`${config.authUrl}/v1/email/device`, t.type({ approved: t.boolean }), { body: { projectId, email, deviceId } }),
    verifyCode: (projectId: string, email: string, code: string, deviceId: string) =>
      call(`${config.authUrl}/v1/email/verify`, Session, { body: { projectId, email, code, deviceId } }),
    redirectStart: (body: { projectId: string; method: string; email?: string; returnTo: string; challenge: string; deviceId: string }) =>
      call(`${config.authUrl}/v1/redirect/start`, t.type({ uri: t.string }), { body }),
    redirectFinish: (body: { projectId: string; attempt: string; answer: string; verifier: string }) =>
      call(`${config.authUrl}/v1/redirect/finish`, Session, { body }),
    socialStart: (projectId: string, provider: string) =>
      call(`${config.authUrl}/v1/social/start`, t.type({ uri: t.string }), { body: { projectId, provider } }),
    socialFinish: (projectId: string, answer: { state: string; code: string; iss?: string }) =>
      call(`${config.authUrl}/v1/social/finish`, Session, { body: { projectId, ...answer } }),
    farcasterChannel: (projectId: string) =>
      call(`${config.authUrl}/v1/farcaster/channel`, t.type({ url: t.string, channel: t.string }), { body: { projectId } }),
    farcasterStatus: (projectId: string, channel: string) =>
      call(`${config.authUrl}/v1/farcaster/status`, FarcasterStatus, { body: { projectId, channel } }),
    session: (token: string) =>
      call(`${config.authUrl}/v1/session`, t.type({ user: t.type({ id: t.string, email: t.string }), expiresAt: t.number }), { token }),
    signOut: (token: string) => call(`${config.authUrl}/v1/signout`, t.unknown, { token, body: {} }),
    wallet: async (token: string): Promise<StoredWallet | undefined> => {
      try {
        return await call(`${config.authUrl}/v1/wallet`, Wallet, { token })
      } catch (error) {
        if (error instanceof AuthError && error.status === 404) return undefined
        throw error
      }
    },
    putWallet: (token: string, wallet: StoredWallet) =>
      call(`${config.authUrl}/v1/wallet`, Wallet, { token, method: 'PUT', body: wallet }),
    recoveryKey: (token: string) => call(`${config.recoveryUrl}/v1/recovery-key`, t.type({ recoveryKey: t.string }), { token, body: {} }),
  }
}
export type AuthApi = ReturnType<typeof authApi>
