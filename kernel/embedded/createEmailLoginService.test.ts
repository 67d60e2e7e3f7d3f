import { describe, expect, it } from 'vitest'
import { EMPTY, NEVER, Subject, of, throwError } from 'rxjs'
import { createEmailLoginService } from './createEmailLoginService'
import type { Adapter } from '../ports/adapter'
import { createRecordingLogger } from '../ports/logger'
import { alertCatalogue } from '../errors/messages'
import { allShownMessages as shownMessages } from '../errors/allShownMessages'
import { allThrownMessages as thrownMessages } from '../errors/allThrownMessages'
import { createTestScheduler } from '../../test/harness/marbles'

/** An embedded-wallet adapter as the service sees it: refusals it reports and the rejections it is asked for. */
function frameAdapter() {
  const refused = new Subject<string>()
  let rejections = 0
  const adapter: Adapter = {
    namespaces: ['eip155'],
    connectors$: of([]),
    events$: EMPTY,
    connect: () => NEVER,
    syncConnection: () => NEVER,
    disconnect: () => of(undefined),
    switchNetwork: () => of(undefined),
    destroy: () => undefined,
    rpcRefused$: refused,
    rejectPendingRequests: () => {
      rejections += 1
    },
  }
  return { adapter, refused, rejections: () => rejections }
}

describe('embedded wallet RPC (SPEC §4, §6)', () => {
  it("§4/§6 a method not allowed opens the modal, logs 'Requested RPC call is not allowed', rejects pending requests at once and shows 'Action not allowed' after 300 ms", () => {
    const ts = createTestScheduler()
    ts.run(({ expectObservable }) => {
      const { adapter, refused, rejections } = frameAdapter()
      const logger = createRecordingLogger()
      const service = createEmailLoginService([adapter], { scheduler: ts, logger, modalClosed$: NEVER })
      ts.schedule(() => service.run$.subscribe(), 0)
      ts.schedule(() => refused.next('eth_sign'), 100)
      ts.schedule(() => {
        expect(rejections()).toBe(1)
        expect(logger.entries).toEqual([{ level: 'error', message: thrownMessages.rpcNotAllowed, detail: { method: 'eth_sign' } }])
      }, 101)
      expectObservable(service.viewRequests$).toBe('100ms a 299ms a', { a: { type: 'open' } })
      expectObservable(service.snackbarErrors$).toBe('400ms a', { a: shownMessages.actionNotAllowed })
      expect(shownMessages.actionNotAllowed).toBe('Action not allowed')
      expect(thrownMessages.rpcNotAllowed).toBe('Requested RPC call is not allowed')
    })
  })

  it('§4 closing the modal rejects pending embedded-wallet requests', () => {
    const ts = createTestScheduler()
    ts.run(({ hot }) => {
      const { adapter, rejections } = frameAdapter()
      const closed$ = hot('-- 50ms c', { c: undefined })
      const service = createEmailLoginService([adapter], { scheduler: ts, logger: createRecordingLogger(), modalClosed$: closed$ })
      ts.schedule(() => service.run$.subscribe(), 0)
      ts.schedule(() => expect(rejections()).toBe(0), 51)
      ts.schedule(() => expect(rejections()).toBe(1), 53)
    })
  })

  it("§8 the frame refusing this page (an origin the project does not allow) raises 'Unverified Domain' once and ends the email step with the error; an unknown alert name raises nothing", () => {
    const ts = createTestScheduler()
    ts.run(() => {
      const raised: string[] = []
      const refusal = Object.assign(new Error('The embedded wallet refused this page'), { alert: 'UNVERIFIED_DOMAIN' })
      const answers = [refusal, Object.assign(new Error('odd'), { alert: 'toString' })]
      const { adapter } = frameAdapter()
      const withEmail: Adapter = {
        ...adapter,
        emailLogin: { connectorId: 'embedded', start: () => throwError(() => answers.shift()), connectDevice: () => NEVER, verify: () => NEVER },
      }
      const service = createEmailLoginService([withEmail], { scheduler: ts, logger: createRecordingLogger(), modalClosed$: NEVER, raiseAlert: (code, text) => raised.push(`${code}: ${text?.title}`) })
      const states: Array<{ step: string; error: string | undefined }> = []
      ts.schedule(() => {
        service.run$.subscribe()
        service.state$.subscribe((s) => states.push({ step: s.step, error: s.error }))
      }, 0)
      ts.schedule(() => service.dispatch({ type: 'start', email: 'ada@example.com' }), 10)
      ts.schedule(() => service.dispatch({ type: 'start', email: 'ada@example.com' }), 20)
      ts.schedule(() => {
        // The words travel with the raise: the entry's catalogue does not hold this alert.
        expect(raised).toEqual(['UNVERIFIED_DOMAIN: Unverified Domain'])
        expect(states.at(-1)).toEqual({ step: 'idle', error: 'odd' })
        expect(states).toContainEqual({ step: 'idle', error: 'The embedded wallet refused this page' })
      }, 30)
    })
    expect(Object.hasOwn(alertCatalogue, 'UNVERIFIED_DOMAIN')).toBe(false)
  })

})

describe('email login: a new device waits on the mailed approval (SPEC §4 VERIFY_DEVICE)', () => {
  it("§4/§9 VERIFY_DEVICE resend: the 30 s cooldown counts down each second; a resend before 0 asks nothing; then one new link, its cooldown counted again; a refusal shows the auth service's words ('Please try again after {n} seconds') and counts its wait down", () => {
    const ts = createTestScheduler()
    ts.run(({ cold }) => {
      const { adapter } = frameAdapter()
      let asked = 0
      const refusal = Object.assign(new Error('Please try again after 12 seconds'), { retryAfterSeconds: 12 })
      const answers = [cold('100ms (a|)', { a: { resendAfterSeconds: 30 } }), cold<{ resendAfterSeconds: number }>('50ms #', undefined, refusal)]
      const withEmail: Adapter = {
        ...adapter,
        emailLogin: {
          connectorId: 'embedded',
          start: () => of({ action: 'VERIFY_DEVICE' as const, resendAfterSeconds: 30 }),
          connectDevice: () => NEVER,
          verify: () => NEVER,
          resendDevice: () => {
            asked += 1
            return answers.shift()!
          },
        },
      }
      const service = createEmailLoginService([withEmail], { scheduler: ts, logger: createRecordingLogger(), modalClosed$: NEVER })
      const at = (time: number, check: () => void) => ts.schedule(check, time)
      const state = () => {
        const { step, resendIn, resend, error } = service.getState()
        return { step, resendIn, resend, error }
      }
      at(0, () => service.run$.subscribe())
      at(10, () => service.dispatch({ type: 'start', email: 'ada@example.com' }))
      at(11, () => expect(state()).toEqual({ step: 'device', resendIn: 30, resend: undefined, error: undefined }))
      at(1_011, () => expect(state().resendIn).toBe(29))
      at(20_010, () => service.dispatch({ type: 'resendDevice' }))
      at(20_011, () => {
        expect(asked).toBe(0)
        expect(state()).toEqual({ step: 'device', resendIn: 10, resend: undefined, error: undefined })
      })
      at(30_020, () => {
        expect(state().resendIn).toBe(0)
        service.dispatch({ type: 'resendDevice' })
        service.dispatch({ type: 'resendDevice' })
      })
      at(30_021, () => expect(state()).toEqual({ step: 'device', resendIn: 0, resend: 'sending', error: undefined }))
      at(30_125, () => {
        expect(asked).toBe(1)
        expect(state()).toEqual({ step: 'device', resendIn: 30, resend: 'sent', error: undefined })
      })
      at(31_125, () => expect(state().resendIn).toBe(29))
      at(60_130, () => {
        expect(state().resendIn).toBe(0)
        service.dispatch({ type: 'resendDevice' })
      })
      at(60_185, () => {
        expect(asked).toBe(2)
        expect(state()).toEqual({ step: 'device', resendIn: 12, resend: undefined, error: 'Please try again after 12 seconds' })
      })
      at(61_185, () => expect(state().resendIn).toBe(11))
      at(72_185, () => expect(state().resendIn).toBe(0))
      // A new sign-in ends the countdown and the resend's state.
      at(72_200, () => service.dispatch({ type: 'reset' }))
      at(72_201, () => expect(state()).toEqual({ step: 'idle', resendIn: undefined, resend: undefined, error: undefined }))
    })
  })
})

describe('email login: the code step waits out the cooldown before another code (SPEC §5 email login throttle, §9)', () => {
  it("§5/§9 VERIFY_OTP: the cooldown the auth service answered counts down each second from the mail; a wrong code leaves it running; a resend refused ('Please try again after {n} seconds') counts the wait it names down; a reset ends it", () => {
    const ts = createTestScheduler()
    ts.run(({ cold }) => {
      const { adapter } = frameAdapter()
      const refusal = Object.assign(new Error('Please try again after 7 seconds'), { retryAfterSeconds: 6.2 })
      type Answer = { readonly action: 'VERIFY_OTP'; readonly resendAfterSeconds?: number }
      const answers = [cold<Answer>('100ms (a|)', { a: { action: 'VERIFY_OTP', resendAfterSeconds: 30 } }), cold<Answer>('50ms #', undefined, refusal)]
      const withEmail: Adapter = {
        ...adapter,
        emailLogin: {
          connectorId: 'embedded',
          start: () => answers.shift()!,
          connectDevice: () => NEVER,
          verify: () => throwError(() => new Error('Invalid code')),
        },
      }
      const service = createEmailLoginService([withEmail], { scheduler: ts, logger: createRecordingLogger(), modalClosed$: NEVER })
      const at = (time: number, check: () => void) => ts.schedule(check, time)
      const state = () => {
        const { step, resendIn, error } = service.getState()
        return { step, resendIn, error }
      }
      at(0, () => service.run$.subscribe())
      at(10, () => service.dispatch({ type: 'start', email: 'ada@example.com' }))
      at(111, () => expect(state()).toEqual({ step: 'code', resendIn: 30, error: undefined }))
      at(1_111, () => expect(state().resendIn).toBe(29))
      at(5_000, () => service.dispatch({ type: 'verify', otp: '000000' }))
      at(5_001, () => expect(state()).toEqual({ step: 'code', resendIn: 26, error: 'Invalid code' }))
      at(6_111, () => expect(state().resendIn).toBe(24))
      at(30_111, () => expect(state().resendIn).toBe(0))
      // Another tab (or a clock ahead of the auth service's) may still meet the refusal.
      at(30_200, () => service.dispatch({ type: 'start', email: 'ada@example.com' }))
      at(30_251, () => expect(state()).toEqual({ step: 'idle', resendIn: 7, error: 'Please try again after 7 seconds' }))
      at(31_251, () => expect(state().resendIn).toBe(6))
      at(37_251, () => expect(state().resendIn).toBe(0))
      at(37_300, () => service.dispatch({ type: 'reset' }))
      at(37_301, () => expect(state()).toEqual({ step: 'idle', resendIn: undefined, error: undefined }))
    })
  })

  it('§4/§9 VERIFY_DEVICE then VERIFY_OTP: the approved device is mailed its code at once, so the code step counts a fresh 30 s cooldown', () => {
    const ts = createTestScheduler()
    ts.run(({ cold }) => {
      const { adapter } = frameAdapter()
      const withEmail: Adapter = {
        ...adapter,
        emailLogin: {
          connectorId: 'embedded',
          start: () => of({ action: 'VERIFY_DEVICE' as const, resendAfterSeconds: 30 }),
          connectDevice: () => cold('10s (a|)', { a: undefined }),
          verify: () => NEVER,
        },
      }
      const service = createEmailLoginService([withEmail], { scheduler: ts, logger: createRecordingLogger(), modalClosed$: NEVER })
      const at = (time: number, check: () => void) => ts.schedule(check, time)
      at(0, () => service.run$.subscribe())
      at(10, () => service.dispatch({ type: 'start', email: 'ada@example.com' }))
      at(9_011, () => expect([service.getState().step, service.getState().resendIn]).toEqual(['device', 21]))
      at(10_011, () => expect([service.getState().step, service.getState().resendIn]).toEqual(['code', 30]))
      at(11_011, () => expect(service.getState().resendIn).toBe(29))
    })
  })
})
