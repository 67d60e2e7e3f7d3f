import { afterEach, describe, expect, it } from 'vitest'
import { act } from 'react'
import { Modal } from './Modal'
import { createFakeKernel, createTestKernel, withView } from '../testing/fakeKernel'
import { render, settle } from '../testing/render'
import { createStaticPlatform, type ModalKernel, type ModalState } from '../../kernel'

const kernels: ModalKernel[] = []
const track = <K extends ModalKernel>(kernel: K): K => (kernels.push(kernel), kernel)
afterEach(() => {
  kernels.splice(0).forEach((k) => k.destroy())
  document.body.innerHTML = ''
})

const dialog = () => document.querySelector('[role="dialog"]')
const titleOf = () => document.getElementById(dialog()?.getAttribute('aria-labelledby') ?? '')?.textContent

describe('<Modal kernel>', () => {
  it('§2 renders nothing while the modal is closed, and a labelled aria-modal dialog once open', async () => {
    const kernel = track(createTestKernel({ adapters: [] }))
    await render(<Modal kernel={kernel} />)
    expect(dialog()).toBeNull()
    await settle(() => kernel.open({ view: 'Connect' }))
    expect(dialog()?.getAttribute('aria-modal')).toBe('true')
    expect(titleOf()).toBe('Connect Wallet')
  })

  it('§2 the modal element is appended to the page body (portal), not inside the host element', async () => {
    const kernel = track(createFakeKernel(withView('Connect')))
    const { container } = await render(<Modal kernel={kernel} />)
    expect(container.querySelector('[role="dialog"]')).toBeNull()
    expect(dialog()?.closest('[data-airlock-root]')?.parentElement).toBe(document.body)
  })

  it('§2 with append disabled the modal renders in place', async () => {
    const kernel = track(createFakeKernel((s) => withView('Connect')({ ...s, options: { ...s.options, disableAppend: true } })))
    const { container } = await render(<Modal kernel={kernel} />)
    expect(container.querySelector('[role="dialog"]')).not.toBeNull()
  })

  it('§2 embedded mode renders in place, always shown, with no close button and no aria-modal', async () => {
    const kernel = track(
      createFakeKernel((s) => ({ ...withView('Connect')(s), modal: { ...s.modal, open: false }, options: { ...s.options, enableEmbedded: true } })),
    )
    const { container } = await render(<Modal kernel={kernel} />)
    expect(container.querySelector('[role="dialog"]')?.hasAttribute('aria-modal')).toBe(false)
    expect(container.querySelector('button[aria-label="Close"]')).toBeNull()
  })

  it('§4 the last send is confirmed over the page while the modal is closed, but not in embedded mode, where the modal stays', async () => {
    const lastSent = {
      hash: `0x${'ab'.repeat(32)}`,
      namespace: 'eip155',
      caipNetworkId: 'eip155:1' as ModalState['activeCaipNetwork']['caipNetworkId'],
      explorerUrl: undefined,
      amount: '12.5',
      symbol: 'DVT',
      receiver: '0x1111111111111111111111111111111111111111',
      receiverName: undefined,
      status: 'confirmed',
    } as const
    const toasts = () => document.querySelectorAll('[data-sent-status]').length
    const closedAfterSend = (embedded: boolean) => (s: ModalState): ModalState => ({
      ...withView('Connect')(s),
      modal: { ...s.modal, open: false },
      send: { ...s.send, lastSent },
      options: { ...s.options, enableEmbedded: embedded },
    })
    await render(<Modal kernel={track(createFakeKernel(closedAfterSend(false)))} />)
    await expect.poll(toasts).toBe(1)
    document.body.innerHTML = ''
    await render(<Modal kernel={track(createFakeKernel(closedAfterSend(true)))} />)
    await settle(() => import('../views/Send/SentToast'))
    expect(dialog()).not.toBeNull()
    expect(toasts()).toBe(0)
  })

  it('§2 opening rules: no adapters and no address opens the basic WalletConnect view on desktop', async () => {
    const kernel = track(createTestKernel({ adapters: [] }, { platform: createStaticPlatform({ isMobile: false }) }))
    await render(<Modal kernel={kernel} />)
    await settle(() => kernel.open())
    expect(dialog()?.getAttribute('data-view')).toBe('ConnectingWalletConnectBasic')
    expect(titleOf()).toBe('WalletConnect')
  })

  it('§2 opening rules: no adapters and no address opens AllWallets on mobile', async () => {
    const kernel = track(createTestKernel({ adapters: [] }, { platform: createStaticPlatform({ isMobile: true }) }))
    await render(<Modal kernel={kernel} />)
    await settle(() => kernel.open())
    expect(dialog()?.getAttribute('data-view')).toBe('AllWallets')
  })

  it('DESIGN §6 Escape asks the kernel to close (the kernel decides whether closing is blocked)', async () => {
    const kernel = track(createFakeKernel(withView('Connect')))
    await render(<Modal kernel={kernel} />)
    await act(async () => {
      dialog()?.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }))
    })
    expect(kernel.close).toHaveBeenCalledTimes(1)
  })

  it('DESIGN §6 Escape closes the open modal even when focus has fallen out of the dialog to the page', async () => {
    const kernel = track(createFakeKernel(withView('Connect')))
    await render(<Modal kernel={kernel} />)
    ;(document.activeElement as HTMLElement | null)?.blur()
    await act(async () => {
      document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }))
    })
    expect(kernel.close).toHaveBeenCalledTimes(1)
  })

  it('DESIGN §6 an Escape a control inside the modal already handled does not close it', async () => {
    const kernel = track(createFakeKernel(withView('Connect')))
    await render(<Modal kernel={kernel} />)
    const handled = new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true })
    handled.preventDefault()
    await act(async () => {
      dialog()?.dispatchEvent(handled)
    })
    expect(kernel.close).not.toHaveBeenCalled()
  })

  it('§1 dark is the default theme; themeMode light switches the palette attribute', async () => {
    const kernel = track(createFakeKernel(withView('Connect')))
    await render(<Modal kernel={kernel} />)
    const root = () => document.querySelector('[data-airlock-root]')
    expect(root()?.getAttribute('data-theme')).toBe('dark')
    await settle(() => kernel.update((s) => ({ ...s, theme: { ...s.theme, mode: 'light' } })))
    expect(root()?.getAttribute('data-theme')).toBe('light')
  })

  it('§1 themeVariables become --airlock-* custom properties on the modal root (CSSOM, not style strings)', async () => {
    const kernel = track(
      createFakeKernel((s) => ({ ...withView('Connect')(s), theme: { mode: 'dark', variables: { '--airlock-accent': '#ff0066' } } })),
    )
    await render(<Modal kernel={kernel} />)
    const root = document.querySelector<HTMLElement>('[data-airlock-root]')
    expect(root?.style.getPropertyValue('--airlock-accent')).toBe('#ff0066')
    // SPEC §2 defaults: z-index 999, font-size master 10px, radius master 4px.
    expect(root?.style.getPropertyValue('--airlock-z-index')).toBe('999')
    expect(root?.style.getPropertyValue('--airlock-font-size-master')).toBe('10px')
    expect(root?.style.getPropertyValue('--airlock-border-radius-master')).toBe('4px')
    await settle(() => kernel.update((s) => ({ ...s, theme: { mode: 'dark', variables: {} } })))
    expect(root?.style.getPropertyValue('--airlock-accent')).toBe('')
  })

  it('§4 shake: the dialog carries the shake flag while the kernel says so', async () => {
    const kernel = track(createFakeKernel(withView('Connect')))
    await render(<Modal kernel={kernel} />)
    await settle(() => kernel.update((s) => ({ ...s, modal: { ...s.modal, shake: true } })))
    expect(dialog()?.getAttribute('data-shake')).toBe('true')
  })

  it('shows Back only when there is history to pop, and Back calls kernel.back', async () => {
    const kernel = track(createFakeKernel(withView('Connect')))
    await render(<Modal kernel={kernel} />)
    expect(document.querySelector('button[aria-label="Back"]')).toBeNull()
    await settle(() =>
      kernel.update((s) => ({ ...s, router: { ...s.router, view: 'AllWallets', history: [{ view: 'Connect' }, { view: 'AllWallets' }] } })),
    )
    await settle(() => document.querySelector<HTMLButtonElement>('button[aria-label="Back"]')?.click())
    expect(kernel.back).toHaveBeenCalled()
  })

  it('§2 Connect offers "What is a wallet?" where Back would be; it opens WhatIsAWallet, and no other view shows it', async () => {
    const kernel = track(createFakeKernel(withView('Connect')))
    await render(<Modal kernel={kernel} />)
    const help = () => document.querySelector<HTMLButtonElement>('button[aria-label="What is a wallet?"]')
    await settle(() => help()?.click())
    expect(kernel.open).toHaveBeenCalledWith({ view: 'WhatIsAWallet' })
    await settle(() =>
      kernel.update((s) => ({ ...s, router: { ...s.router, view: 'WhatIsAWallet', history: [{ view: 'Connect' }, { view: 'WhatIsAWallet' }] } })),
    )
    expect(help()).toBeNull()
    expect(titleOf()).toBe('What is a wallet?')
    expect(document.querySelector('button[aria-label="Back"]')).not.toBeNull()
    await settle(() => kernel.update((s) => ({ ...s, router: { ...s.router, view: 'Account', history: [{ view: 'Account' }] } })))
    expect(help()).toBeNull()
  })

  it('§4 snackbar and §8 alerts are shown from the kernel state; dismiss calls dismissAlert', async () => {
    const kernel = track(
      createFakeKernel((s) => ({
        ...withView('Connect')(s),
        snackbar: { open: true, variant: 'error', message: 'Failed to disconnect' },
        alerts: [{ code: 'INVALID_PROJECT_ID', title: 'Invalid Project ID', description: 'Check it.' }],
      })),
    )
    await render(<Modal kernel={kernel} />)
    expect(document.body.textContent).toContain('Failed to disconnect')
    expect(document.body.textContent).toContain('Invalid Project ID')
    await settle(() => document.querySelector<HTMLButtonElement>('button[aria-label="Dismiss Invalid Project ID"]')?.click())
    expect(kernel.dismissAlert).toHaveBeenCalledWith('INVALID_PROJECT_ID')
  })
})
