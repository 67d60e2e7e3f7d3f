import { afterEach, describe, expect, it } from 'vitest'
import type { ModalState } from '../../../kernel'
import ConnectingWalletConnectView from './ConnectingWalletConnectView'
import { renderView } from '../../testing/renderView'
import { button, click, settle } from '../../testing/render'
import { withView, withWalletConnect } from '../../testing/fakeKernel'

afterEach(() => {
  document.body.innerHTML = ''
})

const uri = 'wc:abc@2?relay-protocol=irn&symKey=123'
const wallet = { id: 'w1', name: 'Aurora', mobile_link: 'aurora://', desktop_link: 'https://aurora.app', webapp_link: null }
const withPairing = (s: ModalState): ModalState => ({
  ...withWalletConnect(s),
  pairing: { uri, expiresAt: 240_000, expired: false, pending: { namespace: 'eip155', connectorId: 'walletConnect' } },
})

describe('ConnectingWalletConnect view', () => {
  it('§2 shows the pairing URI as a QR code, a copy-link button and the wallet deep links', async () => {
    const { container } = await renderView(ConnectingWalletConnectView, (s) => withPairing(withView('ConnectingWalletConnect', { wallet })(s)))
    expect(container.querySelector('svg[role="img"] path')?.getAttribute('d')).toMatch(/^M\d+\.5 \d+\.1a/)
    expect(container.textContent).toContain('Copy link')
    const hrefs = Array.from(container.querySelectorAll('a')).map((a) => a.getAttribute('href'))
    expect(hrefs).toEqual([`aurora://wc?uri=${encodeURIComponent(uri)}`, `https://aurora.app/wc?uri=${encodeURIComponent(uri)}`])
  })

  it('§4 an expired pairing URI (under 10 s left) is not shown; without a URI the QR says it is being prepared', async () => {
    const { container, kernel } = await renderView(ConnectingWalletConnectView, (s) => withWalletConnect(withView('ConnectingWalletConnect', { wallet })(s)))
    expect(container.textContent).toContain('Preparing the QR code')
    expect(container.querySelector('svg[role="img"]')).toBeNull()
    await settle(() => kernel.update((s) => ({ ...s, pairing: { uri, expiresAt: 1, expired: true, pending: undefined } })))
    expect(container.textContent).toContain('This QR code expired')
    expect(container.querySelector('a')).toBeNull()
  })

  it('DESIGN §5 opening the view starts nothing itself: the kernel runs the WalletConnect connect for the route', async () => {
    const { kernel } = await renderView(ConnectingWalletConnectView, (s) => withPairing(withView('ConnectingWalletConnect', { wallet })(s)))
    expect(kernel.connect).not.toHaveBeenCalled()
    expect(kernel.retryConnect).not.toHaveBeenCalled()
  })

  it('§4 successful connect stores the deep link: following a wallet link records it', async () => {
    const { container, kernel } = await renderView(ConnectingWalletConnectView, (s) => withPairing(withView('ConnectingWalletConnect', { wallet })(s)))
    const link = container.querySelector('a') as HTMLAnchorElement
    link.addEventListener('click', (event) => event.preventDefault())
    link.click()
    // SPEC §3 deep link: the wallet's own link is remembered, not this pairing's.
    expect(kernel.setDeepLink).toHaveBeenCalledWith({ href: 'aurora://', name: 'Aurora' })
  })

  it("§8 without a WalletConnect connector the view says 'WalletConnectConnector not found'", async () => {
    const { container, kernel } = await renderView(ConnectingWalletConnectView, withView('ConnectingWalletConnect', { wallet }))
    expect(container.querySelector('[role="alert"]')?.textContent).toBe('WalletConnectConnector not found')
    expect(kernel.connect).not.toHaveBeenCalled()
  })

  it('§2 a pairing the person refused reads as one declined wording, drops the scan instruction and offers another attempt', async () => {
    const { container, kernel } = await renderView(ConnectingWalletConnectView, (s) => ({
      ...withPairing(withView('ConnectingWalletConnect', { wallet })(s)),
      connectFlow: { request: { connectorId: 'walletConnect', namespace: 'eip155' }, status: 'failed', error: 'User rejected.', declined: true },
    }))
    expect(container.textContent).toContain('Connection declined')
    expect(container.querySelector('[role="alert"]')?.textContent).toBe('You declined the connection in your wallet.')
    expect(container.textContent).not.toContain('User rejected.')
    expect(container.textContent).not.toContain('Scan with Aurora')
    expect(container.textContent).not.toContain('Scan this QR code')
    await click(button(container, 'Try again'))
    expect(kernel.retryConnect).toHaveBeenCalledTimes(1)
  })

  it("§2 a pairing that failed for another reason is titled 'Connection failed' and keeps the wallet's words", async () => {
    const { container } = await renderView(ConnectingWalletConnectView, (s) => ({
      ...withPairing(withView('ConnectingWalletConnect', { wallet })(s)),
      connectFlow: { request: { connectorId: 'walletConnect', namespace: 'eip155' }, status: 'failed', error: 'Session proposal expired', declined: false },
    }))
    expect(container.textContent).toContain('Connection failed')
    expect(container.textContent).not.toContain('Connection declined')
    expect(container.querySelector('[role="alert"]')?.textContent).toBe('Session proposal expired')
  })

  it('§4 pairing: once a renewed URI replaces the copied one, the button offers the copy again', async () => {
    const { container, kernel } = await renderView(ConnectingWalletConnectView, (s) => withPairing(withView('ConnectingWalletConnect', { wallet })(s)))
    await click(button(container, 'Copy link'))
    expect(container.textContent).toContain('Link copied')
    await settle(() => kernel.update((s) => ({ ...s, pairing: { ...s.pairing, uri: 'wc:renewed@2?relay-protocol=irn&symKey=456' } })))
    expect(container.textContent).toContain('Copy link')
    expect(container.textContent).not.toContain('Link copied')
  })

  it("§5 deep links come from the kernel's one builder: a native link with a path keeps it", async () => {
    const pathed = { ...wallet, mobile_link: 'app://open', desktop_link: null, webapp_link: null }
    const { container } = await renderView(ConnectingWalletConnectView, (s) => withPairing(withView('ConnectingWalletConnect', { wallet: pathed })(s)))
    expect(container.querySelector('a')?.getAttribute('href')).toBe(`app://open/wc?uri=${encodeURIComponent(uri)}`)
  })
})
