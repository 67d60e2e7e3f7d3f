import { afterEach, describe, expect, it, vi } from 'vitest'
import type { ModalState } from '../../../kernel'
import { AirlockError } from '../../../kernel'
import ConnectingExternalView from './ConnectingExternalView'
import { renderView } from '../../testing/renderView'
import { button, click, settle } from '../../testing/render'
import { withView } from '../../testing/fakeKernel'

afterEach(() => {
  document.body.innerHTML = ''
})

const withConnector = (s: ModalState): ModalState => ({
  ...withView('ConnectingExternal', { connectorId: 'mock', namespace: 'eip155' })(s),
  wallets: { ...s.wallets, installed: [{ id: 'mock', type: 'INJECTED', name: 'Mock Wallet', chain: 'eip155' }] },
})

describe('ConnectingExternal view', () => {
  it('starts the connection for the chosen connector and waits for the wallet', async () => {
    const { container, kernel } = await renderView(ConnectingExternalView, withConnector)
    expect(kernel.connect).toHaveBeenCalledWith({ connectorId: 'mock', namespace: 'eip155' })
    expect(container.textContent).toContain('Continue in Mock Wallet')
  })

  it('closes the modal once connected when no sign-in is configured', async () => {
    const { kernel } = await renderView(ConnectingExternalView, withConnector, (k) => {
      vi.mocked(k.connect).mockResolvedValue(undefined)
    })
    await settle()
    expect(kernel.close).toHaveBeenCalledTimes(1)
  })

  it('§4 sign-in flow: once connected it leaves the modal open while sign-in is being checked or asked', async () => {
    const { kernel } = await renderView(
      ConnectingExternalView,
      (s) => ({ ...withConnector(s), siwx: { ...s.siwx, status: 'checking' } }),
      (k) => {
        vi.mocked(k.connect).mockResolvedValue(undefined)
      },
    )
    await settle()
    expect(kernel.close).not.toHaveBeenCalled()
    await settle(() => kernel.update((s) => ({ ...s, siwx: { ...s.siwx, status: 'signedIn' } })))
    expect(kernel.close).toHaveBeenCalledTimes(1)
  })

  it('shows the wallet refusal and connects again on "Try again"', async () => {
    const { container, kernel } = await renderView(ConnectingExternalView, withConnector, (k) => {
      vi.mocked(k.connect).mockRejectedValueOnce(new AirlockError('User rejected the request.', { category: 'wallet' }))
    })
    await settle()
    expect(container.textContent).toContain('Connection declined')
    expect(container.textContent).toContain('User rejected the request.')
    await click(button(container, 'Try again'))
    expect(kernel.connect).toHaveBeenCalledTimes(2)
    expect(container.textContent).toContain('Continue in Mock Wallet')
  })

  it('says so when no wallet was chosen (bad router data)', async () => {
    const { container, kernel } = await renderView(ConnectingExternalView, withView('ConnectingExternal', { nope: 1 }))
    expect(container.textContent).toContain('No wallet was chosen.')
    expect(kernel.connect).not.toHaveBeenCalled()
  })
})
