import { afterEach, describe, expect, it } from 'vitest'
import type { ModalState } from '../../kernel'
import { KernelProvider } from '../context/KernelContext'
import { ConnectButton, ConnectButtonRender } from './ConnectButton'
import { Modal } from '../modal/Modal'
import { createFakeKernel, withAccount } from '../testing/fakeKernel'
import { click, render, settle } from '../testing/render'

afterEach(() => {
  document.body.innerHTML = ''
})

describe('ConnectButton', () => {
  it('says "Connect Wallet" and opens the modal; once connected it shows the truncated address', async () => {
    const kernel = createFakeKernel()
    const { container } = await render(
      <KernelProvider kernel={kernel}>
        <ConnectButton />
      </KernelProvider>,
    )
    expect(container.textContent).toBe('Connect Wallet')
    await click(container.querySelector('button'))
    expect(kernel.open).toHaveBeenCalled()
    await settle(() => kernel.update(withAccount('0x1234567890abcdef1234567890abcdef12345678')))
    expect(container.textContent).toBe('0x1234…345678')
  })

  it('headless variant hands the state and the open command to a render prop', async () => {
    const kernel = createFakeKernel(withAccount('0x1234567890abcdef1234567890abcdef12345678', { profileName: 'alice.wcn.id' }))
    const { container } = await render(
      <KernelProvider kernel={kernel}>
        <ConnectButtonRender>
          {(state) => (
            <a href="#account" onClick={state.open}>
              {state.connected ? state.label : 'Sign in'}
            </a>
          )}
        </ConnectButtonRender>
      </KernelProvider>,
    )
    expect(container.textContent).toBe('alice.wcn.id')
    await click(container.querySelector('a'))
    expect(kernel.open).toHaveBeenCalled()
  })

  it('works beside a <Modal kernel> with no provider around it, whichever comes first, and lets go when the modal unmounts', async () => {
    const kernel = createFakeKernel()
    const { container, rerender } = await render(
      <>
        <ConnectButton />
        <Modal kernel={kernel} />
      </>,
    )
    expect(container.textContent).toBe('Connect Wallet')
    await click(container.querySelector('button'))
    expect(kernel.open).toHaveBeenCalledTimes(1)
    await settle(() => kernel.update(withAccount('0x1234567890abcdef1234567890abcdef12345678')))
    // The connected button leads with the network's mark; the account closes it.
    expect(container.textContent).toMatch(/0x1234…345678$/)
    await rerender(<ConnectButton />)
    expect(container.textContent).toBe('Connect Wallet')
    await click(container.querySelector('button'))
    expect(kernel.open).toHaveBeenCalledTimes(1)
  })

  it('§2 UnsupportedChain: on a network the app does not offer, the connected button shows a warning sign and "Switch Network", not the stand-in network\'s initial and a balance', async () => {
    const kernel = createFakeKernel(withAccount('0x1234567890abcdef1234567890abcdef12345678', { balance: '1.5', balanceSymbol: 'ETH' }))
    const { container } = await render(
      <KernelProvider kernel={kernel}>
        <ConnectButton />
      </KernelProvider>,
    )
    await settle(() => undefined)
    expect(container.textContent).toBe('1.500 ETH0x1234…345678')
    await settle(() =>
      kernel.update((s) => ({
        ...s,
        activeNetworkUnsupported: true,
        activeCaipNetwork: { ...s.activeCaipNetwork, id: 999, caipNetworkId: 'eip155:999' as ModalState['activeCaipNetwork']['caipNetworkId'], name: 'Unknown Network', nativeCurrency: { name: '', symbol: '', decimals: 0 } },
      })),
    )
    expect(container.textContent).toBe('Switch Network0x1234…345678')
    expect(container.querySelector('button svg[aria-hidden="true"]')).not.toBeNull()
    expect(container.querySelector('button img')).toBeNull()
  })
})
