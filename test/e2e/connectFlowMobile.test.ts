import { describe, expect, it } from 'vitest'
import type { BrowserContext, Locator, Page } from 'playwright-core'
import { demoInChromium } from './demoPage'

// On a phone (a phone user agent, viewport and touch) a wallet is reached through its app first:
// its deep link is the first thing offered, the QR code (for another device) comes second.
const env = demoInChromium()

const iPhone =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1'

async function phone(): Promise<{ context: BrowserContext; page: Page }> {
  const context = await env.browser.newContext({ viewport: { width: 390, height: 844 }, userAgent: iPhone, isMobile: true, hasTouch: true })
  const page = await context.newPage()
  await page.goto(env.demo.url)
  await page.getByRole('button', { name: 'Connect Wallet', exact: true }).tap()
  await page.getByRole('dialog').getByRole('checkbox').check()
  return { context, page }
}

/** Document order of two elements: true when `first` comes before `second`. */
async function before(first: Locator, second: Locator): Promise<boolean> {
  const other = await second.elementHandle()
  return first.evaluate((a, b) => Boolean(a.compareDocumentPosition(b as Node) & Node.DOCUMENT_POSITION_FOLLOWING), other)
}

describe('§2 mobile: a wallet’s app link first, the QR code second', () => {
  it('§2 a catalogue wallet with a mobile link: "Open <wallet>" deep-links into it first; the QR waits behind "Scan a QR code instead"', async () => {
    const { context, page } = await phone()
    const dialog = page.getByRole('dialog')
    await dialog.getByRole('button', { name: /^All Wallets/ }).tap()
    // On a phone the search field does not take the focus (the keyboard would cover the grid).
    expect(await dialog.getByRole('searchbox').evaluate((element) => element === document.activeElement)).toBe(false)
    await dialog.getByRole('button', { name: 'MetaMask' }).tap()
    const open = dialog.getByRole('link', { name: 'Open MetaMask' })
    await expect.poll(() => open.getAttribute('href'), { timeout: 15_000 }).toMatch(/^metamask:\/\/wc\?uri=wc%3A/)
    const qrSwitch = dialog.getByText('Scan a QR code instead')
    expect(await before(open, qrSwitch)).toBe(true)
    const qr = dialog.getByRole('img', { name: 'WalletConnect QR code for MetaMask' })
    expect(await qr.isVisible()).toBe(false)
    await qrSwitch.tap()
    await expect.poll(() => qr.isVisible()).toBe(true)
    await context.close()
  })

  it('§2 the WalletConnect view: wallet apps first, the QR code second', async () => {
    const { context, page } = await phone()
    const dialog = page.getByRole('dialog')
    await dialog.getByRole('button', { name: /^WalletConnect/ }).tap()
    const apps = dialog.getByRole('list', { name: 'Open a wallet app:' })
    await apps.waitFor({ timeout: 15_000 })
    const firstApp = apps.getByRole('link').first()
    expect(await firstApp.getAttribute('href')).toMatch(/^[a-z]+:\/\/wc\?uri=wc%3A/)
    const qrSwitch = dialog.getByText('Scan a QR code instead')
    expect(await before(apps, qrSwitch)).toBe(true)
    expect(await dialog.getByRole('img', { name: 'WalletConnect QR code' }).isVisible()).toBe(false)
    await context.close()
  })
})
