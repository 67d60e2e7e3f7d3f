import { describe, expect, it } from 'vitest'
import { defer, distinctUntilChanged, filter, map, of, throwError, type Observable } from 'rxjs'
import type { TestScheduler } from 'rxjs/testing'
import { createTestScheduler } from '../../test/harness/marbles'
import { createSessionsService, type SessionsAccount } from './createSessionsService'
import type { SessionsRows } from './sessionsApi'
import type { SessionsResult, SessionsState, SmartSession } from './types'

const alice = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const bob = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'
const pci = `0x${'00'.repeat(31)}7a69${'00'.repeat(31)}01`

const session = (expirySeconds: number, status: SmartSession['status'] = 'active'): SmartSession => ({
  pci,
  chainId: 'eip155:31337',
  id: '1',
  signer: bob,
  token: null,
  symbol: 'ETH',
  decimals: 18,
  limit: 10n ** 17n,
  spent: 0n,
  expiry: expirySeconds,
  status,
})

/** The service over a fake API whose n-th list read answers with `lists[n]` (built at call time) and a scripted wallet. */
function setup(
  ts: TestScheduler,
  account$: Observable<SessionsAccount>,
  lists: Array<() => Observable<ReadonlyArray<SmartSession>>>,
  wallet: (method: string, params: unknown) => Observable<unknown> = () => throwError(() => new Error('unexpected wallet request')),
  revoke: () => Observable<void> = () => of(undefined),
) {
  const reads: Array<{ at: number; address: string }> = []
  const asked: Array<{ method: string; params: unknown }> = []
  const api: SessionsRows = {
    list: (address) =>
      defer(() => {
        reads.push({ at: ts.now(), address })
        return lists[reads.length - 1]?.() ?? throwError(() => new Error('unexpected read'))
      }),
    revoke: () => defer(revoke),
  }
  const service = createSessionsService(
    {
      api,
      scheduler: ts,
      walletRequest: (_namespace, { method, params }) => {
        asked.push({ method, params })
        return wallet(method, params)
      },
    },
    { account$ },
  )
  service.run$.subscribe()
  const results: SessionsResult[] = []
  service.results$.subscribe((r) => results.push(r))
  return { service, reads, asked, results }
}

const summary = (s: SessionsState) => `${s.status}:${s.sessions.map((x) => x.status[0]).join('')}${s.revoking.length ? '*' : ''}`
const on = (address: string): SessionsAccount => ({ namespace: 'eip155', address, chainId: 31337 })

describe('sessions service (feature flag smartSessions; SPEC §6 wallet_grantPermissions, §7 sessions rows)', () => {
  it('§7 sessions: nothing is read until the list is shown; then it loads for the connected account', () => {
    const ts = createTestScheduler()
    ts.run(({ cold, expectObservable }) => {
      const { service, reads } = setup(ts, of(on(alice)), [() => cold('10ms (a|)', { a: [session(3600)] })])
      cold('5ms a').subscribe(() => service.load())
      // The session expires an hour after the start of virtual time.
      expectObservable(service.state$.pipe(map(summary), distinctUntilChanged())).toBe('a 4ms b 9ms c 3599984ms d', {
        a: 'idle:',
        b: 'loading:',
        c: 'ready:a',
        d: 'ready:e',
      })
      ts.flush()
      expect(reads).toEqual([{ at: 5, address: alice }])
    })
  })

  it('§7 sessions: the newest account wins — a read for the previous account still running is dropped', () => {
    const ts = createTestScheduler()
    ts.run(({ cold, hot, expectObservable, flush }) => {
      const account$ = hot('a 9ms b', { a: on(alice), b: on(bob) })
      const { service, reads } = setup(ts, account$, [() => cold('20ms (a|)', { a: [session(3600)] }), () => cold('5ms (a|)', { a: [] })])
      cold('1ms a').subscribe(() => service.load())
      const shown$ = service.state$.pipe(
        filter((s) => s.address !== undefined),
        map((s) => `${s.address?.slice(0, 4)}:${summary(s)}`),
        distinctUntilChanged(),
      )
      expectObservable(shown$).toBe('a b 8ms c 4ms d', { a: '0x70:idle:', b: '0x70:loading:', c: '0x3C:loading:', d: '0x3C:ready:' })
      flush()
      expect(reads.map((r) => r.address)).toEqual([alice, bob])
    })
  })

  it('§7 sessions: an active session turns expired at its expiry, without another read', () => {
    const ts = createTestScheduler()
    ts.run(({ cold, expectObservable }) => {
      // Expires 30 s after the start of virtual time; the list arrives at 10 ms.
      const { service, reads } = setup(ts, of(on(alice)), [() => cold('10ms (a|)', { a: [session(30)] })])
      service.load()
      expectObservable(service.state$.pipe(map(summary), distinctUntilChanged())).toBe('a 9ms b 29989ms c', {
        a: 'loading:',
        b: 'ready:a',
        c: 'ready:e',
      })
      ts.flush()
      expect(reads).toHaveLength(1)
    })
  })

  it('§7 sessions: a revoked or already expired row starts no timer; a failed read keeps its message', () => {
    const ts = createTestScheduler()
    ts.run(({ cold, expectObservable }) => {
      const { service } = setup(ts, of(on(alice)), [
        () => cold('10ms (a|)', { a: [session(30, 'revoked')] }),
        () => cold('10ms #', undefined, new Error('Error fetching sessions')),
      ])
      service.load()
      cold('50s a').subscribe(() => service.load())
      expectObservable(service.state$.pipe(map((s) => `${summary(s)}${s.error ?? ''}`), distinctUntilChanged())).toBe('a 9ms b 49999ms c', {
        a: 'loading:',
        b: 'ready:r',
        c: 'failed:rError fetching sessions',
      })
    })
  })

  it('§7 revoke: the account signs the revoke, the API relays it, and the list is read again', () => {
    const ts = createTestScheduler()
    ts.run(({ cold, expectObservable, flush }) => {
      const { service, reads, asked, results } = setup(
        ts,
        of(on(alice)),
        [() => cold('10ms (a|)', { a: [session(3600)] }), () => cold('10ms (a|)', { a: [session(3600, 'revoked')] })],
        () => cold('20ms (s|)', { s: `0x${'11'.repeat(65)}` }),
        () => cold('30ms (a|)', { a: undefined }),
      )
      service.load()
      const ticket = {}
      cold('100ms a').subscribe(() => service.revoke(ticket, pci))
      // Revoking from 100 ms; signed at 120, relayed at 150, read again until 160.
      expectObservable(service.state$.pipe(map(summary), distinctUntilChanged())).toBe('a 9ms b 89ms c 49ms d 9ms e', {
        a: 'loading:',
        b: 'ready:a',
        c: 'ready:a*',
        d: 'ready:a',
        e: 'ready:r',
      })
      flush()
      expect(reads.map((r) => r.at)).toEqual([0, 150])
      expect(asked).toHaveLength(1)
      expect(asked[0]?.method).toBe('eth_signTypedData_v4')
      const [address, typed] = asked[0]?.params as [string, string]
      expect(address).toBe(alice)
      expect(JSON.parse(typed)).toMatchObject({
        primaryType: 'RevokeSession',
        domain: { name: 'Airlock Sessions', version: '1', chainId: 31337, verifyingContract: alice },
        message: { id: '1' },
      })
      expect(results).toEqual([{ ticket, kind: 'revoked', pci }])
    })
  })

  it('§6 wallet_grantPermissions: the grant goes to the wallet in ERC-7715 shape, then the list is read again', () => {
    const ts = createTestScheduler()
    ts.run(({ cold, flush }) => {
      const { service, reads, asked, results } = setup(
        ts,
        of(on(alice)),
        [() => cold('10ms (a|)', { a: [session(3600)] })],
        () => cold('40ms (g|)', { g: { permissionsContext: pci, expiry: 3600, grantedPermissions: [{ type: 'native-token-transfer' }] } }),
      )
      const ticket = {}
      service.grant(ticket, { signer: bob, expiry: 3600, allowance: 10n ** 17n })
      flush()
      expect(asked).toEqual([
        {
          method: 'wallet_grantPermissions',
          params: [
            {
              chainId: '0x7a69',
              address: alice,
              expiry: 3600,
              signer: { type: 'account', data: { id: bob } },
              permissions: [
                { type: 'native-token-transfer', data: { ticker: 'ETH' }, policies: [{ type: 'token-allowance', data: { allowance: '0x16345785d8a0000' } }], required: true },
              ],
            },
          ],
        },
      ])
      expect(results).toEqual([{ ticket, kind: 'granted', granted: { permissionsContext: pci, expiry: 3600 } }])
      expect(reads.map((r) => r.at)).toEqual([40])
      expect(service.getState().sessions).toHaveLength(1)
    })
  })

  it('§6 a refused grant ends with the wallet’s error, and nothing is read', () => {
    const ts = createTestScheduler()
    ts.run(({ cold, flush }) => {
      const { service, reads, results } = setup(ts, of(on(alice)), [], () => cold('5ms #', undefined, { code: 4001, message: 'User rejected the request.' }))
      const ticket = {}
      service.grant(ticket, { signer: bob, expiry: 3600, allowance: '1' })
      flush()
      expect(reads).toEqual([])
      expect(results.filter((r) => r.kind === 'failed')).toHaveLength(1)
    })
  })
})

