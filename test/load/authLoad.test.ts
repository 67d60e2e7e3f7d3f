import { describe, expect, it } from 'vitest'
import { authViolations, runAuthLoad } from './authLoad'

/**
 * The auth service in the load run's short mode (`npm run load` is the full one): its code, verify
 * and session routes under concurrent requests, bounded in count and time, on 127.0.0.1.
 */
describe('§9 email login limits and sessions under load (short mode)', () => {
  it('§9 email login cooldown and wrong-code lock hold under concurrent requests; every parallel login keeps its own session (SQLite)', async () => {
    const figures = await runAuthLoad({ amount: 40, connections: 10, maxMs: 10_000 })
    console.info(
      'auth load (short, SQLite)',
      figures.phases.map((p) => `${p.id} ${p.requestsPerSecond.toFixed(0)} req/s p99 ${p.latencyMs.p99} ms ${JSON.stringify(p.statuses)}`),
      `${figures.seconds.toFixed(1)} s`,
    )
    expect(authViolations(figures)).toEqual([])
    expect(figures.checks).toMatchObject({ floodMails: 1, logins: 40, distinctSessions: 40, wrongCodesCounted: 5, rightCodeAfterLockAccepted: 0 })
  }, 60_000)
})
