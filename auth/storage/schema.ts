/** The tables, in SQL both SQLite and PostgreSQL accept (BIGINT holds epoch milliseconds). */
export const SCHEMA: ReadonlyArray<string> = [
  `CREATE TABLE IF NOT EXISTS users (
     id TEXT PRIMARY KEY, email TEXT NOT NULL UNIQUE, created_at BIGINT NOT NULL)`,
  `CREATE TABLE IF NOT EXISTS codes (
     email TEXT PRIMARY KEY, code_hash TEXT NOT NULL, sent_at BIGINT NOT NULL, expires_at BIGINT NOT NULL,
     failures INTEGER NOT NULL, locked_until BIGINT)`,
  `CREATE TABLE IF NOT EXISTS sessions (
     id TEXT PRIMARY KEY, user_id TEXT NOT NULL REFERENCES users(id), origin TEXT NOT NULL,
     expires_at BIGINT NOT NULL, revoked_at BIGINT)`,
  `CREATE TABLE IF NOT EXISTS wallets (
     user_id TEXT PRIMARY KEY REFERENCES users(id), address TEXT NOT NULL, auth_share TEXT NOT NULL,
     recovery_share TEXT NOT NULL)`,
  `CREATE TABLE IF NOT EXISTS projects (project_id TEXT PRIMARY KEY, origins TEXT NOT NULL)`,
  `CREATE TABLE IF NOT EXISTS devices (
     user_id TEXT NOT NULL REFERENCES users(id), device_hash TEXT NOT NULL, approved_at BIGINT NOT NULL,
     PRIMARY KEY (user_id, device_hash))`,
  `CREATE TABLE IF NOT EXISTS device_requests (
     token_hash TEXT PRIMARY KEY, user_id TEXT NOT NULL REFERENCES users(id), device_hash TEXT NOT NULL,
     created_at BIGINT NOT NULL, expires_at BIGINT NOT NULL)`,
  `CREATE TABLE IF NOT EXISTS device_mails (email TEXT PRIMARY KEY, sent_at BIGINT NOT NULL)`,
]
