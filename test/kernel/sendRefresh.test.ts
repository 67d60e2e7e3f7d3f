import { describe, expect, it, vi } from 'vitest'
import { createTableFetch } from '../harness/env'
import { kernelFixtures } from './kernelHarness'

const fixture = kernelFixtures()
const receiver = '0x2222222222222222222222222222222222222222'
const usdcAddress = 'eip155:1:0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48'

const usdc = (numeric: string) => ({
  name: 'USD Coin',
  symbol: 'USDC',
  chainId: 'eip155:1',
  address: usdcAddress,
  value: Number(numeric),
  price: 1,
  quantity: { decimals: '6', numeric },
})

/** The blockchain API of SPEC §7 whose USDC balance is whatever the chain holds now. */
function portfolio() {
  let held = '100'
  const fetch = createTableFetch({
    '/getWallets': () => Response.json({ data: [], count: 0 }),
    '/getAnalyticsConfig': () => Response.json({ isAnalyticsEnabled: false }),
    '/v1/supported-chains': () => Response.json({ http: ['eip155:1'], ws: [] }),
    '/v1/account/0x1111111111111111111111111111111111111111/balance': () => Response.json({ balances: [usdc(held)] }),
  })
  return { fetch, spend: (left: string) => (held = left) }
}

const heldUsdc = (modal: ReturnType<typeof fixture>['modal']) =>
  modal.getState().balance.tokenBalances.find((b) => b.symbol === 'USDC')?.quantity.numeric

describe('balances after a send (SPEC §4 send)', () => {
  it('§4 send: after a token send every later read of that chain is fresh, even a plain fetch that replaces the refresh', async () => {
    const api = portfolio()
    const { modal } = fixture({ env: { fetch: api.fetch } })
    await modal.connect({ connectorId: 'mock' })
    modal.fetchBalances()
    await vi.waitFor(() => expect(heldUsdc(modal)).toBe('100'))

    modal.send.setToken(usdc('100'))
    modal.send.setAmount('12.5')
    modal.send.setReceiver(receiver)
    api.spend('87.5')
    await modal.send.send()
    // The view the send lands on asks for balances as it opens (no forceUpdate): it must not get the
    // cached pre-send list.
    modal.fetchBalances()
    await vi.waitFor(() => expect(heldUsdc(modal)).toBe('87.5'))
    // Reopened later within the cache's life: still the new balance.
    modal.fetchBalances()
    await vi.waitFor(() => expect(modal.getState().balance.loading).toBe(false))
    expect(heldUsdc(modal)).toBe('87.5')
  })
})
