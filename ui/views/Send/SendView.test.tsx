import { afterEach, describe, expect, it } from 'vitest'
import { act } from 'react'
import type { ModalState, TokenBalance } from '../../../kernel'
import SendView from './SendView'
import { renderView } from '../../testing/renderView'
import { click, settle } from '../../testing/render'
import { pipe, withAccount, withView } from '../../testing/fakeKernel'

afterEach(() => {
  document.body.innerHTML = ''
})

const ether: TokenBalance = { name: 'Ether', symbol: 'ETH', chainId: 'eip155:1', price: 1, iconUrl: '', quantity: { decimals: '18', numeric: '2' } }
const connected = (s: ModalState): ModalState =>
  pipe(withView('Send'), withAccount('0x1111111111111111111111111111111111111111'))({ ...s, balance: { ...s.balance, tokenBalances: [ether] } })
const withForm = (patch: Partial<ModalState['send']>) => (s: ModalState): ModalState => ({ ...connected(s), send: { ...s.send, ...patch } })

const type = async (element: HTMLInputElement | HTMLSelectElement, value: string) =>
  act(async () => {
    const proto = element instanceof HTMLSelectElement ? HTMLSelectElement.prototype : HTMLInputElement.prototype
    Object.getOwnPropertyDescriptor(proto, 'value')?.set?.call(element, value)
    element.dispatchEvent(new Event(element instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }))
  })

describe('Send view (feature bundle)', () => {
  it('§4 the form lives in the kernel: input goes to send.setToken/setAmount/setReceiver', async () => {
    const { container, kernel } = await renderView(SendView, connected)
    expect(Array.from(container.querySelectorAll('option')).map((o) => o.textContent)).toEqual(['Choose a token', 'ETH · 2.000'])
    await type(container.querySelector('select')!, 'eip155:1|ETH')
    expect(kernel.send.setToken).toHaveBeenCalledWith(ether)
    const [amount, receiver] = Array.from(container.querySelectorAll('input'))
    await type(amount!, '0.5')
    expect(kernel.send.setAmount).toHaveBeenCalledWith('0.5')
    await type(receiver!, '0x2222222222222222222222222222222222222222')
    expect(kernel.send.setReceiver).toHaveBeenCalledWith('0x2222222222222222222222222222222222222222')
    expect(kernel.fetchBalances).toHaveBeenCalled()
  })

  it('an untouched form shows no error: its button names the next step (token, amount, receiver) and sends nothing', async () => {
    const { container, kernel } = await renderView(SendView, connected)
    const submit = () => container.querySelector<HTMLButtonElement>('button[type="submit"]')!
    expect(container.querySelector('[role="status"]')?.textContent).toBe('')
    expect(container.textContent).not.toContain('A token is required')
    expect(submit().textContent).toBe('Choose a token')
    expect(submit().getAttribute('aria-disabled')).toBe('true')
    await settle(() => kernel.update(withForm({ token: ether })))
    expect(submit().textContent).toBe('Enter an amount')
    await settle(() => kernel.update(withForm({ token: ether, sendTokenAmount: '0.5' })))
    expect(submit().textContent).toBe('Enter a receiver address')
    await settle(() => kernel.update(withForm({ token: ether, sendTokenAmount: '0.5', receiverAddress: '0x2222222222222222222222222222222222222222' })))
    expect(submit().textContent).toBe('Send')
    expect(submit().getAttribute('aria-disabled')).toBe(null)
    expect(kernel.send.send).not.toHaveBeenCalled()
  })

  it("§4 trying to send without a token says 'A token is required' and moves to the token field", async () => {
    const { container, kernel } = await renderView(SendView, connected)
    await click(container.querySelector('button[type="submit"]'))
    expect(container.querySelector('[role="status"]')?.textContent).toBe('A token is required')
    expect(document.activeElement).toBe(container.querySelector('select'))
    expect(kernel.send.send).not.toHaveBeenCalled()
  })

  it('§4 a complete form sends through the kernel; the kernel inline errors block it', async () => {
    const complete = { token: ether, sendTokenAmount: '0.5', receiverAddress: '0x2222222222222222222222222222222222222222' }
    const { container, kernel } = await renderView(SendView, withForm(complete))
    await click(container.querySelector('button[type="submit"]'))
    expect(kernel.send.send).toHaveBeenCalledTimes(1)
    await settle(() => kernel.update(withForm({ ...complete, amountError: 'Insufficient balance' })))
    expect(container.textContent).toContain('Insufficient balance')
    expect(container.querySelector<HTMLButtonElement>('button[type="submit"]')?.disabled).toBe(true)
    await settle(() => kernel.update(withForm({ ...complete, amountError: undefined, loading: true })))
    expect(container.querySelector('button[type="submit"]')?.textContent).toBe('Sending…')
  })

  it('§4 Max fills the amount through the kernel once a token is chosen; a checksum still being checked blocks Send', async () => {
    const { container, kernel } = await renderView(SendView, connected)
    const max = Array.from(container.querySelectorAll('button')).find((b) => b.textContent === 'Max')!
    expect(max.disabled).toBe(true)
    const complete = { token: ether, sendTokenAmount: '0.5', receiverAddress: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8' }
    await settle(() => kernel.update(withForm({ ...complete, receiverChecking: true })))
    expect(max.disabled).toBe(false)
    await click(max)
    expect(kernel.send.setMax).toHaveBeenCalledTimes(1)
    expect(container.querySelector<HTMLButtonElement>('button[type="submit"]')?.disabled).toBe(true)
    await settle(() => kernel.update(withForm({ ...complete, receiverChecking: false })))
    expect(container.querySelector<HTMLButtonElement>('button[type="submit"]')?.disabled).toBe(false)
  })

  it("§4 trying to send with a token but no amount says 'An amount and receiver address are required' and moves to the amount", async () => {
    const { container, kernel } = await renderView(SendView, withForm({ token: ether }))
    await click(container.querySelector('button[type="submit"]'))
    expect(container.querySelector('[role="status"]')?.textContent).toBe('An amount and receiver address are required')
    expect(document.activeElement).toBe(container.querySelectorAll('input')[0])
    expect(kernel.send.send).not.toHaveBeenCalled()
  })

  it('§4 the token list says it is loading while balances are read or their code is on its way, and "No tokens to send" only once read', async () => {
    const empty = (patch: Partial<ModalState['balance']>) => (s: ModalState): ModalState => {
      const state = pipe(withView('Send'), withAccount('0x1111111111111111111111111111111111111111'))(s)
      return { ...state, balance: { ...state.balance, tokenBalances: [], ...patch } }
    }
    const firstOption = async (patch: Partial<ModalState['balance']>) => {
      const { container } = await renderView(SendView, empty(patch))
      const text = container.querySelector('option')?.textContent
      document.body.innerHTML = ''
      return text
    }
    expect(await firstOption({ target: {} })).toBe('Loading tokens…')
    expect(await firstOption({ loading: true })).toBe('Loading tokens…')
    expect(await firstOption({ loading: false })).toBe('No tokens to send')
  })

  it('without a connected wallet it says so', async () => {
    const { container } = await renderView(SendView, withView('Send'))
    expect(container.textContent).toContain('No wallet connected')
  })
})
