import { describe, expect, it } from 'vitest'
import { defer, distinctUntilChanged, map, of, throwError, type Observable } from 'rxjs'
import type { TestScheduler } from 'rxjs/testing'
import { createTestScheduler } from '../../test/harness/marbles'
import { createBalanceService, type BalanceTarget } from './createBalanceService'
import type { BalanceApi } from './balanceApi'
import type { NativeBalanceReader } from './nativeBalance'
import type { SupportedChains } from '../supportedChains/supportedChains'
import type { TokenBalance } from '../codec/token'
import type { CaipNetworkId } from '../codec/primitives'
import { HttpError } from '../http/HttpError'
import { ethereum } from '../chain/fixtures'

const mainnet = 'eip155:1' as CaipNetworkId
const polygon = 'eip155:137' as CaipNetworkId
const eth: TokenBalance = { name: 'Ether', symbol: 'ETH', chainId: 'eip155:1', price: 3000, quantity: { decimals: '18', numeric: '1' } }
const account: BalanceTarget = { address: '0xabc', caipNetworkId: mainnet, namespace: 'eip155', network: ethereum }

/**
 * The service over a fake API whose n-th call answers with `answers[n]` (built at call time, so
 * marbles are placed in virtual time), and a supported-chains list of mainnet only.
 */
function setup(
  ts: TestScheduler,
  target$: Observable<BalanceTarget>,
  answers: Array<() => Observable<ReadonlyArray<TokenBalance>>>,
) {
  const calls: number[] = []
  const api: BalanceApi = {
    getTokenBalances: () =>
      defer(() => {
        calls.push(ts.now())
        return answers[calls.length - 1]?.() ?? throwError(() => new Error('unexpected call'))
      }),
  }
  const supportedChains: SupportedChains = { isNetworkSupported: (id) => of(id === mainnet) }
  const service = createBalanceService({ scheduler: ts, api, supportedChains }, { target$ })
  service.run$.subscribe()
  return { service, calls }
}

const summary = (s: { tokenBalances: ReadonlyArray<TokenBalance>; loading: boolean }) =>
  `${s.loading ? 'L' : '-'}${s.tokenBalances.length}`

describe('balance service (SPEC §4, §5, §8, §9)', () => {
  it('§4 token balances load into state, with loading set while the call runs', () => {
    const ts = createTestScheduler()
    ts.run(({ cold, expectObservable }) => {
      const { service } = setup(ts, of(account), [() => cold('10ms (a|)', { a: [eth] })])
      cold('5ms a').subscribe(() => service.fetchTokenBalances())
      expectObservable(service.state$.pipe(map(summary), distinctUntilChanged())).toBe('a 4ms b 9ms c', {
        a: '-0',
        b: 'L0',
        c: '-1',
      })
    })
  })

  it('§5 balance fetch only when address, network id and chain family are all present', () => {
    const ts = createTestScheduler()
    ts.run(({ cold, flush }) => {
      const targets = cold('a 9ms b 9ms c', {
        a: { caipNetworkId: mainnet, namespace: 'eip155' } as BalanceTarget,
        b: { address: '0xabc', namespace: 'eip155' } as BalanceTarget,
        c: { address: '0xabc', caipNetworkId: mainnet } as BalanceTarget,
      })
      const { service, calls } = setup(ts, targets, [])
      cold('1ms a 9ms b 9ms c').subscribe(() => service.fetchTokenBalances())
      flush()
      expect(calls).toEqual([])
      expect(service.getState()).toMatchObject({ tokenBalances: [], loading: false, lastRetry: undefined })
    })
  })

  it('§9 balances supported on eip155 and solana (and bip122) only: other chains give an empty list without a call', () => {
    const ts = createTestScheduler()
    ts.run(({ cold, flush }) => {
      const target: BalanceTarget = { address: '5Grw', caipNetworkId: 'polkadot:91b171bb158e2d3848fa23a9f1c25182' as CaipNetworkId, namespace: 'polkadot' }
      const { service, calls } = setup(ts, of(target), [])
      cold('a').subscribe(() => service.fetchTokenBalances())
      flush()
      expect(calls).toEqual([])
    })
  })

  it("§7/§8 unsupported network: the call is skipped with an empty result and 'Token Balance Unavailable' shows", () => {
    const ts = createTestScheduler()
    ts.run(({ cold, expectObservable, flush }) => {
      const { service, calls } = setup(ts, of({ ...account, caipNetworkId: polygon }), [])
      cold('5ms a').subscribe(() => service.fetchTokenBalances())
      expectObservable(service.unavailable$).toBe('5ms a', { a: 'Token Balance Unavailable' })
      flush()
      expect(calls).toEqual([])
      // Not a failure: no retry gap starts.
      expect(service.getState()).toMatchObject({ tokenBalances: [], loading: false, lastRetry: undefined })
    })
  })

  it("§8 on balance failure the retry time is stored, 'Token Balance Unavailable' shows, and an empty list is returned", () => {
    const ts = createTestScheduler()
    ts.run(({ cold, expectObservable, flush }) => {
      const { service } = setup(ts, of(account), [
        () => of([eth]),
        () => cold('7ms #', undefined, new HttpError(500, '')),
      ])
      cold('a 9ms b').subscribe(() => service.fetchTokenBalances({ forceUpdate: true }))
      expectObservable(service.unavailable$).toBe('17ms a', { a: 'Token Balance Unavailable' })
      flush()
      expect(service.getState()).toMatchObject({
        tokenBalances: [],
        loading: false,
        lastRetry: 17,
        error: 'HTTP status code: 500',
      })
    })
  })

  it('§9 balance retry gap: for 30 s after a failure an empty list is returned without a call', () => {
    const ts = createTestScheduler()
    ts.run(({ cold, flush }) => {
      const { service, calls } = setup(ts, of(account), [
        () => throwError(() => new TypeError('fetch failed')),
        () => of([eth]),
      ])
      // Failure at 0; fetches at 10 ms and 29 999 ms are inside the gap; 30 000 ms is past it.
      cold('a 9ms b 29988ms c d').subscribe(() => service.fetchTokenBalances())
      flush()
      expect(calls).toEqual([0, 30_000])
      expect(service.getState()).toMatchObject({ tokenBalances: [eth], lastRetry: undefined, error: undefined })
    })
  })

  it('§9 balance retry gap: fetches inside the gap show no snackbar', () => {
    const ts = createTestScheduler()
    ts.run(({ cold, expectObservable }) => {
      const { service } = setup(ts, of(account), [() => throwError(() => new TypeError('fetch failed'))])
      cold('1ms a 9ms b 9ms c').subscribe(() => service.fetchTokenBalances())
      expectObservable(service.unavailable$).toBe('1ms a', { a: 'Token Balance Unavailable' })
    })
  })

  it("a new account clears the balances and cancels the running fetch (another account's list never shows)", () => {
    const ts = createTestScheduler()
    ts.run(({ cold, expectObservable }) => {
      const targets = cold('a 9ms b', { a: account, b: { ...account, address: '0xdef' } })
      const { service } = setup(ts, targets, [() => of([eth]), () => cold('20ms (a|)', { a: [eth] })])
      cold('1ms a 9ms b').subscribe(() => service.fetchTokenBalances())
      // 1: loaded for 0xabc; 10: new account clears; 11: the fetch for 0xdef starts; 12: clear cancels it.
      cold('12ms a').subscribe(() => service.clearTokenBalances())
      expectObservable(service.state$.pipe(map(summary), distinctUntilChanged())).toBe('a (bc) 5ms d e f', {
        a: '-0',
        b: 'L0',
        c: '-1',
        d: '-0',
        e: 'L0',
        f: '-0',
      })
    })
  })

  it('a new account cancels a fetch still running for the previous one', () => {
    const ts = createTestScheduler()
    ts.run(({ cold, expectObservable }) => {
      const targets = cold('a 9ms b', { a: account, b: { ...account, address: '0xdef' } })
      const { service } = setup(ts, targets, [() => cold('20ms (a|)', { a: [eth] })])
      cold('1ms a').subscribe(() => service.fetchTokenBalances())
      expectObservable(service.state$.pipe(map(summary), distinctUntilChanged())).toBe('a L 8ms a', { a: '-0', L: 'L0' })
    })
  })

  it('§3 account balance: each fetch reads the native balance; a new account drops it and its late answer', () => {
    const ts = createTestScheduler()
    ts.run(({ cold, expectObservable }) => {
      const targets = cold('a 19ms b', { a: account, b: { ...account, address: '0xdef' } })
      const reads: Array<[string, boolean]> = []
      const native: NativeBalanceReader = {
        read: (address, network, refresh) =>
          defer(() => {
            reads.push([address, refresh])
            return cold('5ms (a|)', { a: { address, caipNetworkId: network.caipNetworkId, balance: '1.5', symbol: 'ETH' } })
          }),
      }
      const api: BalanceApi = { getTokenBalances: () => of([eth]) }
      const supportedChains: SupportedChains = { isNetworkSupported: () => of(true) }
      const service = createBalanceService({ scheduler: ts, api, supportedChains, native }, { target$: targets })
      service.run$.subscribe()
      // 1: read for 0xabc (answers at 6); 17: read again with forceUpdate (would answer at 22, after 0xdef came at 20).
      cold('1ms a 15ms b').subscribe((x) => service.fetchTokenBalances({ forceUpdate: x === 'b' }))
      expectObservable(service.state$.pipe(map((s) => s.native?.address ?? '-'), distinctUntilChanged())).toBe('a 5ms b 13ms a', { a: '-', b: '0xabc' })
      ts.schedule(() => expect(reads).toEqual([['0xabc', false], ['0xabc', true]]), 30)
    })
  })
})
