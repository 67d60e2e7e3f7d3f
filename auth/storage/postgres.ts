import pg from 'pg'
import { randomUUID } from 'node:crypto'
import type { AuthStore } from './contract'
import { toCode, toDeviceHash, toDeviceRequest, toOrigins, toSentAt, toSession, toUser, toWallet } from './rows'
import { SCHEMA } from './schema'
import { CLAIM_CODE_SQL, CLAIM_DEVICE_MAIL_SQL, CONSUME_CODE_SQL, COUNT_WRONG_CODE_SQL } from './codeStatements'

/** The store for deployments that outgrow one machine: PostgreSQL reached through `DATABASE_URL`. */
export async function openPostgresStore(connectionString: string): Promise<AuthStore> {
  const pool = new pg.Pool({ connectionString, max: 5 })
  for (const statement of SCHEMA) await pool.query(statement)

  const rows = async (text: string, values: ReadonlyArray<unknown>): Promise<ReadonlyArray<unknown>> =>
    (await pool.query(text, [...values])).rows as ReadonlyArray<unknown>
  const first = async <A>(text: string, values: ReadonlyArray<unknown>, to: (row: unknown) => A): Promise<A | undefined> => {
    const [row] = await rows(text, values)
    return row === undefined ? undefined : to(row)
  }
  const must = <A>(value: A | undefined, what: string): A => {
    if (value === undefined) throw new Error(`The auth store lost the ${what} it just wrote`)
    return value
  }

  return {
    userByEmail: async (email, now) => {
      await pool.query('INSERT INTO users (id, email, created_at) VALUES ($1, $2, $3) ON CONFLICT (email) DO NOTHING', [
        randomUUID(),
        email,
        now,
      ])
      return must(await first('SELECT * FROM users WHERE email = $1', [email], toUser), 'user')
    },
    user: (id) => first('SELECT * FROM users WHERE id = $1', [id], toUser),
    code: (email) => first('SELECT * FROM codes WHERE email = $1', [email], toCode),
    putCode: async (r) => {
      await pool.query(
        `INSERT INTO codes (email, code_hash, sent_at, expires_at, failures, locked_until) VALUES ($1, $2, $3, $4, $5, $6)
         ON CONFLICT (email) DO UPDATE SET code_hash = excluded.code_hash, sent_at = excluded.sent_at,
           expires_at = excluded.expires_at, failures = excluded.failures, locked_until = excluded.locked_until`,
        [r.email, r.codeHash, r.sentAt, r.expiresAt, r.failures, r.lockedUntil],
      )
    },
    claimCode: async (r, sentBefore) =>
      ((await pool.query(CLAIM_CODE_SQL, [r.email, r.codeHash, r.sentAt, r.expiresAt, sentBefore])).rowCount ?? 0) === 1,
    countWrongCode: (g) => first(COUNT_WRONG_CODE_SQL, [g.email, g.codeHash, g.now, g.maxWrong, g.lockUntil], toCode),
    setCodeFailures: async (email, failures, lockedUntil) => {
      await pool.query('UPDATE codes SET failures = $1, locked_until = $2 WHERE email = $3', [failures, lockedUntil, email])
    },
    consumeCode: async (email, codeHash, now) => ((await pool.query(CONSUME_CODE_SQL, [email, codeHash, now])).rowCount ?? 0) === 1,
    putSession: async (s) => {
      await pool.query('INSERT INTO sessions (id, user_id, origin, expires_at, revoked_at) VALUES ($1, $2, $3, $4, $5)', [
        s.id,
        s.userId,
        s.origin,
        s.expiresAt,
        s.revokedAt,
      ])
    },
    session: (id) => first('SELECT * FROM sessions WHERE id = $1', [id], toSession),
    revokeSession: async (id, now) => {
      await pool.query('UPDATE sessions SET revoked_at = $1 WHERE id = $2 AND revoked_at IS NULL', [now, id])
    },
    putWallet: async (w) => {
      await pool.query(
        'INSERT INTO wallets (user_id, address, auth_share, recovery_share) VALUES ($1, $2, $3, $4) ON CONFLICT (user_id) DO NOTHING',
        [w.userId, w.address, w.authShare, w.recoveryShare],
      )
      return must(await first('SELECT * FROM wallets WHERE user_id = $1', [w.userId], toWallet), 'wallet')
    },
    wallet: (userId) => first('SELECT * FROM wallets WHERE user_id = $1', [userId], toWallet),
    setAllowedOrigins: async (projectId, origins) => {
      await pool.query(
        'INSERT INTO projects (project_id, origins) VALUES ($1, $2) ON CONFLICT (project_id) DO UPDATE SET origins = excluded.origins',
        [projectId, JSON.stringify(origins)],
      )
    },
    allowedOrigins: (projectId) => first('SELECT origins FROM projects WHERE project_id = $1', [projectId], toOrigins),
    findUserByEmail: (email) => first('SELECT * FROM users WHERE email = $1', [email], toUser),
    devices: async (userId) => (await rows('SELECT device_hash FROM devices WHERE user_id = $1', [userId])).map(toDeviceHash),
    addDevice: async (userId, deviceHash, now) => {
      await pool.query('INSERT INTO devices (user_id, device_hash, approved_at) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING', [userId, deviceHash, now])
    },
    putDeviceRequest: async (r) => {
      await pool.query('INSERT INTO device_requests (token_hash, user_id, device_hash, created_at, expires_at) VALUES ($1, $2, $3, $4, $5)', [
        r.tokenHash,
        r.userId,
        r.deviceHash,
        r.createdAt,
        r.expiresAt,
      ])
    },
    claimDeviceMail: async (email, sentAt, sentBefore) =>
      ((await pool.query(CLAIM_DEVICE_MAIL_SQL, [email, sentAt, sentBefore])).rowCount ?? 0) === 1,
    deviceMailSentAt: (email) => first('SELECT sent_at FROM device_mails WHERE email = $1', [email], toSentAt),
    deviceRequest: (tokenHash) => first('SELECT * FROM device_requests WHERE token_hash = $1', [tokenHash], toDeviceRequest),
    // DELETE … RETURNING: of two clicks on the same link, one gets the row.
    takeDeviceRequest: (tokenHash) => first('DELETE FROM device_requests WHERE token_hash = $1 RETURNING *', [tokenHash], toDeviceRequest),
    close: () => pool.end(),
  }
}
