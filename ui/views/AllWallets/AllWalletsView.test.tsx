import { afterEach, describe, expect, it } from 'vitest'
import { act } from 'react'
import type { ModalState } from '../../../kernel'
import type { CatalogueWallet } from '../../../kernel/wallets/catalogueRules'
import AllWalletsView from './AllWalletsView'
import { renderView } from '../../testing/renderView'
import { button, click } from '../../testing/render'

afterEach(() => {
  document.body.innerHTML = ''
})

const wallets = (n: number): CatalogueWallet[] =>
  Array.from({ length: n }, (_, i) => ({ id: `w${i}`, name: `Wallet ${i}`, imageLoading: i < 20 ? 'eager' : 'lazy' }))

const withCatalogue = (entries: CatalogueWallet[], more = true) => (s: ModalState): ModalState => ({
  ...s,
  wallets: {
    ...s.wallets,
    allWallets: entries,
    catalogue: { ...s.wallets.catalogue, status: 'loaded', entries, page: 1, count: 100, received: entries.length, hasMore: more },
  },
})

describe('AllWallets view', () => {
  it('§9 shows the loaded catalogue page as a grid of wallets, and asks for the next page on "Load more"', async () => {
    const { container, kernel } = await renderView(AllWalletsView, withCatalogue(wallets(40)))
    expect(container.querySelectorAll('[data-nav-item]')).toHaveLength(40)
    await click(button(container, 'Load more'))
    expect(kernel.wallets.nextPage).toHaveBeenCalled()
  })

  it('§2 opening on a desktop puts the caret in the search; on a phone it does not (the keyboard would cover the grid)', async () => {
    for (const mobile of [false, true]) {
      const { container } = await renderView(AllWalletsView, (s) => ({ ...withCatalogue(wallets(4))(s), modal: { ...s.modal, mobile } }))
      const search = container.querySelector('input[type="search"]')
      expect(search).not.toBeNull()
      expect(document.activeElement === search).toBe(!mobile)
      document.body.innerHTML = ''
    }
  })

  it('§9 the first page is requested when the catalogue has not been loaded yet', async () => {
    const { kernel } = await renderView(AllWalletsView, (s) => ({
      ...s,
      wallets: { ...s.wallets, catalogue: { ...s.wallets.catalogue, status: 'idle', page: 0 } },
    }))
    expect(kernel.wallets.nextPage).toHaveBeenCalledTimes(1)
  })

  it('§8 typing in the search box sends the query to the kernel (which debounces it and tracks SEARCH_WALLET)', async () => {
    const { container, kernel } = await renderView(AllWalletsView, withCatalogue(wallets(4)))
    const input = container.querySelector<HTMLInputElement>('input[type="search"]')!
    await act(async () => {
      const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set
      setter?.call(input, 'rain')
      input.dispatchEvent(new Event('input', { bubbles: true }))
    })
    expect(kernel.wallets.search).toHaveBeenLastCalledWith('rain')
  })

  it('shows search results, and the empty state when the search found nothing', async () => {
    const { container, kernel } = await renderView(AllWalletsView, (s) => ({
      ...withCatalogue(wallets(40))(s),
      wallets: { ...withCatalogue(wallets(40))(s).wallets, search: { status: 'loaded', entries: wallets(2), error: null, query: 'wal', badge: null } },
    }))
    expect(container.querySelectorAll('[data-nav-item]')).toHaveLength(2)
    await act(async () =>
      kernel.update((s) => ({ ...s, wallets: { ...s.wallets, search: { ...s.wallets.search, entries: [], query: 'zzz' } } })),
    )
    expect(container.textContent).toContain('No wallet found')
  })

  it('a page that failed says what happened in words for people (never the browser\'s text) and offers Try again', async () => {
    const { container, kernel } = await renderView(AllWalletsView, (s) => ({
      ...s,
      wallets: { ...s.wallets, catalogue: { ...s.wallets.catalogue, status: 'error', page: 1, error: 'Failed to fetch' } },
    }))
    expect(container.textContent).toContain('Could not load the wallet list')
    expect(container.textContent).toContain('Installed wallets and WalletConnect still work.')
    expect(container.textContent).not.toContain('Failed to fetch')
    await click(button(container, 'Try again'))
    expect(kernel.wallets.nextPage).toHaveBeenCalled()
  })

  it('a wallet opens ConnectingWalletConnect with that wallet', async () => {
    const { container, kernel } = await renderView(AllWalletsView, withCatalogue(wallets(3), false))
    await click(button(container, 'Wallet 1'))
    expect(kernel.open).toHaveBeenCalledWith({
      view: 'ConnectingWalletConnect',
      data: { wallet: { id: 'w1', name: 'Wallet 1', mobile_link: null, desktop_link: null, webapp_link: null } },
    })
  })

  it('§2 installed wallets come first as the Connect view shows them, and open ConnectingExternal', async () => {
    const { container, kernel } = await renderView(AllWalletsView, (s) => ({
      ...withCatalogue(wallets(3), false)(s),
      wallets: {
        ...withCatalogue(wallets(3), false)(s).wallets,
        connectors: [{ id: 'devnet', type: 'ANNOUNCED', name: 'Devnet Wallet', chain: 'eip155', imageUrl: 'data:image/svg+xml,x' }],
      },
    }))
    const first = container.querySelector<HTMLButtonElement>('[data-nav-item]')!
    expect(first.textContent).toBe('Devnet Wallet,Installed')
    expect(first.querySelector('img')?.getAttribute('src')).toBe('data:image/svg+xml,x')
    await click(first)
    expect(kernel.open).toHaveBeenCalledWith({ view: 'ConnectingExternal', data: { connectorId: 'devnet', namespace: 'eip155' } })
  })

  it('§2 skeleton tiles while the first page loads; every tile carries its full name as a title', async () => {
    const loading = await renderView(AllWalletsView, (s) => ({ ...s, wallets: { ...s.wallets, catalogue: { ...s.wallets.catalogue, status: 'loading', page: 0 } } }))
    expect(loading.container.querySelectorAll('[data-skeleton]').length).toBeGreaterThan(0)
    expect(loading.container.querySelector('[role="progressbar"]')).toBeNull()
    await loading.unmount()
    const long = [{ id: 'l', name: 'A Wallet With A Very Long Name Indeed', imageLoading: 'eager' as const }]
    const { container } = await renderView(AllWalletsView, withCatalogue(long, false))
    expect(container.querySelector('[data-nav-item]')?.getAttribute('title')).toBe('A Wallet With A Very Long Name Indeed')
  })
})
