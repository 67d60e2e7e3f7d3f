import { afterEach, describe, expect, it } from 'vitest'
import type { ModalState } from '../../../kernel'
import { mainnet } from '../../../kernel/networks'
import type { TokenBalance } from '../../../kernel/codec/token'
import type { Payment } from '../../../kernel/pay/types'
import PayView from './PayView'
import { renderView } from '../../testing/renderView'
import { pipe, withAccount, withView } from '../../testing/fakeKernel'

afterEach(() => {
  document.body.innerHTML = ''
})

const payer = '0x1234567890abcdef1234567890abcdef12345678'
const shop = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'
const dollar = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const ether: Payment = { recipient: shop, amount: '0.25', units: '250000000000000000', network: mainnet, asset: { kind: 'native', symbol: 'ETH', decimals: 18 } }
const dollars: Payment = { ...ether, amount: '12.5', units: '12500000', asset: { kind: 'token', address: dollar, symbol: 'DUSD', decimals: 6 } }
const listed: ReadonlyArray<TokenBalance> = [
  { name: 'Ether', symbol: 'ETH', chainId: 'eip155:1', price: 3000, iconUrl: 'https://icons.test/eth.png', quantity: { decimals: '18', numeric: '2' } },
  { name: 'Devnet Dollar', symbol: 'DUSD', chainId: 'eip155:1', address: `eip155:1:${dollar.toLowerCase()}`, price: 1, iconUrl: 'https://icons.test/dusd.png', quantity: { decimals: '6', numeric: '100' } },
  // The same coin on another network: not the payment's.
  { name: 'Ether', symbol: 'ETH', chainId: 'eip155:137', price: 1, iconUrl: 'https://icons.test/other.png', quantity: { decimals: '18', numeric: '1' } },
]

/** The Pay view reviewing `payment` for a wallet on its network, with `tokens` as the account's balance list. */
const reviewing =
  (payment: Payment, tokens: ReadonlyArray<TokenBalance> = listed) =>
  (s: ModalState): ModalState => ({
    ...s,
    pay: { status: 'review', payment, context: { namespace: 'eip155', address: payer, caipNetworkId: 'eip155:1' }, balance: '2000000000000000000', fee: '42000000000000' },
    balance: { ...s.balance, loading: false, tokenBalances: tokens },
  })
const view = (payment: Payment, tokens?: ReadonlyArray<TokenBalance>) => renderView(PayView, pipe(withView('Pay'), withAccount(payer), reviewing(payment, tokens)))
const testId = (root: HTMLElement, id: string) => root.querySelector(`[data-testid="${id}"]`)

describe('Pay view', () => {
  it('§2 Pay: the amount shows its token image and its worth in dollars, both from the balance list of the payment network', async () => {
    const { container, kernel } = await view(ether)
    const head = testId(container, 'pay-amount')?.parentElement
    expect(head?.querySelector('img')?.getAttribute('src')).toBe('https://icons.test/eth.png')
    expect(testId(container, 'pay-amount')?.textContent).toBe('0.25 ETH')
    expect(testId(container, 'pay-worth')?.textContent).toBe('$750.00')
    // The list is read afresh, as the other wallet views ask for it.
    expect(kernel.fetchBalances).toHaveBeenCalled()
  })

  it('§2 Pay: a token payment takes the token’s own row by its contract address', async () => {
    const { container } = await view(dollars)
    expect(testId(container, 'pay-amount')?.parentElement?.querySelector('img')?.getAttribute('src')).toBe('https://icons.test/dusd.png')
    expect(testId(container, 'pay-worth')?.textContent).toBe('$12.50')
  })

  it('§2 Pay: without the asset in the balance list there is no dollar worth, and the token shows its initial', async () => {
    const { container } = await view(ether, [])
    expect(testId(container, 'pay-worth')).toBeNull()
    const head = testId(container, 'pay-amount')?.parentElement
    expect(head?.querySelector('img')).toBeNull()
    expect(head?.textContent).toBe('E0.25 ETH')
  })

  it('§7 Pay: the network shows its image (getAssetImage by its imageId) before its name', async () => {
    const { container } = await view(ether)
    const network = [...container.querySelectorAll('dd')].find((dd) => dd.textContent === mainnet.name)
    expect(network?.querySelector('img')?.getAttribute('src')).toContain('/public/getAssetImage/eip155%3A1')
  })

  it('§9 Pay: the recipient is truncated 4 and 6 after its identicon, in full in its title', async () => {
    const { container } = await view(ether)
    const recipient = testId(container, 'pay-recipient')
    expect(recipient?.getAttribute('title')).toBe(shop)
    expect(recipient?.textContent).toBe('0x3C44…4293BC')
    expect(recipient?.querySelector('[data-identicon]')).not.toBeNull()
  })

  it('§2 Pay: the network fee is given in dollars too, priced by the network’s coin, the coin amount kept apart', async () => {
    const { container } = await view(dollars)
    expect(testId(container, 'pay-fee')?.textContent).toBe('< 0.001 ETH')
    expect(testId(container, 'pay-fee')?.parentElement?.textContent).toBe('$0.13 · < 0.001 ETH')
  })
})
