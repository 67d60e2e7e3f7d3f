import { describe, expect, it } from 'vitest'
import { BehaviorSubject, NEVER, Subject, defer, distinctUntilChanged, map, of, throwError, type Observable } from 'rxjs'
import type { TestScheduler } from 'rxjs/testing'
import { createTestScheduler } from '../../test/harness/marbles'
import type { AccountHistoryResponse } from '../codec/api'
import type { CaipNetworkId } from '../codec/primitives'
import type { Transaction } from '../codec/transaction'
import { HttpError } from '../http/HttpError'
import type { HistoryApi, HistoryQuery } from '../history/historyApi'
import { NFT_HISTORY_PAGE_CAP } from './constants'
import { createNftsService } from './createNftsService'
import type { NftsState, NftsTarget } from './nftsState'

const alpha = 'eip155:31337' as CaipNetworkId
const beta = 'eip155:31338' as CaipNetworkId
const account: NftsTarget = { address: '0xabc', caipNetworkId: alpha, namespace: 'eip155' }

const mint = (name: string, chain: string = alpha, spam = false): Transaction => ({
  id: `${name}@${chain}`,
  metadata: { minedAt: '2026-01-01T00:00:00Z', chain, operationType: 'mint', status: 'confirmed', sentFrom: '0xminter', sentTo: '0xcontract' },
  transfers: [{ quantity: { numeric: '1' }, direction: 'in', nft_info: { name, flags: { is_spam: spam }, content: { preview: { url: `https://img.test/${name}` } } } }],
})
const sent = (name: string): Transaction => ({
  ...mint(name),
  id: `sent ${name}`,
  metadata: { ...mint(name).metadata, operationType: 'send' },
  transfers: [{ ...mint(name).transfers[0]!, direction: 'out' }],
})

type Answer = (query: HistoryQuery) => Observable<AccountHistoryResponse>

function setup(target$: Observable<NftsTarget>, answer: Answer, ts?: TestScheduler, clear$: Observable<unknown> = NEVER) {
  const calls: Array<HistoryQuery & { at: number }> = []
  const api: HistoryApi = {
    fetchPage: (query) =>
      defer(() => {
        calls.push({ ...query, at: ts?.now() ?? 0 })
        return answer(query)
      }),
  }
  const service = createNftsService({ api }, { target$, clear$ })
  service.run$.subscribe()
  return { service, calls }
}

const summary = (s: NftsState) => `${s.status}:${s.items.map((i) => i.name).join(',')}${s.capped ? ':capped' : ''}${s.error ? `:${s.error}` : ''}`

describe('NFTs service (NFTs tab from SPEC §7 account history)', () => {
  it('§7 history: fetch shows loading, then the held NFTs of every page, following the next cursors', () => {
    const ts = createTestScheduler()
    ts.run(({ cold, expectObservable }) => {
      const pages: Record<string, AccountHistoryResponse> = {
        first: { data: [sent('B'), mint('C')], next: 'c2' },
        c2: { data: [mint('B'), mint('A')], next: null },
      }
      const { service, calls } = setup(of(account), (q) => cold('10ms (a|)', { a: pages[q.cursor ?? 'first']! }), ts)
      cold('5ms a').subscribe(() => service.fetch())
      expectObservable(service.state$.pipe(map(summary), distinctUntilChanged())).toBe('a 4ms b 19ms c', {
        a: 'idle:',
        b: 'loading:',
        c: 'loaded:C,A',
      })
      ts.flush()
      expect(calls.map((c) => [c.at, c.address, c.caipNetworkId, c.cursor])).toEqual([
        [5, '0xabc', alpha, undefined],
        [15, '0xabc', alpha, 'c2'],
      ])
    })
  })

  it(`§7 history paging is capped at ${NFT_HISTORY_PAGE_CAP} pages, and the state says the list may be incomplete`, () => {
    const { service, calls } = setup(of(account), (q) => {
      const n = Number(q.cursor ?? '0')
      return of({ data: [mint(`N${n}`)], next: String(n + 1) })
    })
    service.fetch()
    expect(calls).toHaveLength(NFT_HISTORY_PAGE_CAP)
    expect(service.getState()).toMatchObject({ status: 'loaded', capped: true })
    expect(service.getState().items).toHaveLength(NFT_HISTORY_PAGE_CAP)
  })

  it('§5 spam NFTs are hidden and only the connected chain counts', () => {
    const { service } = setup(of(account), () => of({ data: [mint('Junk', alpha, true), mint('Other', beta), mint('Mine')] }))
    service.fetch()
    expect(summary(service.getState())).toBe('loaded:Mine')
  })

  it('loaded and empty when the account holds no NFT', () => {
    const { service } = setup(of(account), () => of({ data: [sent('A'), mint('A')], next: null }))
    service.fetch()
    expect(service.getState()).toMatchObject({ status: 'loaded', items: [], capped: false })
  })

  it("§8 a failed history page fails the list with 'Failed to fetch transactions' (what failed), no items; fetch again recovers", () => {
    let fail = true
    const { service } = setup(of(account), (q) =>
      q.cursor === 'c2' && fail ? throwError(() => new HttpError(500, 'boom', null)) : of({ data: [mint(q.cursor ?? 'A')], next: q.cursor ? null : 'c2' }),
    )
    service.fetch()
    expect(summary(service.getState())).toBe('error::Failed to fetch transactions')
    fail = false
    service.fetch()
    expect(summary(service.getState())).toBe('loaded:A,c2')
  })

  it('§9 activity only on eip155: another chain family lists nothing, without a call', () => {
    const { service, calls } = setup(of({ address: 'So1', caipNetworkId: 'solana:5eykt' as CaipNetworkId, namespace: 'solana' }), () => of({ data: [] }))
    service.fetch()
    expect(calls).toHaveLength(0)
    expect(summary(service.getState())).toBe('loaded:')
  })

  it("§8 no account address: \"Transactions can't be fetched without an accountAddress\", without a call", () => {
    const { service, calls } = setup(of({ caipNetworkId: alpha, namespace: 'eip155' }), () => of({ data: [] }))
    service.fetch()
    expect(calls).toHaveLength(0)
    expect(service.getState().error).toBe("Transactions can't be fetched without an accountAddress")
  })

  it('fetch again drops the read still running (latest wins), in virtual time', () => {
    const ts = createTestScheduler()
    ts.run(({ cold, flush }) => {
      let n = 0
      const { service, calls } = setup(of(account), () => cold('10ms (a|)', { a: { data: [mint(`R${++n}`)] } }), ts)
      cold('a 4ms b').subscribe(() => service.fetch())
      flush()
      expect(calls.map((c) => c.at)).toEqual([0, 5])
      expect(summary(service.getState())).toBe('loaded:R2')
    })
  })

  it('reset on account or chain change: the list goes, a read in flight is dropped, and once fetched the new target loads its own', () => {
    const ts = createTestScheduler()
    ts.run(({ cold, flush }) => {
      const target$ = new BehaviorSubject<NftsTarget>(account)
      const { service, calls } = setup(target$, (q) => cold('10ms (a|)', { a: { data: [mint(`On ${q.caipNetworkId}`, q.caipNetworkId)] } }), ts)
      service.fetch()
      cold('5ms a').subscribe(() => target$.next({ ...account, caipNetworkId: beta }))
      let afterSwitch = ''
      cold('6ms a').subscribe(() => (afterSwitch = summary(service.getState())))
      flush()
      expect(afterSwitch).toBe('loading:')
      expect(calls.map((c) => [c.at, c.caipNetworkId])).toEqual([
        [0, alpha],
        [5, beta],
      ])
      expect(summary(service.getState())).toBe(`loaded:On ${beta}`)
      expect(service.getState().target.caipNetworkId).toBe(beta)
    })
  })

  it('reset on account change before any fetch only clears: nothing is asked', () => {
    const target$ = new BehaviorSubject<NftsTarget>(account)
    const { service, calls } = setup(target$, () => of({ data: [mint('A')] }))
    target$.next({ ...account, address: '0xdef' })
    expect(calls).toHaveLength(0)
    expect(service.getState()).toMatchObject({ status: 'idle', target: { address: '0xdef' } })
  })

  it('§4 reset connection clears transactions: the NFT list goes, a read in flight is dropped, nothing reloads by itself', () => {
    const ts = createTestScheduler()
    ts.run(({ cold, flush }) => {
      const clear$ = new Subject<void>()
      const target$ = new BehaviorSubject<NftsTarget>(account)
      const { service, calls } = setup(target$, () => cold('10ms (a|)', { a: { data: [mint('A')] } }), ts, clear$)
      service.fetch()
      cold('5ms a').subscribe(() => clear$.next())
      cold('20ms a').subscribe(() => target$.next({ ...account, address: '0xdef' }))
      flush()
      expect(calls).toHaveLength(1)
      expect(summary(service.getState())).toBe('idle:')
    })
  })
})
