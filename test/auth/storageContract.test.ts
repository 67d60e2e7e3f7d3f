import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AuthStore } from '../../auth/storage/contract'
import { openStore } from '../../auth/storage/openStore'
import { startPostgres, type RunningPostgres } from '../harness/postgres'

/** The one storage contract, run against each implementation (DESIGN §11: never a mock). */
function contractSuite(name: string, open: () => Promise<AuthStore>): void {
  describe(`auth storage contract: ${name}`, () => {
    let store: AuthStore
    beforeAll(async () => {
      store = await open()
    })
    afterAll(() => store.close())

    it('a user is created once per email and found by id', async () => {
      const a = await store.userByEmail('ada@example.com', 1_000)
      const again = await store.userByEmail('ada@example.com', 2_000)
      expect(again).toEqual(a)
      expect(a.createdAt).toBe(1_000)
      expect(await store.user(a.id)).toEqual(a)
      expect(await store.user('nobody')).toBeUndefined()
    })

    it('a resend replaces the code; failures and lock persist; a used code is consumed once (no replay)', async () => {
      const record = { email: 'bo@example.com', codeHash: 'h1', sentAt: 10, expiresAt: 600_010, failures: 0, lockedUntil: null }
      await store.putCode(record)
      await store.putCode({ ...record, codeHash: 'h2', sentAt: 40_000 })
      expect(await store.code('bo@example.com')).toEqual({ ...record, codeHash: 'h2', sentAt: 40_000 })
      await store.setCodeFailures('bo@example.com', 5, 9_999_999_999_999)
      expect(await store.code('bo@example.com')).toMatchObject({ failures: 5, lockedUntil: 9_999_999_999_999 })
      // Locked: even the right code is not consumed until the lock ends.
      expect(await store.consumeCode('bo@example.com', 'h2', 50_000)).toBe(false)
      await store.setCodeFailures('bo@example.com', 5, 60_000)
      expect(await store.consumeCode('bo@example.com', 'h1', 60_000)).toBe(false)
      expect(await store.consumeCode('bo@example.com', 'h2', 60_000)).toBe(true)
      expect(await store.consumeCode('bo@example.com', 'h2', 60_000)).toBe(false)
      expect(await store.code('bo@example.com')).toBeUndefined()
    })

    it('§9 email login cooldown: of concurrent code writes for one address one wins per cooldown, none while locked', async () => {
      const claim = (codeHash: string, sentAt: number) =>
        store.claimCode({ email: 'cd@example.com', codeHash, sentAt, expiresAt: sentAt + 600_000 }, sentAt - 30_000)
      const first = await Promise.all(Array.from({ length: 20 }, (_, i) => claim(`a${i}`, 100_000)))
      expect(first.filter(Boolean).length).toBe(1)
      expect(await claim('b', 129_999)).toBe(false)
      await store.setCodeFailures('cd@example.com', 2, null)
      expect(await claim('c', 130_000)).toBe(true)
      // Wrong guesses carry over a resend; a lock refuses the resend; after the lock they start again.
      expect(await store.code('cd@example.com')).toMatchObject({ codeHash: 'c', sentAt: 130_000, failures: 2, lockedUntil: null })
      await store.setCodeFailures('cd@example.com', 5, 500_000)
      expect(await claim('d', 499_999)).toBe(false)
      expect(await claim('e', 500_000)).toBe(true)
      expect(await store.code('cd@example.com')).toMatchObject({ codeHash: 'e', failures: 0, lockedUntil: null })
    })

    it('§9 wrong-code lock: concurrent wrong guesses are each counted once, and none after the lock', async () => {
      await store.putCode({ email: 'ce@example.com', codeHash: 'h', sentAt: 0, expiresAt: 600_000, failures: 0, lockedUntil: null })
      const guess = () => store.countWrongCode({ email: 'ce@example.com', codeHash: 'h', now: 1_000, maxWrong: 5, lockUntil: 901_000 })
      const counted = (await Promise.all(Array.from({ length: 30 }, guess))).filter((r) => r !== undefined)
      expect(counted.map((r) => r.failures).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5])
      expect(counted.filter((r) => r.lockedUntil === 901_000).map((r) => r.failures)).toEqual([5])
      expect(await store.code('ce@example.com')).toMatchObject({ failures: 5, lockedUntil: 901_000 })
      // A guess against a code that was replaced meanwhile counts nothing.
      expect(await store.countWrongCode({ email: 'ce@example.com', codeHash: 'old', now: 902_000, maxWrong: 5, lockUntil: 0 })).toBeUndefined()
    })

    it('sessions are stored with their frame origin and revoked once', async () => {
      const user = await store.userByEmail('cy@example.com', 5)
      const session = { id: 's1', userId: user.id, origin: 'http://127.0.0.1:4000', expiresAt: 86_400_000, revokedAt: null }
      await store.putSession(session)
      expect(await store.session('s1')).toEqual(session)
      await store.revokeSession('s1', 77)
      await store.revokeSession('s1', 99)
      expect(await store.session('s1')).toEqual({ ...session, revokedAt: 77 })
    })

    it('the first wallet of a user wins, so every device recovers the same address', async () => {
      const user = await store.userByEmail('di@example.com', 5)
      const first = { userId: user.id, address: '0x' + 'a'.repeat(40), authShare: 'AQ==', recoveryShare: 'Ag==' }
      expect(await store.putWallet(first)).toEqual(first)
      expect(await store.putWallet({ ...first, address: '0x' + 'b'.repeat(40) })).toEqual(first)
      expect(await store.wallet(user.id)).toEqual(first)
      expect(await store.wallet('nobody')).toBeUndefined()
    })

    it('devices: approved ones are listed once; a device request is read, then taken once (a link approves once)', async () => {
      expect(await store.findUserByEmail('ed@example.com')).toBeUndefined()
      const user = await store.userByEmail('ed@example.com', 7)
      expect(await store.findUserByEmail('ed@example.com')).toEqual(user)
      expect(await store.devices(user.id)).toEqual([])
      await store.addDevice(user.id, 'd1', 8)
      await store.addDevice(user.id, 'd1', 9)
      expect(await store.devices(user.id)).toEqual(['d1'])
      const request = { tokenHash: 't1', userId: user.id, deviceHash: 'd2', createdAt: 10, expiresAt: 900_010 }
      await store.putDeviceRequest(request)
      expect(await store.deviceRequest('t1')).toEqual(request)
      const [a, b] = await Promise.all([store.takeDeviceRequest('t1'), store.takeDeviceRequest('t1')])
      expect([a, b].filter(Boolean)).toEqual([request])
      expect(await store.deviceRequest('t1')).toBeUndefined()
    })

    it('§9 device-approval mails: of concurrent claims for one address one wins per 30 s cooldown; the last one\'s time is kept', async () => {
      expect(await store.deviceMailSentAt('fa@example.com')).toBeUndefined()
      const claim = (sentAt: number) => store.claimDeviceMail('fa@example.com', sentAt, sentAt - 30_000)
      expect((await Promise.all(Array.from({ length: 20 }, () => claim(100_000)))).filter(Boolean).length).toBe(1)
      expect(await claim(129_999)).toBe(false)
      expect(await store.deviceMailSentAt('fa@example.com')).toBe(100_000)
      expect((await Promise.all(Array.from({ length: 20 }, () => claim(130_000)))).filter(Boolean).length).toBe(1)
      expect(await store.deviceMailSentAt('fa@example.com')).toBe(130_000)
      // Another address has its own cooldown.
      expect(await store.claimDeviceMail('fb@example.com', 130_001, 100_001)).toBe(true)
    })

    it('allowed origins per project: unknown project is undefined, a set list replaces the old one', async () => {
      expect(await store.allowedOrigins('p1')).toBeUndefined()
      await store.setAllowedOrigins('p1', ['http://127.0.0.1:5173'])
      await store.setAllowedOrigins('p1', ['http://127.0.0.1:5174', 'http://localhost:5174'])
      expect(await store.allowedOrigins('p1')).toEqual(['http://127.0.0.1:5174', 'http://localhost:5174'])
      await store.setAllowedOrigins('p2', [])
      expect(await store.allowedOrigins('p2')).toEqual([])
    })
  })
}

contractSuite('SQLite (better-sqlite3, in memory)', () => openStore({}))

let postgres: RunningPostgres | undefined
afterAll(() => postgres?.stop())
contractSuite('PostgreSQL (Debian package, DATABASE_URL)', async () => {
  postgres = await startPostgres()
  return openStore({ databaseUrl: postgres.url })
})
