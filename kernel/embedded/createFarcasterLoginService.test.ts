import { map, NEVER, type Observable } from 'rxjs'
import { TestScheduler } from 'rxjs/testing'
import { describe, expect, it } from 'vitest'
import type { Adapter, FarcasterLogin } from '../ports/adapter'
import { createFarcasterLoginService, FARCASTER_FAILED_MESSAGE } from './createFarcasterLoginService'
import type { FarcasterLoginState } from './farcasterLoginState'

const URL_1 = 'http://127.0.0.1:4710/?channelToken=one'
const URL_2 = 'http://127.0.0.1:4710/?channelToken=two'
const connectorView = { view: { type: 'show', view: 'ConnectingExternal', data: { connectorId: 'embedded', namespace: 'eip155' } } }
const shown = { view: { type: 'show', view: 'ConnectingFarcaster' } }
const declined = new Error('The Farcaster request expired or was declined')

/**
 * Runs the service in virtual time: `starts` and `left` are marbles of the person's starts and of
 * their leaving the view; the frame answers `uri` and `connect` as given (each subscription in turn).
 */
function run(marbles: {
  starts: string
  left?: string
  uri: (cold: TestScheduler['createColdObservable']) => ReadonlyArray<Observable<string>>
  connect: (cold: TestScheduler['createColdObservable']) => ReadonlyArray<Observable<unknown>>
  outputs: string
  outputValues: Record<string, unknown>
  states: string
  stateValues: Record<string, Partial<FarcasterLoginState>>
  /** When the wallet was told to stop waiting on the approval (virtual frames); none by default. */
  cancelledAt?: ReadonlyArray<number>
}) {
  const scheduler = new TestScheduler((actual, expected) => expect(actual).toEqual(expected))
  const cancels: number[] = []
  scheduler.run(({ cold, hot, expectObservable }) => {
    const uris = marbles.uri(cold.bind(scheduler) as TestScheduler['createColdObservable'])
    const connects = marbles.connect(cold.bind(scheduler) as TestScheduler['createColdObservable'])
    let u = 0
    let c = 0
    const login: FarcasterLogin = {
      connectorId: 'embedded',
      uri: () => uris[u++] ?? NEVER,
      connect: () => connects[c++] ?? NEVER,
      cancel: () => cancels.push(scheduler.now()),
    }
    const service = createFarcasterLoginService([{ farcasterLogin: login } as unknown as Adapter], { left$: hot(marbles.left ?? '') })
    service.run$.subscribe()
    hot(marbles.starts).subscribe(() => service.dispatch({ type: 'start' }))
    expectObservable(service.output$).toBe(marbles.outputs, marbles.outputValues)
    expectObservable(service.state$.pipe(map((s) => ({ step: s.step, farcasterUrl: s.farcasterUrl, error: s.error })))).toBe(
      marbles.states,
      Object.fromEntries(Object.entries(marbles.stateValues).map(([k, v]) => [k, { farcasterUrl: undefined, error: undefined, ...v }])),
    )
  })
  expect(cancels).toEqual(marbles.cancelledAt ?? [])
}

describe('Farcaster login (SPEC §2 ConnectingFarcaster, §7 get and connect farcaster)', () => {
  it('§7 get farcaster uri, then connect farcaster: the view opens at once, the QR URI follows, approval connects the embedded connector', () => {
    run({
      starts: '-s',
      uri: (cold) => [cold('--u|', { u: URL_1 })],
      connect: (cold) => [cold('-----a|', { a: { address: '0xabc' } })],
      outputs: '-v------c',
      outputValues: { v: shown, c: connectorView },
      states: 'il-w----i',
      stateValues: { i: { step: 'idle' }, l: { step: 'loading' }, w: { step: 'waiting', farcasterUrl: URL_1 } },
    })
  })

  it('§8 a declined or expired channel shows "Something went wrong" and raises the social-failure alert', () => {
    run({
      starts: '-s',
      uri: (cold) => [cold('-u|', { u: URL_1 })],
      connect: (cold) => [cold('---#', undefined, declined)],
      outputs: '-v---a',
      outputValues: { v: shown, a: { alert: 'SOCIAL_LOGIN_FAILED' } },
      states: 'ilw--f',
      stateValues: {
        i: { step: 'idle' },
        l: { step: 'loading' },
        w: { step: 'waiting', farcasterUrl: URL_1 },
        f: { step: 'failed', farcasterUrl: URL_1, error: FARCASTER_FAILED_MESSAGE },
      },
    })
    expect(FARCASTER_FAILED_MESSAGE).toBe('Something went wrong')
  })

  it('§8 no channel at all (the frame or the relay refused) fails the same way, without a QR code', () => {
    run({
      starts: '-s',
      uri: (cold) => [cold('--#', undefined, new Error('The Farcaster relay cannot be reached'))],
      connect: () => [],
      outputs: '-v-a',
      outputValues: { v: shown, a: { alert: 'SOCIAL_LOGIN_FAILED' } },
      states: 'il-f',
      stateValues: { i: { step: 'idle' }, l: { step: 'loading' }, f: { step: 'failed', error: FARCASTER_FAILED_MESSAGE } },
    })
  })

  it('trying again opens a new channel (a new QR URI) and forgets the old one; its late approval connects nothing', () => {
    run({
      starts: '-s---s',
      uri: (cold) => [cold('-u|', { u: URL_1 }), cold('-u|', { u: URL_2 })],
      connect: (cold) => [cold('-----a|', { a: {} }), cold('---a|', { a: {} })],
      outputs: '-v---v---c',
      outputValues: { v: shown, c: connectorView },
      // The old channel's wait is told to stop as the new login starts.
      cancelledAt: [5],
      states: 'ilw--lW--i',
      stateValues: {
        i: { step: 'idle' },
        l: { step: 'loading' },
        w: { step: 'waiting', farcasterUrl: URL_1 },
        W: { step: 'waiting', farcasterUrl: URL_2 },
      },
    })
  })

  it('leaving ConnectingFarcaster (back, another view, the modal closed) stops the wait and tells the wallet to stop asking: an approval after it connects nothing', () => {
    run({
      starts: '-s',
      left: '-----x',
      uri: (cold) => [cold('-u|', { u: URL_1 })],
      connect: (cold) => [cold('------a|', { a: {} })],
      outputs: '-v',
      outputValues: { v: shown },
      cancelledAt: [5],
      states: 'ilw--i',
      stateValues: { i: { step: 'idle' }, l: { step: 'loading' }, w: { step: 'waiting', farcasterUrl: URL_1 } },
    })
  })

  it('leaving while the channel is still being opened tells the wallet nothing (it waits on no approval yet)', () => {
    run({
      starts: '-s',
      left: '--x',
      uri: (cold) => [cold('---u|', { u: URL_1 })],
      connect: () => [],
      outputs: '-v',
      outputValues: { v: shown },
      states: 'ili',
      stateValues: { i: { step: 'idle' }, l: { step: 'loading' } },
    })
  })
})
