import { describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { connectDevnetWallet, demoInChromium, openDemoPage, type DemoPage } from './demoPage'

// Hostile content served by the devnet (forged catalogue and API answers) into the demo page: every
// field the modal renders carries script. Counted: scripts run, dialogs, navigations and popups; each
// must be 0, under the normal page and under a strict Content-Security-Policy header.
const STRICT_CSP = "default-src 'self' http://127.0.0.1:*; script-src 'self' http://127.0.0.1:*; object-src 'none'; base-uri 'none'; frame-src 'none'; img-src 'self' data: http://127.0.0.1:*; style-src 'self' 'unsafe-inline'; connect-src 'self' http://127.0.0.1:* ws://127.0.0.1:*"
const env = demoInChromium({
  approval: 'approve',
  pageHeaders: (url): Record<string, string> => (url.searchParams.has('csp') ? { 'content-security-policy': STRICT_CSP } : {}),
})

/** Every payload calls this; the page counts the calls. */
const RUN = 'window.__xss&&window.__xss()'
const MARKUP = [`<img src=x onerror="${RUN}">`, `"><script>${RUN}</script>`, `<svg onload="${RUN}">`, `<iframe src="javascript:${RUN}">`]
const LINKS = [`javascript:${RUN}`, `JaVaScRiPt:${RUN}`, `\u0000javascript:${RUN}`, `java\tscript:${RUN}`, `data:text/html,<script>${RUN}</script>`, `vbscript:${RUN}`]
const text = (i: number) => MARKUP[i % MARKUP.length] ?? ''
const link = (i: number) => LINKS[i % LINKS.length] ?? ''


/** The forged answers: the catalogue, the account's identity, balances and history, each field hostile. */
function hostileAnswers(account: string) {
  const wallets = Array.from({ length: 6 }, (_, i) => ({
    id: `hostile-${i}`,
    name: text(i),
    image_id: link(i),
    rdns: null,
    mobile_link: link(i),
    desktop_link: link(i + 1),
    webapp_link: link(i + 2),
    chains: ['eip155:31337'],
    badge_type: 'none',
  }))
  const token = (i: number) => ({
    name: text(i),
    symbol: text(i + 1),
    chainId: 'eip155:31337',
    address: `eip155:31337:0x${String(i + 1).padStart(40, '0')}`,
    value: 10,
    price: 1,
    iconUrl: link(i),
    quantity: { decimals: '18', numeric: '10' },
  })
  const transaction = (i: number) => ({
    id: `hostile-tx-${i}`,
    metadata: { minedAt: '2026-11-01T10:00:00Z', chain: 'eip155:31337', operationType: text(i), status: 'confirmed', sentFrom: account, sentTo: account, hash: `0x${'ab'.repeat(32)}` },
    transfers: [
      { quantity: { numeric: '1' }, direction: 'in', fungible_info: { name: text(i), symbol: text(i + 1), icon: { url: link(i) } } },
      { quantity: { numeric: '1' }, direction: 'in', nft_info: { name: text(i + 2), flags: { is_spam: false }, content: { preview: { url: link(i + 3) } } } },
    ],
  })
  return [
    { path: '/getWallets', status: 200, body: { data: wallets, count: wallets.length } },
    { path: `/v1/identity/`, status: 200, body: { name: text(0), avatar: link(0) } },
    ...[account, account.toLowerCase()].flatMap((a) => [
      { path: `/v1/account/${a}/balance`, status: 200, body: { balances: [0, 1, 2, 3].map(token) } },
      { path: `/v1/account/${a}/history`, status: 200, body: { data: [0, 1, 2, 3].map(transaction), next: null } },
    ]),
  ]
}

async function forge(account: string): Promise<void> {
  const api = env.demo.devnet.urls.api
  await fetch(`${api}/devnet/faults`, { method: 'DELETE' })
  for (const fault of hostileAnswers(account)) {
    const response = await fetch(`${api}/devnet/faults`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(fault) })
    expect(response.status).toBe(201)
  }
}

interface Counts {
  executed: number
  dialogs: number
  navigations: number
  popups: number
}

/** Count what hostile content could do to the page from here on. */
async function watch(demo: DemoPage): Promise<Counts> {
  const counts: Counts = { executed: 0, dialogs: 0, navigations: 0, popups: 0 }
  await demo.page.exposeFunction('__xssReport', () => counts.executed++)
  await demo.page.addInitScript(() => {
    ;(window as unknown as { __xss: () => void }).__xss = () => (window as unknown as { __xssReport: () => void }).__xssReport()
  })
  await demo.page.evaluate(() => {
    ;(window as unknown as { __xss: () => void }).__xss = () => (window as unknown as { __xssReport: () => void }).__xssReport()
  })
  demo.page.on('dialog', (dialog) => {
    counts.dialogs++
    void dialog.dismiss()
  })
  const start = demo.page.url()
  demo.page.on('framenavigated', (frame) => {
    if (frame === demo.page.mainFrame() && frame.url() !== start) counts.navigations++
  })
  demo.context.on('page', () => counts.popups++)
  return counts
}

/** Walk every view that renders the forged fields: account, tokens, activity, NFTs, all wallets. */
async function walk(demo: DemoPage, page: Page): Promise<void> {
  const { dialog } = demo
  await page.getByRole('button', { name: /0x|<|\.devnet/ }).last().click()
  await expect.poll(() => dialog.getAttribute('data-view'), { timeout: 15_000 }).toBe('Account')
  for (const tab of ['Tokens', 'NFTs', 'Activity']) {
    const control = dialog.getByRole('tab', { name: tab })
    if ((await control.count()) > 0) await control.click()
    await page.waitForTimeout(0)
  }
  await expect.poll(() => dialog.textContent(), { timeout: 15_000 }).toContain('<img src=x')
  // Clicking every link-like control the forged rows produced must not run or navigate.
  for (const anchor of await dialog.locator('a[href]').all()) {
    const href = (await anchor.getAttribute('href')) ?? ''
    expect(href).not.toMatch(/^\s*(javascript|data|vbscript):/i)
  }
  await page.keyboard.press('Escape')
  // Disconnected, the Connect view and All Wallets list the forged catalogue.
  await page.evaluate(() => localStorage.clear())
}

async function runOnce(csp: boolean): Promise<Counts> {
  const account = env.demo.devnet.accounts[0]!.address
  await forge(account)
  const demo = await openDemoPage(env.browser, env.demo, csp ? '?csp' : '')
  try {
    if (csp) {
      const header = await demo.page.evaluate(async () => (await fetch(location.href)).headers.get('content-security-policy'))
      expect(header).toBe(STRICT_CSP)
    }
    const counts = await watch(demo)
    // The counter counts: a payload that did run would show here.
    await demo.page.evaluate(RUN)
    await expect.poll(() => counts.executed).toBe(1)
    counts.executed = 0
    await connectDevnetWallet(demo)
    await walk(demo, demo.page)
    // All Wallets: the forged catalogue's names, images and links; picking one must not run its link.
    await demo.page.getByRole('button', { name: /0x|<|\.devnet/ }).last().click()
    await demo.dialog.getByRole('button', { name: /Disconnect/ }).click()
    await demo.page.waitForFunction(() => document.querySelector('[data-testid="status"]')?.textContent === 'disconnected')
    await demo.page.getByRole('button', { name: 'Connect Wallet', exact: true }).click()
    const all = demo.dialog.getByRole('button', { name: /All Wallets/ })
    if ((await all.count()) > 0) await all.first().click()
    await expect.poll(() => demo.dialog.textContent(), { timeout: 15_000 }).toContain('<svg onload')
    const tiles = demo.dialog.getByRole('button', { name: /<img|<svg|<iframe|"><script>/ })
    for (let i = 0; i < Math.min(await tiles.count(), 4); i++) {
      await tiles.nth(i).click()
      await demo.page.waitForTimeout(50)
      if ((await demo.dialog.getByRole('button', { name: 'Back' }).count()) > 0) await demo.dialog.getByRole('button', { name: 'Back' }).click()
    }
    return counts
  } finally {
    await fetch(`${env.demo.devnet.urls.api}/devnet/faults`, { method: 'DELETE' })
    await demo.close()
  }
}

describe('hostile content in Chromium: forged catalogue and API answers carry script in every rendered field', () => {
  it('§5 the demo page: 0 scripts run, 0 dialogs, 0 navigations, 0 popups', async () => {
    const counts = await runOnce(false)
    console.info('hostile content, normal page', counts)
    expect(counts).toEqual({ executed: 0, dialogs: 0, navigations: 0, popups: 0 })
  })

  it('§5 the demo page under a strict Content-Security-Policy: 0 scripts run, 0 dialogs, 0 navigations, 0 popups', async () => {
    const counts = await runOnce(true)
    console.info('hostile content, strict CSP', counts)
    expect(counts).toEqual({ executed: 0, dialogs: 0, navigations: 0, popups: 0 })
  })
})
