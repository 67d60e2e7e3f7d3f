import { afterEach, describe, expect, it } from 'vitest'
import type { ModalState } from '../../../kernel'
import type { Transaction } from '../../../kernel/codec/transaction'
import HistoryView from './HistoryView'
import { renderView } from '../../testing/renderView'
import { button, click } from '../../testing/render'

afterEach(() => {
  document.body.innerHTML = ''
})

const tx = (id: string, minedAt: string, numeric: string, direction: 'in' | 'out'): Transaction => ({
  id,
  metadata: { minedAt, chain: 'eip155:1', operationType: 'send', status: 'confirmed', sentFrom: '0x1', sentTo: '0x2' },
  transfers: [{ quantity: { numeric }, direction, fungible_info: { symbol: 'ETH' } }],
})
const withHistory = (patch: Partial<ModalState['history']>) => (s: ModalState): ModalState => ({ ...s, history: { ...s.history, ...patch } })

describe('History view (feature bundle)', () => {
  it('§4 asks the kernel for the feed, and shows loading until it answers', async () => {
    const { container, kernel } = await renderView(HistoryView, withHistory({ status: 'loading' }))
    expect(kernel.history.fetch).toHaveBeenCalled()
    expect(container.querySelector('[role="progressbar"]')).not.toBeNull()
  })

  it('§2 groups by month, newest first, titled with the month (and the year when not the current one)', async () => {
    const year = new Date().getFullYear()
    const { container } = await renderView(
      HistoryView,
      withHistory({
        status: 'filled',
        transactions: [tx('a', `${year}-03-10T10:00:00Z`, '0.5', 'out'), tx('b', '2021-11-02T10:00:00Z', '12', 'in')],
      }),
    )
    expect(Array.from(container.querySelectorAll('h3')).map((h) => h.textContent)).toEqual(['March', 'November 2021'])
    expect(container.textContent).toContain('Sent 0.5 ETH to')
    expect(container.textContent).toContain('-0.5 ETH')
    expect(container.textContent).toContain('+12 ETH')
    expect(container.textContent).toMatch(/\d+ (sec|min|hr|d|mo|yr)/)
  })

  it('§4 a cursor offers the next page', async () => {
    const { container, kernel } = await renderView(
      HistoryView,
      withHistory({ status: 'filled', next: 'cursor-2', transactions: [tx('a', '2024-01-01T00:00:00Z', '1', 'in')] }),
    )
    await click(button(container, 'Load more'))
    expect(kernel.history.fetchMore).toHaveBeenCalled()
  })

  it("§8 'Failed to fetch transactions' (list then empty), with a retry; an empty feed says so", async () => {
    const failed = await renderView(HistoryView, withHistory({ status: 'error', error: 'Failed to fetch transactions' }))
    expect(failed.container.textContent).toContain('Failed to fetch transactions')
    await failed.unmount()
    const empty = await renderView(HistoryView, withHistory({ status: 'empty' }))
    expect(empty.container.textContent).toContain('No activity yet')
  })

  it('§9 activity only on eip155: other namespaces say so', async () => {
    const { container, kernel } = await renderView(HistoryView, (s) => ({ ...s, activeNamespace: 'solana' }))
    expect(container.textContent).toContain('Activity is only available on EVM networks.')
    expect(kernel.history.fetch).not.toHaveBeenCalled()
  })
})
