import type { AuthStore } from './contract'

/**
 * PostgreSQL when a `postgres://` URL is given (DATABASE_URL), else SQLite at `sqliteFile`. Each driver
 * loads only when chosen, so a SQLite deployment never needs `pg` and the reverse.
 */
export async function openStore(options: { readonly databaseUrl?: string; readonly sqliteFile?: string }): Promise<AuthStore> {
  const url = options.databaseUrl
  if (url !== undefined && url !== '') {
    if (!/^postgres(ql)?:\/\//.test(url)) throw new Error('DATABASE_URL must be a postgres:// or postgresql:// URL')
    const { openPostgresStore } = await import('./postgres')
    return openPostgresStore(url)
  }
  const { openSqliteStore } = await import('./sqlite')
  return openSqliteStore(options.sqliteFile ?? ':memory:')
}
