import { afterEach, describe, expect, it } from 'vitest'
import type { BrowserContext, Page } from 'playwright-core'
import { axeViolations } from './axe'
import { demoInChromium } from './demoPage'

// The demo's wallet page (/wallet/), a WalletConnect wallet a person drives in the browser.
// The dapp (the demo page) and the wallet page are two tabs; the URI goes from one to the other by
// the clipboard (Copy link) or by the deep link the modal opens.
const env = demoInChromium()

// One wallet serves the whole demo: each test starts with no session on it.
afterEach(async () => {
  const response = await fetch(new URL('wallet/api/disconnect', env.demo.url), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: '{}',
  })
  expect(response.status).toBe(200)
})

const short = (address: string) => `${address.slice(0, 6)}…${address.slice(-6)}`
const DAPP = 'Airlock demo'

/** A fresh context (its own storage: the dapp starts disconnected) that may read the clipboard. */
async function freshContext(): Promise<BrowserContext> {
  const context = await env.browser.newContext()
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(env.demo.url).origin })
  return context
}

/** The dapp tab: Connect Wallet, terms ticked (the demo turns legalCheckbox on). */
async function openDappModal(context: BrowserContext): Promise<Page> {
  const dapp = await context.newPage()
  await dapp.goto(env.demo.url)
  await dapp.getByRole('button', { name: 'Connect Wallet', exact: true }).click()
  await dapp.getByRole('dialog').getByRole('checkbox').check()
  return dapp
}

/** Connect view → WalletConnect: the QR view; answers the URI its Copy link button copies. */
async function copyDappUri(dapp: Page): Promise<string> {
  const dialog = dapp.getByRole('dialog')
  await dialog.getByRole('button', { name: /^WalletConnect/ }).click()
  await dialog.getByRole('img', { name: 'WalletConnect QR code' }).waitFor({ timeout: 15_000 })
  await dialog.getByRole('button', { name: 'Copy link' }).click()
  return dapp.evaluate(() => navigator.clipboard.readText())
}

/** Approves the dapp's proposal on the wallet page and waits for the dapp to show the account. */
async function approveAndSeeConnected(wallet: Page, dapp: Page): Promise<void> {
  const proposal = wallet.getByRole('listitem', { name: `Proposal from ${DAPP}` })
  await proposal.waitFor({ timeout: 15_000 })
  await proposal.getByRole('button', { name: 'Approve' }).click()
  await expect.poll(() => dapp.getByTestId('status').textContent(), { timeout: 15_000 }).toBe('connected')
  const address = (await wallet.getByTestId('wallet-address').textContent()) ?? ''
  expect(await dapp.getByTestId('account').textContent()).toBe(short(address))
  await wallet.getByRole('listitem', { name: `Session with ${DAPP}` }).waitFor()
}

describe('the demo wallet page (§4 pairing: paste the URI or open the deep link, and approve)', () => {
  it('§4 a pasted wc: URI shows the dapp’s proposal; Approve connects the dapp, which shows the account', async () => {
    const context = await freshContext()
    try {
      const dapp = await openDappModal(context)
      const uri = await copyDappUri(dapp)
      expect(uri).toMatch(/^wc:[0-9a-f]{64}@2\?/)

      const wallet = await context.newPage()
      await wallet.goto(new URL('wallet/', env.demo.url).toString())
      await expect.poll(() => wallet.title()).toBe('Devnet WalletConnect Wallet')
      await wallet.getByLabel('WalletConnect URI').fill(uri)
      await wallet.getByRole('button', { name: 'Pair' }).click()
      await wallet.getByRole('listitem', { name: `Proposal from ${DAPP}` }).waitFor({ timeout: 15_000 })
      expect(await axeViolations(wallet, 'html')).toEqual([])
      await approveAndSeeConnected(wallet, dapp)
      expect(await wallet.getByRole('listitem', { name: `Session with ${DAPP}` }).textContent()).toContain(env.demo.devnet.chains[0]!.name)
      expect(await axeViolations(wallet, 'html')).toEqual([])

      // Disconnect on the wallet page ends the dapp's session too.
      await wallet.getByRole('listitem', { name: `Session with ${DAPP}` }).getByRole('button', { name: 'Disconnect' }).click()
      await expect.poll(() => dapp.getByTestId('status').textContent(), { timeout: 15_000 }).toBe('disconnected')
    } finally {
      await context.close()
    }
  })

  it('a pasted text that is not a wc: URI gets a clear message on the page', async () => {
    const context = await freshContext()
    try {
      const wallet = await context.newPage()
      await wallet.goto(new URL('wallet/', env.demo.url).toString())
      await wallet.getByLabel('WalletConnect URI').fill('https://example.com/not-a-uri')
      await wallet.getByRole('button', { name: 'Pair' }).click()
      await expect.poll(() => wallet.getByRole('alert').textContent()).toContain('Not a WalletConnect URI: it must start with "wc:"')
    } finally {
      await context.close()
    }
  })

  it('§5 the deep link /wallet/wc?uri=… shows the proposal without pasting', async () => {
    const context = await freshContext()
    try {
      const dapp = await openDappModal(context)
      const uri = await copyDappUri(dapp)
      const wallet = await context.newPage()
      await wallet.goto(new URL(`wallet/wc?uri=${encodeURIComponent(uri)}`, env.demo.url).toString())
      await approveAndSeeConnected(wallet, dapp)
      // The link is used once: the address bar drops it, so a reload does not pair again.
      expect(new URL(wallet.url()).pathname).toBe('/wallet/')
    } finally {
      await context.close()
    }
  })

  it('§5 the catalogue’s Devnet WalletConnect Wallet opens the wallet page with the URI from the modal', async () => {
    const context = await freshContext()
    try {
      const dapp = await openDappModal(context)
      const dialog = dapp.getByRole('dialog')
      await dialog.getByRole('button', { name: /All Wallets/ }).click()
      await dialog.getByRole('searchbox', { name: 'Search wallet' }).fill('Devnet WalletConnect')
      await dialog.getByRole('button', { name: /Devnet WalletConnect Wallet/ }).click()
      const link = dialog.getByRole('link', { name: 'Open Devnet WalletConnect Wallet in the browser' })
      const href = await link.getAttribute('href', { timeout: 15_000 })
      expect(href).toMatch(new RegExp(`^${new URL('wallet/wc?uri=wc%3A', env.demo.url).toString().replace(/[?]/g, '\\?')}`))
      const [wallet] = await Promise.all([context.waitForEvent('page'), link.click()])
      await approveAndSeeConnected(wallet, dapp)
      // SPEC §4 successful connect: the wallet's own link (not this pairing's) and the catalogue wallet are remembered.
      const stored = await dapp.evaluate(() => [localStorage.getItem('@airlock/deep-link'), localStorage.getItem('@airlock/recent-wallets')])
      expect(JSON.parse(stored[0] ?? 'null')).toEqual({ href: new URL('wallet/', env.demo.url).toString(), name: 'Devnet WalletConnect Wallet' })
      expect(stored[1]).toContain('Devnet WalletConnect Wallet')
    } finally {
      await context.close()
    }
  })
})
