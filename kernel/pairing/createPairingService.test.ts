import { describe, expect, it } from 'vitest'
import { distinctUntilChanged, filter, map } from 'rxjs'
import { createPairingService } from './createPairingService'
import { isPairingExpired, pairingValidityMs } from './expiry'
import { createMockAdapter } from '../../adapters/mock'
import { createTestScheduler } from '../../test/harness/marbles'

const uriA = 'wc:aaaa@2?relay-protocol=irn&symKey=01'
const uriB = 'wc:bbbb@2?relay-protocol=irn&symKey=02'

describe('pairing (SPEC §4, §9)', () => {
  it('§4 pairing: URI treated as expired when under 10 s remain', () => {
    const ts = createTestScheduler()
    ts.run(({ expectObservable, hot }) => {
      const pairing = createPairingService({ scheduler: ts }, { displayUri$: hot('a', { a: uriA }) })
      pairing.run$.subscribe()
      // Set at 0, valid 4 min: expired from 3 min 50 s.
      expectObservable(pairing.state$.pipe(map((s) => s.expired), distinctUntilChanged())).toBe('a 3m 49999ms b', { a: false, b: true })
      expectObservable(pairing.refresh$).toBe('3m 50s r', { r: { reason: 'expired', uri: uriA } })
    })
  })

  it('§4 pairing: URI valid for 4 minutes from being set', () => {
    const ts = createTestScheduler()
    ts.run(() => {
      ts.schedule(() => {
        const pairing = createPairingService({ scheduler: ts })
        pairing.run$.subscribe()
        pairing.setUri(uriA)
        expect(pairing.getState()).toEqual({ uri: uriA, expiresAt: 1000 + pairingValidityMs, expired: false })
      }, 1000)
    })
  })

  it('§4 pairing: a URI set from a displayUri event restarts the validity', () => {
    const ts = createTestScheduler()
    ts.run(({ expectObservable }) => {
      const wc = createMockAdapter({ namespace: 'eip155' })
      const displayUri$ = wc.events$.pipe(
        filter((e) => e.type === 'displayUri'),
        map((e) => e.uri),
      )
      const pairing = createPairingService({ scheduler: ts }, { displayUri$ })
      pairing.run$.subscribe()
      ts.schedule(() => wc.emitDisplayUri(uriA), 0)
      ts.schedule(() => wc.emitDisplayUri(uriB), 60_000)
      expectObservable(pairing.state$.pipe(map((s) => `${s.uri ?? '-'}|${s.expired}`))).toBe(
        'a 59999ms b 3m 49999ms c',
        { a: `${uriA}|false`, b: `${uriB}|false`, c: `${uriB}|true` },
      )
      expectObservable(pairing.refresh$).toBe('1m 3m 50s r', { r: { reason: 'expired', uri: uriB } })
    })
  })

  it('§4 pairing: a URI that waited for the pairing code keeps the time it came, and expires 10 s before 4 min from then', () => {
    const ts = createTestScheduler()
    ts.run(({ expectObservable }) => {
      const pairing = createPairingService({ scheduler: ts })
      pairing.run$.subscribe()
      // The URI came at 0; the code that sets it ran 1 s later.
      ts.schedule(() => pairing.setUri(uriA, 0), 1000)
      expectObservable(pairing.state$.pipe(map((s) => `${s.expiresAt ?? '-'}|${s.expired}`))).toBe('a 999ms b 3m 48999ms c', {
        a: '-|false',
        b: '240000|false',
        c: '240000|true',
      })
    })
  })

  it('§4 reset connection clears the URI and expiry, and no expiry follows', () => {
    const ts = createTestScheduler()
    ts.run(({ expectObservable }) => {
      const pairing = createPairingService({ scheduler: ts })
      pairing.run$.subscribe()
      ts.schedule(() => pairing.setUri(uriA), 0)
      ts.schedule(() => pairing.reset(), 1000)
      expectObservable(pairing.state$.pipe(map((s) => `${s.uri ?? '-'}|${s.expiresAt ?? '-'}|${s.expired}`))).toBe(
        'a 999ms b',
        { a: `${uriA}|240000|false`, b: '-|-|false' },
      )
      expectObservable(pairing.refresh$).toBe('')
    })
  })

  it('§4 pairing: a refresh can be asked for, so the WalletConnect adapter fetches a new URI', () => {
    const pairing = createPairingService({ scheduler: createTestScheduler() })
    const seen: unknown[] = []
    pairing.run$.subscribe()
    pairing.refresh$.subscribe((r) => seen.push(r))
    pairing.setUri(uriA)
    pairing.requestRefresh()
    expect(seen).toEqual([{ reason: 'requested', uri: uriA }])
  })

  it('§4 pairing: expiry is inclusive of the 10 s margin', () => {
    expect(isPairingExpired(240_000, 229_999)).toBe(false)
    expect(isPairingExpired(240_000, 230_000)).toBe(true)
    expect(isPairingExpired(undefined, 0)).toBe(true)
  })
})
