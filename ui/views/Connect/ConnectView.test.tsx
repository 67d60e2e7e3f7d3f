import { act } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import type { ModalState } from '../../../kernel'
import type { CatalogueWallet } from '../../../kernel/wallets/catalogueRules'
import ConnectView from './ConnectView'
import { renderView } from '../../testing/renderView'
import { button, click, settle } from '../../testing/render'

afterEach(() => {
  document.body.innerHTML = ''
})

const wallet = (id: string, name: string): CatalogueWallet => ({ id, name, imageLoading: 'eager' })

const withWallets = (s: ModalState): ModalState => ({
  ...s,
  wallets: {
    ...s.wallets,
    connectors: [
      { id: 'injected-1', type: 'INJECTED', name: 'Browser Wallet', chain: 'eip155' },
      { id: 'external-1', type: 'EXTERNAL', name: 'Hardware Wallet', chain: 'eip155' },
    ],
    recommended: { status: 'loaded', entries: [wallet('r1', 'Recommended One')], error: null },
    featured: { status: 'loaded', entries: [wallet('f1', 'Featured One')], error: null },
    catalogue: { ...s.wallets.catalogue, count: 380 },
  },
  connection: { ...s.connection, recentWallets: [{ id: 'f1', name: 'Featured One' }] },
})

const labels = (root: ParentNode) =>
  Array.from(root.querySelectorAll('[data-nav-item]')).map((b) => b.querySelector('span:nth-child(2)')?.textContent)

describe('Connect view', () => {
  it('§1 wallet rows follow the default connector order (recent, injected, featured, custom, external, recommended) and end with All Wallets', async () => {
    const { container } = await renderView(ConnectView, withWallets)
    expect(labels(container)).toEqual(['Featured One', 'Browser Wallet', 'Hardware Wallet', 'Recommended One', 'All Wallets'])
    expect(container.textContent).toContain('Recent')
    expect(container.textContent).toContain('Installed')
    expect(container.textContent).toContain('380+')
  })

  it('§1 connectorTypeOrder from the options decides the order', async () => {
    const { container } = await renderView(ConnectView, (s) => {
      const w = withWallets(s)
      return { ...w, features: { ...w.features, connectorTypeOrder: ['recommended', 'external', 'injected'] } }
    })
    expect(labels(container)).toEqual(['Recommended One', 'Hardware Wallet', 'Browser Wallet', 'All Wallets'])
  })

  it('an installed wallet opens ConnectingExternal for that connector; a catalogue wallet opens ConnectingWalletConnect', async () => {
    const { container, kernel } = await renderView(ConnectView, withWallets)
    await click(button(container, 'Browser Wallet'))
    expect(kernel.open).toHaveBeenCalledWith({ view: 'ConnectingExternal', data: { connectorId: 'injected-1', namespace: 'eip155' } })
    await click(button(container, 'Recommended One'))
    expect(kernel.open).toHaveBeenLastCalledWith(expect.objectContaining({ view: 'ConnectingWalletConnect' }))
    await click(button(container, 'All Wallets'))
    expect(kernel.open).toHaveBeenLastCalledWith({ view: 'AllWallets' })
  })

  it('pointing at or focusing the WalletConnect row, or a catalogue wallet, warms the WalletConnect SDK up', async () => {
    const withWalletConnect = (s: ModalState): ModalState => {
      const next = withWallets(s)
      return {
        ...next,
        wallets: { ...next.wallets, connectors: [{ id: 'walletConnect', type: 'WALLET_CONNECT', name: 'WalletConnect', chain: 'eip155' }, ...next.wallets.connectors] },
      }
    }
    const { container, kernel } = await renderView(ConnectView, withWalletConnect)
    await settle(() => button(container, 'WalletConnect')?.dispatchEvent(new PointerEvent('pointerover', { bubbles: true })))
    expect(kernel.prepareConnector).toHaveBeenCalledWith('walletConnect', 'eip155')
    await settle(() => button(container, 'Recommended One')?.focus())
    expect(kernel.prepareConnector).toHaveBeenCalledTimes(2)
    await settle(() => button(container, 'Browser Wallet')?.focus())
    expect(kernel.prepareConnector).toHaveBeenCalledTimes(2)
  })

  it('§1 legalCheckbox: unticked, rows say why and refuse to act (still focusable); the tick goes to the kernel; links show', async () => {
    const { container, kernel } = await renderView(ConnectView, (s) => {
      const w = withWallets(s)
      return {
        ...w,
        features: { ...w.features, legalCheckbox: true },
        options: { ...w.options, termsConditionsUrl: 'https://example.com/terms', privacyPolicyUrl: 'https://example.com/privacy' },
      }
    })
    expect(container.querySelector('a[href="https://example.com/terms"]')).not.toBeNull()
    expect(container.querySelector('a[href="https://example.com/privacy"]')).not.toBeNull()
    const row = button(container, 'Browser Wallet')
    expect(row?.disabled).toBe(false)
    expect(row?.getAttribute('aria-disabled')).toBe('true')
    expect(document.getElementById(row?.getAttribute('aria-describedby') ?? '')?.textContent).toBe('Tick the box above to choose a wallet.')
    await click(row)
    expect(kernel.open).not.toHaveBeenCalled()
    await click(container.querySelector('input[type="checkbox"]'))
    expect(kernel.acceptLegal).toHaveBeenCalledWith(true)
    await act(async () => kernel.update((s) => ({ ...s, modal: { ...s.modal, legalAccepted: true } })))
    expect(button(container, 'Browser Wallet')?.getAttribute('aria-disabled')).toBeNull()
    await click(button(container, 'Browser Wallet'))
    expect(kernel.open).toHaveBeenCalled()
  })

  it('§7 the wallet lists unreachable: no alarm on Connect (installed wallets and All Wallets stay), an empty state when there is nothing at all', async () => {
    const failed = await renderView(ConnectView, (s) => ({
      ...withWallets(s),
      wallets: { ...withWallets(s).wallets, recommended: { status: 'error', entries: [], error: 'Failed to fetch' } },
    }))
    expect(failed.container.querySelector('[role="alert"]')).toBeNull()
    expect(failed.container.textContent).not.toContain('Failed to fetch')
    expect(button(failed.container, 'Browser Wallet')).not.toBeNull()
    await failed.unmount()

    const empty = await renderView(ConnectView, (s) => ({
      ...s,
      features: { ...s.features, allWallets: false },
      wallets: { ...s.wallets, recommended: { status: 'loaded', entries: [], error: null }, featured: { status: 'idle', entries: [], error: null } },
    }))
    await settle()
    expect(empty.container.textContent).toContain('No wallets available')
  })
})
