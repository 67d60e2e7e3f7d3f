import Database from 'better-sqlite3'
import type { AuthStore, CodeRecord, SessionRecord, WalletRecord } from './contract'
import { toCode, toDeviceHash, toDeviceRequest, toOrigins, toSentAt, toSession, toUser, toWallet } from './rows'
import { SCHEMA } from './schema'
import { CLAIM_CODE_SQL, CLAIM_DEVICE_MAIL_SQL, CONSUME_CODE_SQL, COUNT_WRONG_CODE_SQL } from './codeStatements'
import { randomUUID } from 'node:crypto'

/** The default store: one SQLite file (or ':memory:'), WAL journal so readers never wait on a writer. */
export function openSqliteStore(file: string): AuthStore {
  const db = new Database(file)
  db.pragma('journal_mode = WAL')
  db.pragma('foreign_keys = ON')
  for (const statement of SCHEMA) db.exec(statement)

  const upsertUser = db.prepare('INSERT INTO users (id, email, created_at) VALUES (?, ?, ?) ON CONFLICT (email) DO NOTHING')
  const userByEmail = db.prepare('SELECT * FROM users WHERE email = ?')
  const userById = db.prepare('SELECT * FROM users WHERE id = ?')
  const codeByEmail = db.prepare('SELECT * FROM codes WHERE email = ?')
  const putCode = db.prepare(
    `INSERT INTO codes (email, code_hash, sent_at, expires_at, failures, locked_until) VALUES (?, ?, ?, ?, ?, ?)
     ON CONFLICT (email) DO UPDATE SET code_hash = excluded.code_hash, sent_at = excluded.sent_at,
       expires_at = excluded.expires_at, failures = excluded.failures, locked_until = excluded.locked_until`,
  )
  const claimCode = db.prepare(CLAIM_CODE_SQL.replace(/\$\d+/g, (p) => `@p${p.slice(1)}`))
  const setFailures = db.prepare('UPDATE codes SET failures = ?, locked_until = ? WHERE email = ?')
  const countWrong = db.prepare(COUNT_WRONG_CODE_SQL.replace(/\$\d+/g, (p) => `@p${p.slice(1)}`))
  const consume = db.prepare(CONSUME_CODE_SQL.replace(/\$\d+/g, (p) => `@p${p.slice(1)}`))
  const putSession = db.prepare('INSERT INTO sessions (id, user_id, origin, expires_at, revoked_at) VALUES (?, ?, ?, ?, ?)')
  const sessionById = db.prepare('SELECT * FROM sessions WHERE id = ?')
  const revoke = db.prepare('UPDATE sessions SET revoked_at = ? WHERE id = ? AND revoked_at IS NULL')
  const insertWallet = db.prepare(
    'INSERT INTO wallets (user_id, address, auth_share, recovery_share) VALUES (?, ?, ?, ?) ON CONFLICT (user_id) DO NOTHING',
  )
  const walletByUser = db.prepare('SELECT * FROM wallets WHERE user_id = ?')
  const putOrigins = db.prepare(
    'INSERT INTO projects (project_id, origins) VALUES (?, ?) ON CONFLICT (project_id) DO UPDATE SET origins = excluded.origins',
  )
  const originsOf = db.prepare('SELECT origins FROM projects WHERE project_id = ?')

  const devicesOf = db.prepare('SELECT device_hash FROM devices WHERE user_id = ?')
  const addDevice = db.prepare('INSERT INTO devices (user_id, device_hash, approved_at) VALUES (?, ?, ?) ON CONFLICT DO NOTHING')
  const putDeviceRequest = db.prepare(
    'INSERT INTO device_requests (token_hash, user_id, device_hash, created_at, expires_at) VALUES (?, ?, ?, ?, ?)',
  )
  const deviceRequest = db.prepare('SELECT * FROM device_requests WHERE token_hash = ?')
  const dropDeviceRequest = db.prepare('DELETE FROM device_requests WHERE token_hash = ?')
  const claimDeviceMail = db.prepare(CLAIM_DEVICE_MAIL_SQL.replace(/\$\d+/g, (p) => `@p${p.slice(1)}`))
  const deviceMailOf = db.prepare('SELECT sent_at FROM device_mails WHERE email = ?')

  // The shared statements number their parameters ($1…); SQLite takes them by name (@p1…).
  const named = (values: ReadonlyArray<unknown>) => Object.fromEntries(values.map((v, i) => [`p${i + 1}`, v]))
  const found = <A>(row: unknown, to: (row: unknown) => A): A | undefined => (row === undefined ? undefined : to(row))

  return {
    userByEmail: async (email, now) => {
      upsertUser.run(randomUUID(), email, now)
      return toUser(userByEmail.get(email))
    },
    user: async (id) => found(userById.get(id), toUser),
    code: async (email) => found(codeByEmail.get(email), toCode),
    putCode: async (r: CodeRecord) => {
      putCode.run(r.email, r.codeHash, r.sentAt, r.expiresAt, r.failures, r.lockedUntil)
    },
    claimCode: async (r, sentBefore) => claimCode.run(named([r.email, r.codeHash, r.sentAt, r.expiresAt, sentBefore])).changes === 1,
    countWrongCode: async (g) => found(countWrong.get(named([g.email, g.codeHash, g.now, g.maxWrong, g.lockUntil])), toCode),
    setCodeFailures: async (email, failures, lockedUntil) => {
      setFailures.run(failures, lockedUntil, email)
    },
    consumeCode: async (email, codeHash, now) => consume.run(named([email, codeHash, now])).changes === 1,
    putSession: async (s: SessionRecord) => {
      putSession.run(s.id, s.userId, s.origin, s.expiresAt, s.revokedAt)
    },
    session: async (id) => found(sessionById.get(id), toSession),
    revokeSession: async (id, now) => {
      revoke.run(now, id)
    },
    putWallet: async (w: WalletRecord) => {
      insertWallet.run(w.userId, w.address, w.authShare, w.recoveryShare)
      return toWallet(walletByUser.get(w.userId))
    },
    wallet: async (userId) => found(walletByUser.get(userId), toWallet),
    setAllowedOrigins: async (projectId, origins) => {
      putOrigins.run(projectId, JSON.stringify(origins))
    },
    allowedOrigins: async (projectId) => found(originsOf.get(projectId), toOrigins),
    findUserByEmail: async (email) => found(userByEmail.get(email), toUser),
    devices: async (userId) => devicesOf.all(userId).map(toDeviceHash),
    addDevice: async (userId, deviceHash, now) => {
      addDevice.run(userId, deviceHash, now)
    },
    putDeviceRequest: async (r) => {
      putDeviceRequest.run(r.tokenHash, r.userId, r.deviceHash, r.createdAt, r.expiresAt)
    },
    deviceRequest: async (tokenHash) => found(deviceRequest.get(tokenHash), toDeviceRequest),
    claimDeviceMail: async (email, sentAt, sentBefore) => claimDeviceMail.run(named([email, sentAt, sentBefore])).changes === 1,
    deviceMailSentAt: async (email) => found(deviceMailOf.get(email), toSentAt),
    // One transaction: of two clicks on the same link, one finds the row.
    takeDeviceRequest: async (tokenHash) =>
      db.transaction(() => {
        const row = found(deviceRequest.get(tokenHash), toDeviceRequest)
        if (row) dropDeviceRequest.run(tokenHash)
        return row
      })(),
    close: async () => {
      db.close()
    },
  }
}
