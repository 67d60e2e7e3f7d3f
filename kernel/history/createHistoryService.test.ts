import { describe, expect, it } from 'vitest'
import { BehaviorSubject, defer, distinctUntilChanged, map, of, throwError, type Observable } from 'rxjs'
import type { TestScheduler } from 'rxjs/testing'
import { createTestScheduler } from '../../test/harness/marbles'
import type { AccountHistoryResponse } from '../codec/api'
import type { CaipNetworkId } from '../codec/primitives'
import type { Transaction } from '../codec/transaction'
import type { TrackEvent } from '../connection/types'
import { HttpError } from '../http/HttpError'
import type { HistoryApi, HistoryQuery } from './historyApi'
import { createHistoryService, type HistoryTrackEvent } from './createHistoryService'
import type { HistoryState, HistoryTarget } from './historyState'

const mainnet = 'eip155:1' as CaipNetworkId
const polygon = 'eip155:137' as CaipNetworkId
const account: HistoryTarget = { address: '0xabc', caipNetworkId: mainnet, namespace: 'eip155', isSmartAccount: false }

const tx = (id: string, chain = 'eip155:1'): Transaction => ({
  id,
  metadata: { minedAt: '2026-11-01T10:00:00Z', chain, operationType: 'send', status: 'confirmed', sentFrom: '0xa', sentTo: '0xb' },
  transfers: [{ quantity: { numeric: '1' }, fungible_info: { symbol: 'ETH' } }],
})
const spam = (id: string): Transaction => ({ ...tx(id), transfers: [{ quantity: { numeric: '1' }, nft_info: { flags: { is_spam: true } } }] })

type Answer = () => Observable<AccountHistoryResponse>

/** The service over a fake API whose n-th call answers with `answers[n]` (built at call time, for marbles). */
function setup(target$: Observable<HistoryTarget>, answers: Answer[], ts?: TestScheduler, clear$?: Observable<unknown>) {
  const calls: Array<HistoryQuery & { at: number }> = []
  const api: HistoryApi = {
    fetchPage: (query) =>
      defer(() => {
        calls.push({ ...query, at: ts?.now() ?? 0 })
        return answers[calls.length - 1]?.() ?? throwError(() => new Error('unexpected call'))
      }),
  }
  const service = createHistoryService({ api }, { target$, ...(clear$ ? { clear$ } : {}) })
  const errors: string[] = []
  const events: HistoryTrackEvent[] = []
  service.snackbarErrors$.subscribe((m) => errors.push(m))
  service.events$.subscribe((e) => events.push(e))
  service.run$.subscribe()
  return { service, calls, errors, events }
}

const summary = (s: HistoryState) => `${s.status}:${s.transactions.map((t) => t.id).join(',')}:${s.next ?? '-'}`

describe('history service (SPEC §4, §5, §7, §8, §9)', () => {
  it('§4 transaction feed: loading, then filled, with a cursor for the next page', () => {
    const ts = createTestScheduler()
    ts.run(({ cold, expectObservable }) => {
      const { service } = setup(of(account), [() => cold('10ms (a|)', { a: { data: [tx('t1'), tx('t2')], next: 'c2' } })], ts)
      cold('5ms a').subscribe(() => service.fetch())
      expectObservable(service.state$.pipe(map(summary), distinctUntilChanged())).toBe('a 4ms b 9ms c', {
        a: 'idle::-',
        b: 'loading::-',
        c: 'filled:t1,t2:c2',
      })
    })
  })

  it('§4 transaction feed: loading, then empty when the account has no transactions', () => {
    const ts = createTestScheduler()
    ts.run(({ cold, expectObservable }) => {
      const { service } = setup(of(account), [() => cold('10ms (a|)', { a: { data: [], next: null } })], ts)
      cold('a').subscribe(() => service.fetch())
      expectObservable(service.state$.pipe(map(summary), distinctUntilChanged())).toBe('a 9ms b', { a: 'loading::-', b: 'empty::-' })
    })
  })

  it('§7 history call: the next page is asked with the cursor and appended', () => {
    const { service, calls } = setup(of(account), [
      () => of({ data: [tx('t1')], next: 'c2' }),
      () => of({ data: [tx('t2'), tx('t1')], next: null }),
    ])
    service.fetch({ onramp: 'coinbase' })
    service.fetchMore()
    expect(calls.map(({ cursor, onramp, caipNetworkId, address }) => ({ cursor, onramp, caipNetworkId, address }))).toEqual([
      { cursor: undefined, onramp: 'coinbase', caipNetworkId: mainnet, address: '0xabc' },
      { cursor: 'c2', onramp: 'coinbase', caipNetworkId: mainnet, address: '0xabc' },
    ])
    // An overlapping page lists a transaction once.
    expect(summary(service.getState())).toBe('filled:t1,t2:-')
    service.fetchMore()
    expect(calls).toHaveLength(2)
  })

  it('§4 transaction feed: fetchMore while a page loads is ignored (exhaustMap), in virtual time', () => {
    const ts = createTestScheduler()
    ts.run(({ cold, flush }) => {
      const { service, calls } = setup(
        of(account),
        [
          () => cold('10ms (a|)', { a: { data: [tx('t1')], next: 'c2' } }),
          () => cold('10ms (a|)', { a: { data: [tx('t2')], next: 'c3' } }),
          () => cold('10ms (a|)', { a: { data: [tx('t3')] } }),
        ],
        ts,
      )
      cold('a').subscribe(() => service.fetch())
      // 5: first page still loading → ignored; 12: asks c2; 15: c2 loading → ignored; 25: asks c3.
      cold('5ms a 6ms b 2ms c 9ms d').subscribe(() => service.fetchMore())
      flush()
      expect(calls.map((c) => [c.at, c.cursor])).toEqual([
        [0, undefined],
        [12, 'c2'],
        [25, 'c3'],
      ])
      expect(summary(service.getState())).toBe('filled:t1,t2,t3:-')
    })
  })

  it('§4 transaction feed: fetch again replaces the list and drops the fetch still running (latest wins)', () => {
    const ts = createTestScheduler()
    ts.run(({ cold, flush }) => {
      const { service, calls } = setup(
        of(account),
        [() => cold('10ms (a|)', { a: { data: [tx('old')] } }), () => cold('10ms (a|)', { a: { data: [tx('new')] } })],
        ts,
      )
      cold('a 4ms b').subscribe(() => service.fetch())
      flush()
      expect(calls).toHaveLength(2)
      expect(summary(service.getState())).toBe('filled:new:-')
    })
  })

  it('§5 transactions show only for the connected chain; transfers hidden when every transfer is a spam NFT', () => {
    const { service } = setup(of(account), [() => of({ data: [tx('t1'), tx('other', 'eip155:137'), spam('junk'), tx('t2')] })])
    service.fetch()
    expect(summary(service.getState())).toBe('filled:t1,t2:-')
  })

  it('§9 names and activity only on eip155: other families give an empty feed without a call', () => {
    const solana: HistoryTarget = { address: 'So11111111111111111111111111111111111111112', caipNetworkId: 'solana:5eykt' as CaipNetworkId, namespace: 'solana' }
    const { service, calls } = setup(of(solana), [])
    service.fetch()
    expect(calls).toHaveLength(0)
    expect(service.getState().status).toBe('empty')
  })

  it("§8 thrown: \"Transactions can't be fetched without an accountAddress\"", () => {
    const { service, calls, errors } = setup(of({ caipNetworkId: mainnet, namespace: 'eip155' }), [])
    service.fetch()
    expect(calls).toHaveLength(0)
    expect(service.getState()).toMatchObject({ error: "Transactions can't be fetched without an accountAddress", transactions: [] })
    expect(errors).toEqual([])
  })

  it("§8 'Failed to fetch transactions' (list then empty), with the ERROR_FETCH_TRANSACTIONS track event", () => {
    const { service, errors, events } = setup(of({ ...account, isSmartAccount: true }), [
      () => of({ data: [tx('t1')], next: 'c2' }),
      () => throwError(() => new HttpError(500, 'boom', null)),
    ])
    service.fetch()
    expect(summary(service.getState())).toBe('filled:t1:c2')
    service.fetchMore()
    expect(summary(service.getState())).toBe('error::-')
    expect(errors).toEqual(['Failed to fetch transactions'])
    expect(events).toMatchObject([
      {
        type: 'track',
        event: 'ERROR_FETCH_TRANSACTIONS',
        address: '0xabc',
        error: { shortMessage: 'Failed to fetch transactions' },
        properties: { address: '0xabc', cursor: 'c2', isSmartAccount: true },
      },
    ])
    const asTrack: TrackEvent[] = events
    expect(asTrack).toHaveLength(1)
  })

  it('§4 reset connection clears transactions, cancelling a page still loading', () => {
    const ts = createTestScheduler()
    ts.run(({ cold, flush }) => {
      const { service } = setup(
        of(account),
        [() => of({ data: [tx('t1')], next: 'c2' }), () => cold('10ms (a|)', { a: { data: [tx('late')] } })],
        ts,
        cold('5ms a'),
      )
      service.fetch()
      cold('a').subscribe(() => service.fetchMore())
      flush()
      expect(summary(service.getState())).toBe('idle::-')
    })
  })

  it('§5 per address and chain: a new network drops the list and, once fetched, loads its own first page', () => {
    const target$ = new BehaviorSubject<HistoryTarget>(account)
    const { service, calls } = setup(target$, [() => of({ data: [tx('t1')] }), () => of({ data: [tx('p1', 'eip155:137')] })])
    service.fetch()
    target$.next({ ...account, caipNetworkId: polygon })
    expect(calls.map((c) => c.caipNetworkId)).toEqual([mainnet, polygon])
    expect(summary(service.getState())).toBe('filled:p1:-')
  })

  it('§5 per address and chain: a new target before any fetch only clears (nothing is asked)', () => {
    const target$ = new BehaviorSubject<HistoryTarget>(account)
    const { service, calls } = setup(target$, [])
    target$.next({ ...account, address: '0xdef' })
    expect(calls).toHaveLength(0)
    expect(service.getState().target.address).toBe('0xdef')
  })
})
