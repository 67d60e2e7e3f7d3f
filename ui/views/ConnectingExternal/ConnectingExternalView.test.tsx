import { StrictMode } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import type { ModalState } from '../../../kernel'
import ConnectingExternalView from './ConnectingExternalView'
import { KernelProvider } from '../../context/KernelContext'
import { renderView } from '../../testing/renderView'
import { button, click, render, settle } from '../../testing/render'
import { createFakeKernel, withView } from '../../testing/fakeKernel'

afterEach(() => {
  document.body.innerHTML = ''
})

const withConnector = (s: ModalState): ModalState => ({
  ...withView('ConnectingExternal', { connectorId: 'mock', namespace: 'eip155' })(s),
  wallets: { ...s.wallets, installed: [{ id: 'mock', type: 'INJECTED', name: 'Mock Wallet', chain: 'eip155' }] },
  connectFlow: { request: { connectorId: 'mock', namespace: 'eip155' }, status: 'connecting', error: undefined, declined: false },
})

describe('ConnectingExternal view', () => {
  it('DESIGN §5 the view starts nothing (the kernel connects when the view comes on screen), even mounted twice under StrictMode', async () => {
    const kernel = createFakeKernel(withConnector)
    const { container } = await render(
      <StrictMode>
        <KernelProvider kernel={kernel}>
          <ConnectingExternalView />
        </KernelProvider>
      </StrictMode>,
    )
    expect(container.textContent).toContain('Continue in Mock Wallet')
    expect(kernel.connect).not.toHaveBeenCalled()
    expect(kernel.retryConnect).not.toHaveBeenCalled()
    expect(kernel.close).not.toHaveBeenCalled()
  })

  it('§2 a refusal reads as one declined wording whatever the wallet said, and "Try again" asks the kernel again', async () => {
    const { container, kernel } = await renderView(ConnectingExternalView, (s) => ({
      ...withConnector(s),
      connectFlow: { request: { connectorId: 'mock', namespace: 'eip155' }, status: 'failed', error: 'User rejected the request.', declined: true },
    }))
    expect(container.textContent).toContain('Connection declined')
    expect(container.querySelector('[role="alert"]')?.textContent).toBe('You declined the connection in your wallet.')
    expect(container.textContent).not.toContain('User rejected the request.')
    expect(container.textContent).not.toContain('Accept the connection request')
    await click(button(container, 'Try again'))
    expect(kernel.retryConnect).toHaveBeenCalledTimes(1)
    await settle(() => kernel.update((s) => ({ ...s, connectFlow: { ...s.connectFlow, status: 'connecting', error: undefined, declined: false } })))
    expect(container.textContent).toContain('Continue in Mock Wallet')
  })

  it("§2 a connect that failed for another reason is titled 'Connection failed' and keeps the wallet's words", async () => {
    const { container } = await renderView(ConnectingExternalView, (s) => ({
      ...withConnector(s),
      connectFlow: { request: { connectorId: 'mock', namespace: 'eip155' }, status: 'failed', error: 'Wallet is locked', declined: false },
    }))
    expect(container.textContent).toContain('Connection failed')
    expect(container.textContent).not.toContain('Connection declined')
    expect(container.querySelector('[role="alert"]')?.textContent).toBe('Wallet is locked')
  })

  it('says so when no wallet was chosen (bad router data)', async () => {
    const { container, kernel } = await renderView(ConnectingExternalView, withView('ConnectingExternal', { nope: 1 }))
    expect(container.textContent).toContain('No wallet was chosen.')
    expect(kernel.connect).not.toHaveBeenCalled()
  })
})
