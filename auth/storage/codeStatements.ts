/**
 * The code rules that must hold under concurrent requests, each one statement, so the database
 * decides between racing requests (a read, then a write from the service would let both through).
 * The same text serves SQLite and PostgreSQL; parameters are numbered ($1…).
 */

/** $1 email, $2 code hash, $3 sent at, $4 expires at, $5 the last code must be older than this. */
export const CLAIM_CODE_SQL = `INSERT INTO codes (email, code_hash, sent_at, expires_at, failures, locked_until) VALUES ($1, $2, $3, $4, 0, NULL)
  ON CONFLICT (email) DO UPDATE SET code_hash = excluded.code_hash, sent_at = excluded.sent_at, expires_at = excluded.expires_at,
    failures = CASE WHEN codes.locked_until IS NULL THEN codes.failures ELSE 0 END, locked_until = NULL
  WHERE codes.sent_at <= $5 AND (codes.locked_until IS NULL OR codes.locked_until <= $3)`

/**
 * A device-approval mail for the address, claimed under the same cooldown as a code ($1 email, $2 sent
 * at, $3 the last one must be older than this): of concurrent requests one per cooldown mails a link.
 */
export const CLAIM_DEVICE_MAIL_SQL = `INSERT INTO device_mails (email, sent_at) VALUES ($1, $2)
  ON CONFLICT (email) DO UPDATE SET sent_at = excluded.sent_at WHERE device_mails.sent_at <= $3`

/** $1 email, $2 the code's hash, $3 now, $4 wrong guesses that lock, $5 locked until. */
export const COUNT_WRONG_CODE_SQL = `UPDATE codes SET failures = failures + 1,
    locked_until = CASE WHEN failures + 1 >= $4 THEN CAST($5 AS BIGINT) ELSE NULL END
  WHERE email = $1 AND code_hash = $2 AND (locked_until IS NULL OR locked_until <= $3)
  RETURNING *`

/** $1 email, $2 code hash, $3 now. */
export const CONSUME_CODE_SQL = `DELETE FROM codes WHERE email = $1 AND code_hash = $2 AND (locked_until IS NULL OR locked_until <= $3)`
