import { afterEach, describe, expect, it } from 'vitest'
import type { ModalState } from '../../../kernel'
import type { SwapToken } from '../../../kernel/swap/types'
import SwapView from './SwapView'
import { renderView } from '../../testing/renderView'
import { button, click } from '../../testing/render'
import { pipe, withAccount, withView } from '../../testing/fakeKernel'

afterEach(() => {
  document.body.innerHTML = ''
})

const token = (symbol: string, address: string, balance = '0'): SwapToken => ({ name: symbol, symbol, address, decimals: 18, logoUri: undefined, balance, price: 1 })
const eth = token('ETH', 'eip155:1:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee', '2')
const dvt = token('DVT', 'eip155:1:0x2222222222222222222222222222222222222222')

const swapOpen =
  (view: 'Swap' | 'SwapSelectToken', data?: Readonly<Record<string, unknown>>, mobile = false) =>
  (s: ModalState): ModalState =>
    pipe(
      withView(view, data),
      withAccount('0x1111111111111111111111111111111111111111'),
    )({ ...s, modal: { ...s.modal, mobile }, swap: { ...s.swap, tokensStatus: 'ready', tokens: [eth, dvt], from: eth } })

describe('Swap view (feature bundle)', () => {
  it('§2 Swap: a token button opens SwapSelectToken for its side, so the header\'s Back returns to the form', async () => {
    const { container, kernel } = await renderView(SwapView, swapOpen('Swap'))
    expect(kernel.fetchBalances).toHaveBeenCalledTimes(1)
    expect(kernel.swap.loadTokens).toHaveBeenCalledTimes(1)
    await click(button(container, 'Select token. Choose the token you receive'))
    expect(kernel.open).toHaveBeenCalledWith({ view: 'SwapSelectToken', data: { side: 'receive' } })
    await click(button(container, 'ETH. Choose the token you pay'))
    expect(kernel.open).toHaveBeenLastCalledWith({ view: 'SwapSelectToken', data: { side: 'pay' } })
  })

  it('§2 SwapSelectToken: lists the tokens for the side its data names; picking one sets that side and steps back to the form; it does not read the balances again', async () => {
    const { container, kernel } = await renderView(SwapView, swapOpen('SwapSelectToken', { side: 'receive' }))
    expect(container.textContent).toContain('Choose the token to receive')
    expect(container.querySelector('form')).toBeNull()
    await click(container.querySelectorAll<HTMLButtonElement>('li button')[1]!)
    expect(kernel.swap.setTo).toHaveBeenCalledWith(dvt.address)
    expect(kernel.swap.setFrom).not.toHaveBeenCalled()
    expect(kernel.back).toHaveBeenCalledTimes(1)
    // The form asked for the balances; the list, mounted on its own, does not read them again.
    expect(kernel.fetchBalances).not.toHaveBeenCalled()
  })

  it('§2 SwapSelectToken: on a desktop the caret is in the search; on a phone it is not (the keyboard would cover the list)', async () => {
    for (const mobile of [false, true]) {
      const { container } = await renderView(SwapView, swapOpen('SwapSelectToken', { side: 'pay' }, mobile))
      const search = container.querySelector('input[type="search"]')
      expect(search).not.toBeNull()
      expect(document.activeElement === search).toBe(!mobile)
      document.body.innerHTML = ''
    }
  })
})
