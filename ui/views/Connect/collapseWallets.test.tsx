import { afterEach, describe, expect, it } from 'vitest'
import type { ModalState } from '../../../kernel'
import ConnectView from './ConnectView'
import { renderView } from '../../testing/renderView'
import { button, click } from '../../testing/render'

afterEach(() => {
  document.body.innerHTML = ''
})

type Features = Partial<ModalState['features']>

/** A page with an installed wallet and the embedded wallet (email), socials off, on `view`. */
const page =
  (features: Features, view: ModalState['router']['view'] = 'Connect', embedded = true) =>
  (s: ModalState): ModalState => ({
    ...s,
    router: { ...s.router, view },
    features: { ...s.features, socials: [], ...features },
    wallets: {
      ...s.wallets,
      connectors: [
        { id: 'injected-1', type: 'INJECTED', name: 'Browser Wallet', chain: 'eip155' },
        ...(embedded ? [{ id: 'embedded', type: 'AUTH' as const, name: 'Email', chain: 'eip155' as const }] : []),
      ],
    },
  })

describe('Connect view: wallets behind one row (SPEC §1 features collapseWallets, emailShowWallets)', () => {
  it('§1 collapseWallets: beside email, Connect shows "Continue with a wallet" instead of the wallet rows; it opens ConnectWallets', async () => {
    const { container, kernel } = await renderView(ConnectView, page({ collapseWallets: true }))
    expect(container.textContent).toContain('Continue with Email')
    expect(container.textContent).not.toContain('Browser Wallet')
    expect(container.textContent).not.toContain('All Wallets')
    await click(button(container, 'Continue with a wallet'))
    expect(kernel.open).toHaveBeenCalledWith({ view: 'ConnectWallets' })
  })

  it('§1 emailShowWallets off collapses the wallets the same way', async () => {
    const { container } = await renderView(ConnectView, page({ emailShowWallets: false }))
    expect(container.textContent).toContain('Continue with a wallet')
    expect(container.textContent).not.toContain('Browser Wallet')
  })

  it('§1 ConnectWallets shows the wallet rows and All Wallets alone: no email, no collapsed row', async () => {
    const { container, kernel } = await renderView(ConnectView, page({ collapseWallets: true }, 'ConnectWallets'))
    expect(container.textContent).toContain('Browser Wallet')
    expect(container.textContent).toContain('All Wallets')
    expect(container.textContent).not.toContain('Continue with Email')
    expect(container.textContent).not.toContain('Continue with a wallet')
    await click(button(container, 'Browser Wallet'))
    expect(kernel.open).toHaveBeenCalledWith({ view: 'ConnectingExternal', data: { connectorId: 'injected-1', namespace: 'eip155' } })
  })

  it('§1 with no email or social login to stand beside, collapseWallets leaves the wallet rows on Connect', async () => {
    for (const patch of [page({ collapseWallets: true }, 'Connect', false), page({ collapseWallets: true, email: false })]) {
      const { container } = await renderView(ConnectView, patch)
      expect(container.textContent).toContain('Browser Wallet')
      expect(container.textContent).not.toContain('Continue with a wallet')
      document.body.innerHTML = ''
    }
  })

  it('§1 collapseWallets off (the default): the wallet rows show beside email', async () => {
    const { container } = await renderView(ConnectView, page({}))
    expect(container.textContent).toContain('Browser Wallet')
    expect(container.textContent).toContain('Continue with Email')
    expect(container.textContent).not.toContain('Continue with a wallet')
  })
})
