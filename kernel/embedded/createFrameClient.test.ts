import { describe, expect, it } from 'vitest'
import { distinctUntilChanged, map, switchMap, type Observable } from 'rxjs'
import type { FrameClient } from './createFrameClient'
import { createTestScheduler } from '../../test/harness/marbles'
import {
  FRAME_LOAD_TIMEOUT_MS,
  FRAME_PROTOCOL_VERSION,
  FRAME_READY_PAUSE_MS,
  LOGIN_REQUEST_TIMEOUT_MS,
  SIGN_OUT_WAIT_MS,
} from './constants'
import { encodeFrameError, encodeFrameSuccess, frameReadyMessage, type WireMessage } from './protocol'
import { bootFrame, createFrameHarness, lastIdOf, postedOf } from './testing'

const ignore = (): void => undefined

const statusOf = (client: FrameClient) =>
  client.state$.pipe(
    map((s) => s.status),
    distinctUntilChanged(),
  )

const messageOf = (error: unknown): string => (error as { shortMessage?: string }).shortMessage ?? String(error)

describe('embedded frame client: SPEC §9 constants', () => {
  it('§9 frame load timeout 20 s, login-type request timeout 30 s, frame ready pause 500 ms, sign-out wait 3 s; §7 protocol version 4', () => {
    expect(FRAME_LOAD_TIMEOUT_MS).toBe(20_000)
    expect(LOGIN_REQUEST_TIMEOUT_MS).toBe(30_000)
    expect(FRAME_READY_PAUSE_MS).toBe(500)
    expect(SIGN_OUT_WAIT_MS).toBe(3_000)
    expect(FRAME_PROTOCOL_VERSION).toBe(4)
  })
})

describe('embedded frame lifecycle (SPEC §4): created → ready event + 500 ms → requests allowed', () => {
  it('§4 frame lifecycle: ready 500 ms after the ready event, not at it', () => {
    const ts = createTestScheduler()
    ts.run(({ expectObservable }) => {
      const { port, client } = createFrameHarness(ts)
      client.run$.subscribe()
      ts.schedule(() => port.loaded(), 5)
      ts.schedule(() => port.emit(frameReadyMessage()), 10)
      expectObservable(statusOf(client)).toBe('c 509ms r', { c: 'created', r: 'ready' })
    })
  })

  it('§4 frame lifecycle: the frame is idle until the kernel starts it, then created', () => {
    const ts = createTestScheduler()
    const { port, client } = createFrameHarness(ts)
    expect(client.getState()).toEqual({ status: 'idle', loaded: false })
    expect(port.loads()).toBe(0)
    const sub = client.run$.subscribe()
    expect(client.getState()).toEqual({ status: 'created', loaded: false })
    expect(port.loads()).toBe(1)
    port.loaded()
    expect(client.getState().loaded).toBe(true)
    sub.unsubscribe()
    expect(port.destroyed()).toBe(true)
  })

  it('§4 frame lifecycle: a ready event before the element load event counts (the frame may speak first)', () => {
    const ts = createTestScheduler()
    ts.run(({ expectObservable }) => {
      const { port, client } = createFrameHarness(ts)
      client.run$.subscribe()
      ts.schedule(() => port.emit(frameReadyMessage()), 10)
      ts.schedule(() => port.loaded(), 2000)
      expectObservable(statusOf(client)).toBe('c 509ms r', { c: 'created', r: 'ready' })
    })
  })

  it('§4 frame lifecycle: a request made before ready waits, and is posted 500 ms after the ready event', () => {
    const ts = createTestScheduler()
    ts.run(({ expectObservable }) => {
      const { port, client } = createFrameHarness(ts)
      client.run$.subscribe()
      client.request('GET_CHAIN_ID').subscribe()
      ts.schedule(() => port.emit(frameReadyMessage()), 10)
      expectObservable(port.posted$.pipe(map((m) => (m as WireMessage).type))).toBe('510ms a', {
        a: '@airlock-app/GET_CHAIN_ID',
      })
    })
  })

  it('§4 frame lifecycle: a request made after ready is posted at once', () => {
    const ts = createTestScheduler()
    ts.run(({ expectObservable, cold }) => {
      const { port, client } = createFrameHarness(ts)
      client.run$.subscribe()
      bootFrame(port)
      cold('600ms a').pipe(switchMap(() => client.request('GET_CHAIN_ID'))).subscribe()
      expectObservable(port.posted$.pipe(map((m) => (m as WireMessage).type))).toBe('600ms a', {
        a: '@airlock-app/GET_CHAIN_ID',
      })
    })
  })
})

describe('embedded frame load timeout (SPEC §9 20 s, §8 IFRAME_LOAD_FAILED)', () => {
  it('§9 frame load timeout: no ready event within 20 s raises IFRAME_LOAD_FAILED at 20 s', () => {
    const ts = createTestScheduler()
    ts.run(({ expectObservable }) => {
      const { port, client } = createFrameHarness(ts)
      client.run$.subscribe()
      port.loaded()
      expectObservable(client.alerts$).toBe('20000ms a', { a: 'IFRAME_LOAD_FAILED' })
      expectObservable(statusOf(client)).toBe('c 19999ms f', { c: 'created', f: 'failed' })
    })
  })

  it('§9 frame load timeout: a ready event at 19.999 s is in time (no alert, ready 500 ms later)', () => {
    const ts = createTestScheduler()
    ts.run(({ expectObservable }) => {
      const { port, client } = createFrameHarness(ts)
      client.run$.subscribe()
      ts.schedule(() => port.emit(frameReadyMessage()), 19_999)
      expectObservable(client.alerts$, '^ 60000ms !').toBe('')
      expectObservable(statusOf(client)).toBe('c 20498ms r', { c: 'created', r: 'ready' })
    })
  })

  it('§9 frame load timeout: a request waiting for the frame fails with the load failure at 20 s', () => {
    const ts = createTestScheduler()
    ts.run(({ expectObservable }) => {
      const { client, port } = createFrameHarness(ts)
      client.run$.subscribe()
      expectObservable(client.request('GET_CHAIN_ID')).toBe(
        '20000ms #',
        undefined,
        expect.objectContaining({ shortMessage: 'Unable to load email login dependency' }),
      )
      expectObservable(port.posted$).toBe('')
    })
  })

  it('§8 IFRAME_LOAD_FAILED: the element failing to load raises the alert at once', () => {
    const ts = createTestScheduler()
    ts.run(({ expectObservable }) => {
      const { port, client, logger } = createFrameHarness(ts)
      client.run$.subscribe()
      ts.schedule(() => port.failLoad(new Error('net::ERR_FAILED')), 300)
      expectObservable(client.alerts$).toBe('300ms a', { a: 'IFRAME_LOAD_FAILED' })
      ts.flush()
      expect(logger.entries.some((e) => e.level === 'error')).toBe(true)
    })
  })
})

describe('embedded frame login-type request timeout (SPEC §9 30 s, §8 IFRAME_REQUEST_TIMEOUT)', () => {
  const loginRequests = [
    ['CONNECT_EMAIL', { email: 'ada@example.com' }],
    ['CONNECT_OTP', { otp: '123456' }],
    ['CONNECT_DEVICE', undefined],
    ['CONNECT_SOCIAL', { uri: 'https://auth.example/cb?code=1' }],
    ['CONNECT_FARCASTER', undefined],
    ['GET_USER', { chainId: 1 }],
  ] as const

  for (const [type, payload] of loginRequests) {
    it(`§9 login-type request timeout: ${type} unanswered for 30 s fails with IFRAME_REQUEST_TIMEOUT`, () => {
      const ts = createTestScheduler()
      ts.run(({ expectObservable }) => {
        const { port, client } = createFrameHarness(ts)
        client.run$.subscribe()
        bootFrame(port)
        // Ready at 500 ms; posted then; the 30 s count from posting.
        const request$ = (client.request as (t: string, p?: unknown) => Observable<unknown>)(type, payload)
        expectObservable(request$).toBe(
          '30500ms #',
          undefined,
          expect.objectContaining({ shortMessage: 'Embedded Wallet Request Timed Out' }),
        )
        expectObservable(client.alerts$).toBe('30500ms a', { a: 'IFRAME_REQUEST_TIMEOUT' })
      })
    })
  }

  it('§9 login-type request timeout: an answer at 29.999 s after posting is in time', () => {
    const ts = createTestScheduler()
    ts.run(({ expectObservable }) => {
      const { port, client } = createFrameHarness(ts)
      client.run$.subscribe()
      bootFrame(port)
      ts.schedule(() => {
        port.emit(encodeFrameSuccess('CONNECT_EMAIL', lastIdOf(port, 'CONNECT_EMAIL'), { action: 'VERIFY_OTP' }))
      }, 500 + 29_999)
      expectObservable(client.request('CONNECT_EMAIL', { email: 'ada@example.com' })).toBe('30499ms (a|)', {
        a: { action: 'VERIFY_OTP' },
      })
      expectObservable(client.alerts$, '^ 90000ms !').toBe('')
    })
  })

  it('§9 login-type request timeout: a non-login request (rpc request, get chain id) has no such timeout', () => {
    const ts = createTestScheduler()
    ts.run(({ expectObservable }) => {
      const { port, client } = createFrameHarness(ts)
      client.run$.subscribe()
      bootFrame(port)
      expectObservable(client.request('RPC_REQUEST', { method: 'eth_sendTransaction' }), '^ 300000ms !').toBe('')
      expectObservable(client.request('GET_CHAIN_ID'), '^ 300000ms !').toBe('')
      ts.schedule(() => port.emit(encodeFrameSuccess('SWITCH_NETWORK', lastIdOf(port, 'SWITCH_NETWORK'), { chainId: 10 })), 120_000)
      expectObservable(client.request('SWITCH_NETWORK', { chainId: 10 })).toBe('120000ms (a|)', { a: { chainId: 10 } })
      expectObservable(client.alerts$, '^ 300000ms !').toBe('')
    })
  })
})

describe('embedded frame sign-out wait (SPEC §4 disconnect, §9 3 s)', () => {
  it('§9 sign-out wait: an unanswered sign-out is given up after 3 s, without an error', () => {
    const ts = createTestScheduler()
    ts.run(({ expectObservable, cold }) => {
      const { port, client } = createFrameHarness(ts)
      client.run$.subscribe()
      bootFrame(port)
      expectObservable(cold('1000ms (a|)').pipe(switchMap(() => client.signOut()))).toBe('4000ms (a|)', { a: undefined })
    })
  })

  it('§9 sign-out wait: an answered sign-out ends when the frame answers', () => {
    const ts = createTestScheduler()
    ts.run(({ expectObservable, cold }) => {
      const { port, client } = createFrameHarness(ts)
      client.run$.subscribe()
      bootFrame(port)
      ts.schedule(() => port.emit(encodeFrameSuccess('SIGN_OUT', lastIdOf(port, 'SIGN_OUT'), undefined)), 2_500)
      expectObservable(cold('1000ms (a|)').pipe(switchMap(() => client.signOut()))).toBe('2500ms (a|)', { a: undefined })
    })
  })

  it('§9 sign-out wait: the 3 s include waiting for a frame that is not ready yet', () => {
    const ts = createTestScheduler()
    ts.run(({ expectObservable }) => {
      const { client } = createFrameHarness(ts)
      client.run$.subscribe()
      expectObservable(client.signOut()).toBe('3000ms (a|)', { a: undefined })
    })
  })
})

describe('embedded frame requests (SPEC §7): ids, answers, version', () => {
  it('§7 frame requests: answers are matched to requests by id, whatever their order', () => {
    const ts = createTestScheduler()
    ts.run(({ expectObservable }) => {
      const { port, client } = createFrameHarness(ts)
      client.run$.subscribe()
      bootFrame(port)
      const first$ = client.request('RPC_REQUEST', { method: 'eth_chainId' })
      const second$ = client.request('RPC_REQUEST', { method: 'eth_blockNumber' })
      ts.schedule(() => {
        const [a, b] = postedOf(port, 'RPC_REQUEST')
        port.emit(encodeFrameSuccess('RPC_REQUEST', b!.id!, '0x10'))
        port.emit(encodeFrameSuccess('RPC_REQUEST', a!.id!, '0x1'))
      }, 1_000)
      expectObservable(first$).toBe('1000ms (a|)', { a: '0x1' })
      expectObservable(second$).toBe('1000ms (b|)', { b: '0x10' })
    })
  })

  it('§7 frame requests: each request gets a fresh id from the ids port', () => {
    const ts = createTestScheduler()
    const { port, client } = createFrameHarness(ts)
    const sub = client.run$.subscribe()
    bootFrame(port)
    ts.flush()
    client.request('GET_CHAIN_ID').subscribe({ error: ignore })
    client.request('GET_CHAIN_ID').subscribe({ error: ignore })
    expect(postedOf(port, 'GET_CHAIN_ID').map((m) => m.id)).toEqual(['req-1', 'req-2'])
    sub.unsubscribe()
  })

  it('§7 protocol version 4 is on every message posted to the frame', () => {
    const ts = createTestScheduler()
    const { port, client } = createFrameHarness(ts)
    const sub = client.run$.subscribe()
    bootFrame(port)
    ts.flush()
    client.request('SYNC_THEME', { themeMode: 'light' }).subscribe({ error: ignore })
    client.request('CONNECT_EMAIL', { email: 'ada@example.com' }).subscribe({ error: ignore })
    client.request('RELOAD').subscribe({ error: ignore })
    client.signOut().subscribe({ error: ignore })
    expect(port.posted).toHaveLength(4)
    for (const message of port.posted) expect(message).toMatchObject({ version: 4, id: expect.any(String) })
    sub.unsubscribe()
  })

  it('§7 frame answers: an error answer fails the request with the frame message', () => {
    const ts = createTestScheduler()
    ts.run(({ expectObservable }) => {
      const { port, client } = createFrameHarness(ts)
      client.run$.subscribe()
      bootFrame(port)
      ts.schedule(
        () => port.emit(encodeFrameError('CONNECT_OTP', lastIdOf(port, 'CONNECT_OTP'), { message: 'Invalid code', code: 4001 })),
        700,
      )
      expectObservable(client.request('CONNECT_OTP', { otp: '000000' })).toBe(
        '700ms #',
        undefined,
        expect.objectContaining({ shortMessage: 'Invalid code', code: 4001, category: 'wallet' }),
      )
    })
  })

  it('§7 frame answers: malformed or foreign messages are dropped and logged; the request still takes its real answer', () => {
    const ts = createTestScheduler()
    ts.run(({ expectObservable }) => {
      const { port, client, logger } = createFrameHarness(ts)
      client.run$.subscribe()
      bootFrame(port)
      ts.schedule(() => {
        const id = lastIdOf(port, 'GET_CHAIN_ID')
        port.emit('not an object')
        port.emit(null)
        port.emit({ type: '@airlock-frame/GET_CHAIN_ID_SUCCESS', id, payload: { chainId: 5 } }) // no version
        port.emit({ type: '@airlock-frame/GET_CHAIN_ID_SUCCESS', id, version: 3, payload: { chainId: 5 } })
        port.emit({ type: '@airlock-frame/GET_CHAIN_ID_SUCCESS', version: 4, payload: { chainId: 5 } }) // no id
        port.emit({ type: '@other-sdk/GET_CHAIN_ID_SUCCESS', id, version: 4, payload: { chainId: 5 } })
        port.emit(encodeFrameSuccess('GET_USER', id, { address: '0x1', chainId: 1, accounts: [], preferredAccountType: 'eoa' }))
        port.emit(encodeFrameSuccess('GET_CHAIN_ID', 'someone-else', { chainId: 7 }))
        port.emit(encodeFrameSuccess('GET_CHAIN_ID', id, { chainId: 137 }))
      }, 800)
      expectObservable(client.request('GET_CHAIN_ID')).toBe('800ms (a|)', { a: { chainId: 137 } })
      ts.flush()
      const warnings = logger.entries.filter((e) => e.level === 'warn')
      expect(warnings.filter((e) => e.message === 'embedded frame: dropped a malformed message')).toHaveLength(6)
      expect(warnings.some((e) => e.message.includes('dropped a GET_USER answer to a GET_CHAIN_ID request'))).toBe(true)
      expect(logger.entries.some((e) => e.level === 'debug' && e.message.includes('nobody waits'))).toBe(true)
    })
  })

  it('§7 frame answers: an answer whose payload does not decode fails the request with the schema message', () => {
    const ts = createTestScheduler()
    ts.run(({ expectObservable }) => {
      const { port, client } = createFrameHarness(ts)
      client.run$.subscribe()
      bootFrame(port)
      ts.schedule(() => port.emit({ ...encodeFrameSuccess('IS_CONNECTED', lastIdOf(port, 'IS_CONNECTED'), { isConnected: true }), payload: { isConnected: 'yes' } }), 900)
      expectObservable(client.request('IS_CONNECTED', {})).toBe(
        '900ms #',
        undefined,
        expect.objectContaining({ shortMessage: 'Expected boolean received string' }),
      )
    })
  })

  it('§7 frame requests: unsubscribing drops the pending entry; its late answer is dropped', () => {
    const ts = createTestScheduler()
    const { port, client, logger } = createFrameHarness(ts)
    const sub = client.run$.subscribe()
    bootFrame(port)
    ts.flush()
    const values: unknown[] = []
    const request = client.request('GET_CHAIN_ID').subscribe((v) => values.push(v))
    const id = lastIdOf(port, 'GET_CHAIN_ID')
    request.unsubscribe()
    port.emit(encodeFrameSuccess('GET_CHAIN_ID', id, { chainId: 1 }))
    expect(values).toEqual([])
    expect(logger.entries.some((e) => e.level === 'debug' && e.message.includes('nobody waits'))).toBe(true)
    sub.unsubscribe()
  })

  it('§7 frame requests: a request is cold; nothing is posted until it is subscribed', () => {
    const ts = createTestScheduler()
    const { port, client } = createFrameHarness(ts)
    const sub = client.run$.subscribe()
    bootFrame(port)
    ts.flush()
    const request$ = client.request('GET_CHAIN_ID')
    expect(port.posted).toHaveLength(0)
    request$.subscribe({ error: ignore })
    expect(port.posted).toHaveLength(1)
    sub.unsubscribe()
  })

  it('§7 frame requests: destroying the frame aborts waiting requests with "Request was aborted"', () => {
    const ts = createTestScheduler()
    const { port, client } = createFrameHarness(ts)
    const sub = client.run$.subscribe()
    bootFrame(port)
    ts.flush()
    const errors: unknown[] = []
    client.request('GET_CHAIN_ID').subscribe({ error: (e: unknown) => errors.push(messageOf(e)) })
    sub.unsubscribe()
    expect(errors).toEqual(['Request was aborted'])
  })
})

describe('embedded frame email flows (SPEC §4 email actions, §5 valid emails)', () => {
  it('§4 email connect returns its action: VERIFY_DEVICE, VERIFY_OTP or CONNECT (decoded)', () => {
    for (const action of ['VERIFY_DEVICE', 'VERIFY_OTP', 'CONNECT'] as const) {
      const ts = createTestScheduler()
      const { port, client } = createFrameHarness(ts)
      const sub = client.run$.subscribe()
      bootFrame(port)
      ts.flush()
      port.autoAnswer((m) => {
        const message = m as WireMessage
        return [encodeFrameSuccess('CONNECT_EMAIL', message.id!, { action })]
      })
      const values: unknown[] = []
      client.request('CONNECT_EMAIL', { email: 'ada@example.com' }).subscribe((v) => values.push(v))
      expect(values).toEqual([{ action }])
      sub.unsubscribe()
    }
  })

  it('§4 email connect: an action outside VERIFY_DEVICE | VERIFY_OTP | CONNECT is refused', () => {
    const ts = createTestScheduler()
    const { port, client } = createFrameHarness(ts)
    const sub = client.run$.subscribe()
    bootFrame(port)
    ts.flush()
    port.autoAnswer((m) => [{ type: '@airlock-frame/CONNECT_EMAIL_SUCCESS', id: (m as WireMessage).id, version: 4, payload: { action: 'VERIFY_PRIMARY_OTP' } }])
    const errors: string[] = []
    client.request('CONNECT_EMAIL', { email: 'ada@example.com' }).subscribe({ error: (e: unknown) => errors.push(messageOf(e)) })
    expect(errors).toEqual(["Expected 'VERIFY_DEVICE' | 'VERIFY_OTP' | 'CONNECT' received string"])
    sub.unsubscribe()
  })

  it('§4 email change returns VERIFY_PRIMARY_OTP or VERIFY_SECONDARY_OTP (decoded)', () => {
    for (const action of ['VERIFY_PRIMARY_OTP', 'VERIFY_SECONDARY_OTP'] as const) {
      const ts = createTestScheduler()
      const { port, client } = createFrameHarness(ts)
      const sub = client.run$.subscribe()
      bootFrame(port)
      ts.flush()
      port.autoAnswer((m) => [encodeFrameSuccess('UPDATE_EMAIL', (m as WireMessage).id!, { action })])
      const values: unknown[] = []
      client.request('UPDATE_EMAIL', { email: 'new@example.com' }).subscribe((v) => values.push(v))
      expect(values).toEqual([{ action }])
      sub.unsubscribe()
    }
  })

  it('§5 emails in connect and update-email payloads must be valid: refused with "Invalid email", nothing posted', () => {
    const ts = createTestScheduler()
    const { port, client } = createFrameHarness(ts)
    const sub = client.run$.subscribe()
    bootFrame(port)
    ts.flush()
    const errors: string[] = []
    const onError = { error: (e: unknown) => errors.push(messageOf(e)) }
    client.request('CONNECT_EMAIL', { email: 'not-an-email' }).subscribe(onError)
    client.request('UPDATE_EMAIL', { email: 'ada@' }).subscribe(onError)
    expect(errors).toEqual(['Invalid email', 'Invalid email'])
    expect(port.posted).toHaveLength(0)
    sub.unsubscribe()
  })
})
