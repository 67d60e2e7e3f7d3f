import { describe, expect, it } from 'vitest'
import { map } from 'rxjs'
import { createTestScheduler } from '../../test/harness/marbles'
import { createMemoryStorage } from '../ports/storage'
import { createRecordingLogger } from '../ports/logger'
import { createStore } from '../storage/createStore'
import { storageKeys } from '../storage/keys'
import { emailLoginWaitSeconds, emailLoginThrottleError, createEmailLoginThrottle } from './emailLoginThrottle'

const t0 = 1_800_000_000_000

describe('email login throttle (SPEC §5, §9 cooldown 30 s)', () => {
  it('§5 email login throttle: at 0 s after the last login the wait is 30 seconds', () => {
    expect(emailLoginWaitSeconds(t0, t0)).toBe(30)
    expect(emailLoginThrottleError(t0, t0)?.shortMessage).toBe('Please try again after 30 seconds')
  })

  it('§5 email login throttle: n is rounded up (29.1 s after → 1 second)', () => {
    expect(emailLoginWaitSeconds(t0, t0 + 29_100)).toBe(1)
    expect(emailLoginThrottleError(t0, t0 + 29_100)?.shortMessage).toBe('Please try again after 1 seconds')
    expect(emailLoginWaitSeconds(t0, t0 + 0.5)).toBe(30)
  })

  it('§5 email login throttle: allowed again at 30 s', () => {
    expect(emailLoginWaitSeconds(t0, t0 + 30_000)).toBe(0)
    expect(emailLoginThrottleError(t0, t0 + 30_000)).toBeUndefined()
    expect(emailLoginWaitSeconds(undefined, t0)).toBe(0)
  })

  it('§5 email login throttle: a last login stamped in the future waits at most 30 s', () => {
    expect(emailLoginWaitSeconds(t0 + 3_600_000, t0)).toBe(30)
  })

  it('§5 email login throttle in virtual time: refused within 30 s of the last, allowed at 30 s', () => {
    const ts = createTestScheduler()
    const storage = createMemoryStorage()
    ts.run(({ cold, expectObservable }) => {
      const throttle = createEmailLoginThrottle(createStore(storage, createRecordingLogger()), ts)
      const attempts = cold('a 29099ms b 899ms c 1ms d').pipe(map(() => throttle.attempt()?.shortMessage ?? 'ok'))
      expectObservable(attempts).toBe('a 29099ms b 899ms c 1ms d', {
        a: 'ok',
        b: 'Please try again after 1 seconds',
        c: 'ok',
        d: 'Please try again after 30 seconds',
      })
    })
    expect(storage.getItem(storageKeys.lastEmailLoginTime.key)).toBe('30000')
  })

  it('§3 the last email login time is stored, so the throttle survives a reload', () => {
    const storage = createMemoryStorage()
    const ts = createTestScheduler()
    ts.run(({ cold, expectObservable }) => {
      const first = createEmailLoginThrottle(createStore(storage, createRecordingLogger()), ts)
      first.record()
      // A new kernel over the same storage (a reload) 10 s later.
      const reloaded = cold('10s a').pipe(
        map(() => createEmailLoginThrottle(createStore(storage, createRecordingLogger()), ts).check()?.shortMessage),
      )
      expectObservable(reloaded).toBe('10s a', { a: 'Please try again after 20 seconds' })
    })
  })
})
