import { afterEach, describe, expect, it } from 'vitest'
import type { ModalState } from '../../../kernel'
import { AirlockError } from '../../../kernel'
import SIWXSignMessageView from './SIWXSignMessageView'
import { renderView } from '../../testing/renderView'
import { button, click, settle } from '../../testing/render'

afterEach(() => {
  document.body.innerHTML = ''
})

const withSiwx = (patch: Partial<ModalState['siwx']>) => (s: ModalState): ModalState => ({ ...s, siwx: { ...s.siwx, ...patch } })

describe('SIWXSignMessage view', () => {
  it('§4 Sign asks the kernel for the signature; Cancel declines through the kernel', async () => {
    const { container, kernel } = await renderView(SIWXSignMessageView, withSiwx({ status: 'pending', required: true }))
    expect(container.textContent).toContain('Sign this message to prove you own this wallet')
    expect(container.textContent).toContain('Canceling will disconnect you.')
    await click(button(container, 'Sign'))
    expect(kernel.siwx.requestSignature).toHaveBeenCalled()
    await click(button(container, 'Cancel'))
    expect(kernel.siwx.cancel).toHaveBeenCalled()
  })

  it("§8 while signing the button says 'Authenticating...'; a decline shows 'Signature declined'", async () => {
    const { container, kernel } = await renderView(SIWXSignMessageView, withSiwx({ status: 'signing', loading: 'Authenticating...' }))
    expect(button(container, 'Authenticating...')?.disabled).toBe(true)
    await settle(() => kernel.update(withSiwx({ status: 'pending', error: new AirlockError('Signature declined', { category: 'wallet' }) })))
    expect(container.querySelector('[role="status"]')?.textContent).toBe('Signature declined')
  })

  it('without a sign-in provider, Sign is disabled and says why', async () => {
    const { container } = await renderView(SIWXSignMessageView, withSiwx({ status: 'disabled' }))
    const sign = button(container, 'Sign')
    expect(sign?.disabled).toBe(true)
    expect(document.getElementById(sign?.getAttribute('aria-describedby') ?? '')?.textContent).toContain('not configured')
  })
})
