import * as t from 'io-ts'
import type { CodeRecord, DeviceRequest, SessionRecord, User, WalletRecord } from './contract'

// Rows come back from a database driver: decode them like any other outside bytes. PostgreSQL
// returns BIGINT as a string (it may exceed 2^53), SQLite as a number.
const Millis = new t.Type<number, unknown, unknown>(
  'Millis',
  (u): u is number => typeof u === 'number',
  (u, c) => {
    const n = typeof u === 'string' && /^\d+$/.test(u) ? Number(u) : u
    return typeof n === 'number' && Number.isSafeInteger(n) ? t.success(n) : t.failure(u, c)
  },
  (n) => n,
)
const MaybeMillis = t.union([Millis, t.null])

const UserRow = t.type({ id: t.string, email: t.string, created_at: Millis })
const CodeRow = t.type({
  email: t.string,
  code_hash: t.string,
  sent_at: Millis,
  expires_at: Millis,
  failures: Millis,
  locked_until: MaybeMillis,
})
const SessionRow = t.type({ id: t.string, user_id: t.string, origin: t.string, expires_at: Millis, revoked_at: MaybeMillis })
const WalletRow = t.type({ user_id: t.string, address: t.string, auth_share: t.string, recovery_share: t.string })
const OriginsRow = t.type({ origins: t.string })
const OriginList = t.array(t.string)

function decodeRow<A>(codec: t.Decoder<unknown, A>, row: unknown, what: string): A {
  const result = codec.decode(row)
  if (result._tag === 'Right') return result.right
  throw new Error(`The auth store returned a malformed ${what} row`)
}

export const toUser = (row: unknown): User => {
  const r = decodeRow(UserRow, row, 'user')
  return { id: r.id, email: r.email, createdAt: r.created_at }
}

export const toCode = (row: unknown): CodeRecord => {
  const r = decodeRow(CodeRow, row, 'code')
  return {
    email: r.email,
    codeHash: r.code_hash,
    sentAt: r.sent_at,
    expiresAt: r.expires_at,
    failures: r.failures,
    lockedUntil: r.locked_until,
  }
}

export const toSession = (row: unknown): SessionRecord => {
  const r = decodeRow(SessionRow, row, 'session')
  return { id: r.id, userId: r.user_id, origin: r.origin, expiresAt: r.expires_at, revokedAt: r.revoked_at }
}

export const toWallet = (row: unknown): WalletRecord => {
  const r = decodeRow(WalletRow, row, 'wallet')
  return { userId: r.user_id, address: r.address, authShare: r.auth_share, recoveryShare: r.recovery_share }
}

export const toOrigins = (row: unknown): ReadonlyArray<string> => {
  const r = decodeRow(OriginsRow, row, 'project')
  let parsed: unknown
  try {
    parsed = JSON.parse(r.origins)
  } catch {
    parsed = undefined
  }
  return decodeRow(OriginList, parsed, 'project origins')
}

const DeviceRow = t.type({ device_hash: t.string })
const DeviceRequestRow = t.type({ token_hash: t.string, user_id: t.string, device_hash: t.string, created_at: Millis, expires_at: Millis })

export const toDeviceHash = (row: unknown): string => decodeRow(DeviceRow, row, 'device').device_hash

export const toDeviceRequest = (row: unknown): DeviceRequest => {
  const r = decodeRow(DeviceRequestRow, row, 'device request')
  return { tokenHash: r.token_hash, userId: r.user_id, deviceHash: r.device_hash, createdAt: r.created_at, expiresAt: r.expires_at }
}

const DeviceMailRow = t.type({ sent_at: Millis })

export const toSentAt = (row: unknown): number => decodeRow(DeviceMailRow, row, 'device mail').sent_at
