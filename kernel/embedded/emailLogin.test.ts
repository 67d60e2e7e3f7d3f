import { describe, expect, it } from 'vitest'
import { catchError, map, of, switchMap } from 'rxjs'
import { createTestScheduler } from '../../test/harness/marbles'
import { createMemoryStorage } from '../ports/storage'
import { createStore } from '../storage/createStore'
import { createEmailLoginThrottle } from '../email/emailLoginThrottle'
import { createEmailLogin } from './emailLogin'
import { encodeFrameSuccess, type WireMessage } from './protocol'
import { bootFrame, createFrameHarness } from './testing'

const short = (error: unknown) => (error as { shortMessage?: string }).shortMessage ?? String(error)

describe('embedded email login (SPEC §4 email connect, §5 throttle and valid emails)', () => {
  it('§5 email login throttle through the frame: a new login within 30 s of the last is refused; allowed again at 30 s', () => {
    const ts = createTestScheduler()
    ts.run(({ cold, expectObservable }) => {
      const { port, client, logger } = createFrameHarness(ts)
      client.run$.subscribe()
      bootFrame(port)
      port.autoAnswer((m) => [encodeFrameSuccess('CONNECT_EMAIL', (m as WireMessage).id!, { action: 'VERIFY_OTP' })])
      const throttle = createEmailLoginThrottle(createStore(createMemoryStorage(), logger), ts)
      const login = createEmailLogin({ client, throttle, logger })
      // Frame ready at 500 ms: the first login is answered (and recorded) then.
      const attempts$ = cold('a 10s b 20498ms c').pipe(
        switchMap(() =>
          login.connectEmail('ada@example.com').pipe(
            map((answer) => answer.action),
            catchError((error: unknown) => of(short(error))),
          ),
        ),
      )
      expectObservable(attempts$).toBe('500ms a 9500ms b 20498ms c', {
        a: 'VERIFY_OTP',
        b: 'Please try again after 21 seconds',
        c: 'VERIFY_OTP',
      })
    })
  })

  it('§5 emails must be valid: a bad email is refused with "Invalid email" and does not start the cooldown', () => {
    const ts = createTestScheduler()
    const { port, client, logger } = createFrameHarness(ts)
    const sub = client.run$.subscribe()
    bootFrame(port)
    ts.flush()
    const storage = createMemoryStorage()
    const throttle = createEmailLoginThrottle(createStore(storage, logger), ts)
    const login = createEmailLogin({ client, throttle, logger })
    const errors: string[] = []
    login.connectEmail('ada@').subscribe({ error: (e: unknown) => errors.push(short(e)) })
    expect(errors).toEqual(['Invalid email'])
    expect(port.posted).toHaveLength(0)
    expect(throttle.check()).toBeUndefined()
    sub.unsubscribe()
  })

  it('§5 email login throttle: a login the frame refused does not start the cooldown', () => {
    const ts = createTestScheduler()
    const { port, client, logger } = createFrameHarness(ts)
    const sub = client.run$.subscribe()
    bootFrame(port)
    ts.flush()
    port.autoAnswer((m) => [{ type: '@airlock-frame/CONNECT_EMAIL_ERROR', id: (m as WireMessage).id, version: 4, payload: { message: 'Server down' } }])
    const throttle = createEmailLoginThrottle(createStore(createMemoryStorage(), logger), ts)
    const login = createEmailLogin({ client, throttle, logger })
    const errors: string[] = []
    login.connectEmail('ada@example.com').subscribe({ error: (e: unknown) => errors.push(short(e)) })
    expect(errors).toEqual(['Server down'])
    expect(throttle.check()).toBeUndefined()
    sub.unsubscribe()
  })
})
