import { afterEach, describe, expect, it } from 'vitest'
import ConnectingWalletConnectBasicView from './ConnectingWalletConnectBasicView'
import { renderView } from '../../testing/renderView'
import { button, click } from '../../testing/render'
import { withWalletConnect } from '../../testing/fakeKernel'

afterEach(() => {
  document.body.innerHTML = ''
})

describe('ConnectingWalletConnectBasic view', () => {
  it('§2 shows the QR code, copy link, deep links to recommended mobile wallets and the All Wallets entry', async () => {
    const { container, kernel } = await renderView(ConnectingWalletConnectBasicView, (s) => ({
      ...withWalletConnect(s),
      pairing: { uri: 'wc:abc@2', expiresAt: 240_000, expired: false, pending: { namespace: 'eip155', connectorId: 'walletConnect' } },
      wallets: {
        ...s.wallets,
        recommended: {
          status: 'loaded',
          error: null,
          entries: [
            { id: 'm', name: 'Mobile One', mobile_link: 'mobileone://', imageLoading: 'eager' },
            { id: 'd', name: 'Desktop Only', desktop_link: 'https://d.app', imageLoading: 'eager' },
          ],
        },
      },
    }))
    expect(container.querySelector('svg[role="img"]')).not.toBeNull()
    expect(container.textContent).toContain('Copy link')
    expect(Array.from(container.querySelectorAll('a')).map((a) => [a.textContent, a.getAttribute('href')])).toEqual([['MMobile One', 'mobileone://wc?uri=wc%3Aabc%402']])
    expect(kernel.connect).not.toHaveBeenCalled()
    await click(button(container, 'Search all wallets'))
    expect(kernel.open).toHaveBeenCalledWith({ view: 'AllWallets' })
  })
})
