import { afterEach, describe, expect, it } from 'vitest'
import { act } from 'react'
import type { ModalState } from '../../../kernel'
import { EmailForm } from './views'
import { renderView } from '../../testing/renderView'
import { withView } from '../../testing/fakeKernel'

afterEach(() => {
  document.body.innerHTML = ''
})

const type = async (input: HTMLInputElement, value: string) =>
  act(async () => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, value)
    input.dispatchEvent(new Event('input', { bubbles: true }))
  })
const submit = async (form: HTMLFormElement) => act(async () => void form.requestSubmit())
/** What the submit button says: its text less what is hidden from assistive technology (while sending, the label only holds its width). */
const says = (button: HTMLButtonElement | null) =>
  [...(button?.querySelectorAll(':scope > :not([aria-hidden])') ?? [])].map((part) => part.textContent).join('')

describe('email form (embedded wallet bundle)', () => {
  it('§1 email: once the address is sent the button reads "Sending code…" and is disabled, even while the login code is still on its way (the kernel has not taken it yet)', async () => {
    // The fake kernel's email() is a spy: its state never moves, as when the login code is still loading.
    const { container, kernel } = await renderView(EmailForm, withView('Connect'))
    const button = container.querySelector<HTMLButtonElement>('button[type="submit"]')!
    await type(container.querySelector('input')!, 'ann@example.com')
    expect([says(button), button.disabled, button.getAttribute('aria-busy')]).toEqual(['Continue', false, 'false'])
    await submit(container.querySelector('form')!)
    expect(kernel.email).toHaveBeenCalledWith({ type: 'start', email: 'ann@example.com' })
    expect([says(button), button.disabled, button.getAttribute('aria-busy')]).toEqual(['Sending code…', true, 'true'])
    // The label keeps its room under the spinner, so the address field beside it keeps its width.
    expect(button.querySelector('[aria-hidden="true"]')?.textContent).toBe('Continue')
  })

  it('§8 a refusal from the last attempt stays on screen until the address is sent again, then gives way to "Sending code…"', async () => {
    const failed = (s: ModalState): ModalState => ({ ...withView('Connect')(s), emailLogin: { ...s.emailLogin, step: 'idle', email: 'ann@example.com', error: 'Something went wrong' } })
    const { container } = await renderView(EmailForm, failed)
    expect(container.querySelector('[role="alert"]')?.textContent).toBe('Something went wrong')
    await submit(container.querySelector('form')!)
    expect(container.querySelector('[role="alert"]')).toBeNull()
    expect(says(container.querySelector<HTMLButtonElement>('button[type="submit"]'))).toBe('Sending code…')
  })

  it('§1 email: after the login code took the address and was later reset to its first state, the form offers Continue again', async () => {
    const { container, kernel } = await renderView(EmailForm, withView('Connect'))
    const first = kernel.getState().emailLogin
    await type(container.querySelector('input')!, 'ann@example.com')
    await submit(container.querySelector('form')!)
    await act(async () => kernel.update((s) => ({ ...s, emailLogin: { ...s.emailLogin, step: 'sending', email: 'ann@example.com' } })))
    await act(async () => kernel.update((s) => ({ ...s, emailLogin: first })))
    const button = container.querySelector<HTMLButtonElement>('button[type="submit"]')!
    expect([says(button), button.disabled, button.getAttribute('aria-busy')]).toEqual(['Continue', false, 'false'])
  })
})
