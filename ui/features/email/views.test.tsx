import { afterEach, describe, expect, it } from 'vitest'
import { act } from 'react'
import type { ModalState } from '../../../kernel'
import { EmailForm, EmailVerifyDeviceView, EmailVerifyOtpView } from './views'
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

/** The code step, the code mailed to ann@example.com `resendIn` seconds of cooldown ago. */
const onCode =
  (resendIn?: number) =>
  (s: ModalState): ModalState => ({
    ...withView('EmailVerifyOtp')(s),
    emailLogin: { ...s.emailLogin, step: 'code', email: 'ann@example.com', error: undefined, ...(resendIn === undefined ? {} : { resendIn }) },
  })
const buttonNamed = (container: HTMLElement, name: RegExp) => [...container.querySelectorAll('button')].find((b) => name.test(b.textContent ?? ''))
const press = async (button: HTMLButtonElement | undefined) => act(async () => void button?.click())

describe('code step (SPEC §4 VERIFY_OTP)', () => {
  it('§4 VERIFY_OTP: the code field has a visible label "Code" tied to it, a six-digit placeholder, and asks for a one-time code (numeric keypad, autofill from the mail); what is typed or pasted keeps its first six digits', async () => {
    const { container } = await renderView(EmailVerifyOtpView, onCode(30))
    const field = container.querySelector<HTMLInputElement>('input[name="otp"]')!
    expect([...(field.labels ?? [])].map((l) => l.textContent)).toEqual(['Code'])
    // The label is on screen, not only read out: no aria-label standing in for it.
    expect(field.hasAttribute('aria-label')).toBe(false)
    expect(field.placeholder).toBe('000000')
    expect([field.inputMode, field.autocomplete]).toEqual(['numeric', 'one-time-code'])
    // The sentence above names where the code went; it describes the field too.
    expect(document.getElementById(field.getAttribute('aria-describedby') ?? '')?.textContent).toBe('Enter the code we sent to ann@example.com.')
    await type(field, '12a34 5678')
    expect(field.value).toBe('123456')
  })

  it("§5 email login throttle: while the kernel's cooldown runs, the resend button reads 'Resend code in {n} s', is disabled and mails nothing; at 0 it reads 'Resend code' and mails a new code", async () => {
    const { container, kernel } = await renderView(EmailVerifyOtpView, onCode(27))
    const resend = buttonNamed(container, /^Resend code/)
    expect([resend?.textContent, resend?.getAttribute('aria-disabled')]).toEqual(['Resend code in 27 s', 'true'])
    await press(resend)
    expect(kernel.email).not.toHaveBeenCalled()
    // The kernel counts down; the button follows.
    await act(async () => kernel.update((s) => ({ ...s, emailLogin: { ...s.emailLogin, resendIn: 1 } })))
    expect(resend?.textContent).toBe('Resend code in 1 s')
    await act(async () => kernel.update((s) => ({ ...s, emailLogin: { ...s.emailLogin, resendIn: 0 } })))
    expect([resend?.textContent, resend?.getAttribute('aria-disabled')]).toEqual(['Resend code', 'false'])
    await press(resend)
    expect(kernel.email).toHaveBeenCalledWith({ type: 'start', email: 'ann@example.com' })
  })

  it('§4 VERIFY_OTP: while a new code is on its way the resend button reads "Sending code…" and takes no second press; while the code is checked it takes none either', async () => {
    const sending = (s: ModalState): ModalState => ({ ...onCode()(s), emailLogin: { ...onCode()(s).emailLogin, step: 'sending' } })
    const { container, kernel } = await renderView(EmailVerifyOtpView, sending)
    const resend = container.querySelector<HTMLButtonElement>('button[type="button"]')!
    expect([resend.textContent, resend.getAttribute('aria-disabled'), resend.getAttribute('aria-busy')]).toEqual(['Sending code…', 'true', 'true'])
    await act(async () => kernel.update((s) => ({ ...s, emailLogin: { ...s.emailLogin, step: 'verifying' } })))
    expect([resend.textContent, resend.getAttribute('aria-disabled')]).toEqual(['Resend code', 'true'])
    await press(resend)
    expect(kernel.email).not.toHaveBeenCalled()
  })
})

describe('device step (SPEC §4 VERIFY_DEVICE)', () => {
  it("§4/§9 VERIFY_DEVICE: the resend button counts the kernel's cooldown down as 'Resend link in {n} s' and mails nothing until it is over", async () => {
    const device = (s: ModalState): ModalState => ({
      ...withView('EmailVerifyDevice')(s),
      emailLogin: { ...s.emailLogin, step: 'device', email: 'ann@example.com', error: undefined, resendIn: 12 },
    })
    const { container, kernel } = await renderView(EmailVerifyDeviceView, device)
    const resend = buttonNamed(container, /^Resend link/)
    expect([resend?.textContent, resend?.getAttribute('aria-disabled')]).toEqual(['Resend link in 12 s', 'true'])
    await press(resend)
    expect(kernel.email).not.toHaveBeenCalled()
    await act(async () => kernel.update((s) => ({ ...s, emailLogin: { ...s.emailLogin, resendIn: 0 } })))
    await press(resend)
    expect(kernel.email).toHaveBeenCalledWith({ type: 'resendDevice' })
  })
})
