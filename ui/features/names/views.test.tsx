import { afterEach, describe, expect, it } from 'vitest'
import { act } from 'react'
import type { ModalState } from '../../../kernel'
import { RegisterAccountNameView } from './views'
import { renderView } from '../../testing/renderView'
import { pipe, withAccount, withView } from '../../testing/fakeKernel'

afterEach(() => {
  document.body.innerHTML = ''
})

const address = '0x1111111111111111111111111111111111111111'
const opened = pipe(withView('RegisterAccountName'), withAccount(address))
/** The names code has run: it knows the account. */
const loaded = (s: ModalState): ModalState => ({ ...opened(s), names: { ...s.names, account: { namespace: 'eip155', address, chainId: 1 } } })

const type = async (input: HTMLInputElement, value: string) =>
  act(async () => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, value)
    input.dispatchEvent(new Event('input', { bubbles: true }))
  })

const statusText = (container: HTMLElement) => container.querySelector('[role="status"]')?.textContent

describe('RegisterAccountName view (feature bundle)', () => {
  it('§5 a name typed while the names code is still on its way reads "Checking availability…", not the naming rule', async () => {
    const { container, kernel } = await renderView(RegisterAccountNameView, opened)
    expect(statusText(container)).toBe('At least 4 letters, digits or hyphens')
    await type(container.querySelector('input')!, 'zedd')
    expect(kernel.names.type).toHaveBeenCalledWith('zedd')
    expect(statusText(container)).toContain('Checking availability…')
  })

  it('§5 once the names code runs, the status follows the service\'s availability (idle: the naming rule)', async () => {
    const { container } = await renderView(RegisterAccountNameView, loaded)
    await type(container.querySelector('input')!, 'zedd')
    // The fake kernel's type() is a spy: the service's state (idle) is what shows.
    expect(statusText(container)).toBe('At least 4 letters, digits or hyphens')
  })
})
