import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startPostgres, type RunningPostgres } from '../harness/postgres'
import { authViolations, runAuthLoad, type AuthLoadOptions } from './authLoad'

/**
 * The auth service in the load run's short mode (`npm run load` is the full one): its code, verify
 * and session routes under concurrent requests, bounded in count and time, on 127.0.0.1.
 */
describe('§9 email login limits and sessions under load (short mode)', () => {
  let postgres: RunningPostgres
  beforeAll(async () => {
    postgres = await startPostgres()
  }, 60_000)
  afterAll(() => postgres?.stop())

  const check = async (options: AuthLoadOptions) => {
    const figures = await runAuthLoad({ amount: 30, connections: 10, maxMs: 10_000 }, options)
    console.info(
      `auth load (short, ${figures.store})`,
      figures.phases.map((p) => `${p.id} ${p.requestsPerSecond.toFixed(0)} req/s p99 ${p.latencyMs.p99} ms ${JSON.stringify(p.statuses)}`),
      `${figures.seconds.toFixed(1)} s`,
    )
    expect(authViolations(figures)).toEqual([])
    expect(figures.checks).toMatchObject({ floodMails: 1, logins: 30, distinctSessions: 30, wrongCodesCounted: 5, rightCodeAfterLockAccepted: 0 })
    expect(figures.phases.find((p) => p.id === 'verifyWrong')?.statuses['401']).toBe(4)
  }

  it('§9 email login cooldown and wrong-code lock hold under concurrent requests; every parallel login keeps its own session (SQLite)', () =>
    check({}), 60_000)

  // Several service instances share PostgreSQL, and its queries interleave: the limits must be decided by the database.
  it('§9 email login cooldown and wrong-code lock hold under concurrent requests; every parallel login keeps its own session (PostgreSQL)', () =>
    check({ databaseUrl: postgres.url }), 60_000)
})
