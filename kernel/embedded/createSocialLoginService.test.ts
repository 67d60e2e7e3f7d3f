import { of, throwError, timer, map, type Observable } from 'rxjs'
import { TestScheduler } from 'rxjs/testing'
import { describe, expect, it } from 'vitest'
import type { Adapter, SocialLogin } from '../ports/adapter'
import { createSocialLoginService, SOCIAL_FAILED_MESSAGE, type SocialLoginOutput } from './createSocialLoginService'

/** A social login whose popup closes at `closedAt`, whose provider answers at `answerAt`, and whose frame connects or fails. */
function rig(options: { closedAt?: number; answerAt?: number; connect?: () => Observable<unknown> }) {
  const scheduler = new TestScheduler(() => undefined)
  // Virtual time well past every timer of the flow (the default stops at 750 ms).
  scheduler.maxFrames = 4_000_000
  const closes: number[] = []
  const login: SocialLogin = {
    connectorId: 'embedded',
    redirectUri: () => timer(100, scheduler).pipe(map(() => 'http://127.0.0.1:1/authorize')),
    result: () => (options.answerAt === undefined ? timer(3_600_000, scheduler).pipe(map(() => 'never')) : timer(options.answerAt - 100, scheduler).pipe(map(() => 'http://127.0.0.1:2/social-callback.html?code=c&state=s'))),
    closed: () => options.closedAt !== undefined && scheduler.now() >= options.closedAt,
    close: () => closes.push(scheduler.now()),
    connect: options.connect ?? (() => of({ address: '0x' })),
  }
  const service = createSocialLoginService([{ socialLogin: login } as unknown as Adapter], scheduler)
  const outputs: Array<readonly [number, SocialLoginOutput]> = []
  service.output$.subscribe((o) => outputs.push([scheduler.now(), o]))
  const running = service.run$.subscribe()
  service.dispatch({ type: 'start', provider: 'google', popup: {} })
  scheduler.flush()
  running.unsubscribe()
  return { outputs, closes, state: service.getState() }
}

describe('social login timing (SPEC §1 socialWindow)', () => {
  it('the person closing the popup at 2.5 s is noticed at the 3 s check: back from ConnectingSocial, no alert', () => {
    const { outputs, state } = rig({ closedAt: 2_500 })
    expect(outputs).toEqual([
      [0, { view: { type: 'show', view: 'ConnectingSocial' } }],
      [3_000, { view: { type: 'dismiss', view: 'ConnectingSocial' } }],
    ])
    expect(state).toMatchObject({ step: 'idle', socialProvider: 'google', socialWindow: undefined })
  })

  it('the provider answering at 1.5 s connects at once (before the next check), closing the popup', () => {
    const { outputs, closes, state } = rig({ answerAt: 1_500, closedAt: 1_600 })
    expect(outputs).toEqual([
      [0, { view: { type: 'show', view: 'ConnectingSocial' } }],
      [1_500, { view: { type: 'show', view: 'ConnectingExternal', data: { connectorId: 'embedded', namespace: 'eip155' } } }],
    ])
    expect(closes).toEqual([1_500])
    expect(state.step).toBe('idle')
  })

  it('§8 the frame refusing the answer (provider error) raises the social-failure alert and closes the popup', () => {
    const { outputs, closes, state } = rig({ answerAt: 800, connect: () => throwError(() => new Error('Social login failed: access_denied')) })
    expect(outputs).toEqual([
      [0, { view: { type: 'show', view: 'ConnectingSocial' } }],
      [800, { alert: 'SOCIAL_LOGIN_FAILED' }],
    ])
    expect(closes).toContain(800)
    expect(state).toMatchObject({ step: 'failed', error: SOCIAL_FAILED_MESSAGE })
  })
})
