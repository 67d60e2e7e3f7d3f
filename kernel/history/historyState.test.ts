import { describe, expect, it } from 'vitest'
import type { CaipNetworkId } from '../codec/primitives'
import type { Transaction } from '../codec/transaction'
import { historyGroups, initialHistoryState, pendingTransactions, visibleTransactions, type HistoryState } from './historyState'

const mainnet = 'eip155:1' as CaipNetworkId

const tx = (id: string, over: Partial<Transaction['metadata']> = {}, transfers?: Transaction['transfers']): Transaction => ({
  id,
  metadata: {
    minedAt: '2026-11-01T10:00:00Z',
    chain: 'eip155:1',
    operationType: 'send',
    status: 'confirmed',
    sentFrom: '0xa',
    sentTo: '0xb',
    ...over,
  },
  transfers: transfers ?? [{ quantity: { numeric: '1' }, fungible_info: { symbol: 'ETH' } }],
})
const nft = (spam: boolean): Transaction['transfers'][number] => ({ quantity: { numeric: '1' }, nft_info: { flags: { is_spam: spam } } })

const withList = (transactions: ReadonlyArray<Transaction>): HistoryState => ({ ...initialHistoryState, transactions })

describe('history selectors (SPEC §2, §5, §9)', () => {
  it('§5 transfers are hidden when every transfer is an NFT flagged as spam', () => {
    const shown = visibleTransactions(
      [tx('all-spam', {}, [nft(true), nft(true)]), tx('some-spam', {}, [nft(true), nft(false)]), tx('plain'), tx('no-transfers', {}, [])],
      mainnet,
    )
    expect(shown.map((t) => t.id)).toEqual(['some-spam', 'plain', 'no-transfers'])
  })

  it('§5 transactions show only for the connected chain (CAIP-2 id or its bare reference)', () => {
    const shown = visibleTransactions(
      [tx('caip', { chain: 'eip155:1' }), tx('bare', { chain: '1' }), tx('polygon', { chain: 'eip155:137' }), tx('bare-polygon', { chain: '137' })],
      mainnet,
    )
    expect(shown.map((t) => t.id)).toEqual(['caip', 'bare'])
    expect(visibleTransactions([tx('caip')], undefined)).toEqual([])
  })

  it('§2 history is grouped by year and month; the title is the month name, plus the year when not the current year', () => {
    const now = new Date(2026, 10, 21, 12).getTime()
    const state = withList([
      tx('nov-a', { minedAt: new Date(2026, 10, 20).toISOString() }),
      tx('nov-b', { minedAt: new Date(2026, 10, 2).toISOString() }),
      tx('jan', { minedAt: new Date(2026, 0, 15).toISOString() }),
      tx('dec-last-year', { minedAt: new Date(2025, 11, 31, 12).toISOString() }),
    ])
    expect(historyGroups(state, now).map((g) => [g.title, g.items.map((t) => t.id)])).toEqual([
      ['November', ['nov-a', 'nov-b']],
      ['January', ['jan']],
      ['December 2025', ['dec-last-year']],
    ])
  })

  it('§9 pending transactions limit 99: at most 99 pending transactions, newest first; the feed keeps the rest', () => {
    const list = [
      ...Array.from({ length: 120 }, (_, i) => tx(`p${i}`, { status: 'pending' })),
      tx('done', { status: 'confirmed' }),
    ]
    const pending = pendingTransactions(withList(list))
    expect(pending).toHaveLength(99)
    expect(pending[0]?.id).toBe('p0')
    expect(pending[98]?.id).toBe('p98')
    expect(pendingTransactions(withList(list.slice(0, 5)))).toHaveLength(5)
  })
})
