import type { Browser, BrowserContext, BrowserContextOptions, Locator, Page } from 'playwright-core'
import { erc20Abi, type Address } from 'viem'
import { afterAll, beforeAll, expect } from 'vitest'
import { startDemo, type Demo } from '../../demo/server'
import { launchChromium, type ChromiumOptions } from '../harness/chromium'
import type { DevnetWalletControl } from '../../devnet/wallet'
import type { RequestLogEntry } from '../../devnet/wallet/types'
export { untilTransitionsEnd } from '../browser/untilTransitionsEnd'

// What the e2e files share: a demo page in a fresh browser context (its own storage, so the wallet
// and the modal start disconnected), the Devnet Wallet's controls, and what the page showed.

/**
 * The file's demo (devnet + demo page, the Devnet Wallet approving) and Chromium: started before the
 * file's tests, stopped after them. Read `env.demo` and `env.browser` inside tests and hooks.
 */
export function demoInChromium(
  options: Parameters<typeof startDemo>[0] = { approval: 'approve' },
  browserOptions: ChromiumOptions = {},
): {
  readonly demo: Demo
  readonly browser: Browser
} {
  const env = { demo: undefined as unknown as Demo, browser: undefined as unknown as Browser }
  beforeAll(async () => {
    ;[env.demo, env.browser] = await Promise.all([startDemo(options), launchChromium(browserOptions)])
  })
  afterAll(async () => {
    await env.browser?.close()
    await env.demo?.stop()
  })
  return env
}

/**
 * Page script that keeps every resource timing entry: the tests read `performance` to see which
 * bundles loaded, and Chromium stops recording after 250 entries, which a long test on a slow machine
 * (RPC polls, scripts re-read by `loadedScriptHolds`) can pass.
 */
export const keepResourceEntries = (): void => performance.setResourceTimingBufferSize(100_000)

/** A phone, as the look tests hold the modal against: 390×844, a phone's user agent, touch. */
export const phone: BrowserContextOptions = {
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
  userAgent:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
}

export interface DemoPage {
  readonly page: Page
  readonly context: BrowserContext
  readonly dialog: Locator
  close(): Promise<void>
}

/**
 * The demo at `query` (e.g. '?signIn=required'), in a new context; records every alert text shown.
 * With `clock`, the context's timers are Playwright's from the first load (time still flows; a test
 * can run it forward with `page.clock.runFor`).
 */
export async function openDemoPage(browser: Browser, demo: Demo, query = '', options: { readonly clock?: boolean } = {}): Promise<DemoPage> {
  const context = await browser.newContext()
  if (options.clock) await context.clock.install()
  await context.addInitScript(keepResourceEntries)
  const page = await context.newPage()
  // Snackbars come and go on their own; remember every alert and status text the page ever showed.
  await page.addInitScript(() => {
    const seen: string[] = []
    ;(window as unknown as { __shown: string[] }).__shown = seen
    const record = () => {
      for (const node of document.querySelectorAll('[role="alert"], [role="status"]')) {
        const text = node.textContent?.trim()
        if (text && seen[seen.length - 1] !== text && !seen.includes(text)) seen.push(text)
      }
    }
    new MutationObserver(record).observe(document, { subtree: true, childList: true, characterData: true })
  })
  await page.goto(new URL(query, demo.url).toString())
  // The demo reads its config before it creates the modal, so the load event can come first.
  await page.waitForFunction(() => 'airlock' in window)
  return { page, context, dialog: page.getByRole('dialog'), close: () => context.close() }
}

/** Whether a script the page has loaded holds `text`: finds a lazy bundle whose file name says nothing (views-<hash>.js). */
export const loadedScriptHolds = (page: Page, text: string): Promise<boolean> =>
  page.evaluate(async (wanted) => {
    for (const name of performance.getEntriesByType('resource').map((entry) => entry.name).filter((name) => name.endsWith('.js')))
      if ((await (await fetch(name)).text()).includes(wanted)) return true
    return false
  }, text)

/** Texts of alerts and status lines the page has shown since it loaded. */
export const shownTexts = (page: Page): Promise<string[]> =>
  page.evaluate(() => [...(window as unknown as { __shown: string[] }).__shown])

/** Run `action` in the page against the Devnet Wallet's controls (window.__devnetWallet). */
export async function wallet<R>(
  page: Page,
  action: (control: DevnetWalletControl, arg: number | string) => R,
  arg: number | string = 0,
): Promise<Awaited<R>> {
  const control = await page.evaluateHandle(() => (window as unknown as { __devnetWallet: DevnetWalletControl }).__devnetWallet)
  try {
    return await control.evaluate(action, arg)
  } finally {
    await control.dispose()
  }
}

/** The wallet's request log since it was last cleared. */
export const walletLog = (page: Page): Promise<RequestLogEntry[]> =>
  wallet(page, (control) => JSON.parse(JSON.stringify(control.log())) as RequestLogEntry[])

/** The chain the wallet is on, as it answers eth_chainId. */
export const walletChainId = async (page: Page): Promise<number> =>
  Number.parseInt(String(await wallet(page, (control) => control.provider.request({ method: 'eth_chainId' }))), 16)

export const status = (page: Page) => page.getByTestId('status').textContent()

/** Connect the Devnet Wallet through the Connect view (terms first: the demo turns legalCheckbox on). */
export async function connectDevnetWallet({ page, dialog }: DemoPage): Promise<void> {
  await page.getByRole('button', { name: 'Connect Wallet', exact: true }).click()
  await dialog.getByRole('checkbox').check()
  await dialog.getByRole('button', { name: /Devnet Wallet/ }).click()
  // Not expect.poll: this also runs in beforeAll hooks.
  await page.waitForFunction(() => document.querySelector('[data-testid="status"]')?.textContent === 'connected')
}

/** The view the open modal shows, or null when it is closed. */
export const viewOf = async ({ dialog }: DemoPage): Promise<string | null> => {
  // Read in one step: a dialog counted and then read would wait (Playwright's 30 s) for a modal that
  // closed in between, and hold the poll asking for it that long.
  const views = await dialog.evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-view')))
  if (views.length > 1) throw new Error(`${views.length} dialogs are open`)
  return views[0] ?? null
}

/** A balance on the first devnet chain, read from the chain: the native coin, or DVT, DUSD, DUSDT. */
export async function balanceOf(demo: Demo, symbol: string, owner: Address): Promise<bigint> {
  const chain = demo.devnet.chains[0]!
  const { publicClient } = demo.devnet.localChains[0]!
  const contract = { DVT: chain.contracts.token, DUSD: chain.contracts.stablecoin, DUSDT: chain.contracts.tether }[symbol]
  if (!contract) return publicClient.getBalance({ address: owner })
  return publicClient.readContract({ address: contract as Address, abi: erc20Abi, functionName: 'balanceOf', args: [owner] })
}

/** Pick `symbol` in the Send view's Token select, once the account's balances have listed it. */
export async function chooseToken(dialog: Locator, symbol: string): Promise<void> {
  const token = dialog.getByLabel('Token')
  await expect.poll(async () => (await token.locator('option').allTextContents()).some((t) => t.startsWith(`${symbol} ·`)), { timeout: 15_000 }).toBe(true)
  await token.selectOption((await token.locator('option', { hasText: `${symbol} ·` }).first().getAttribute('value')) ?? '')
}

/**
 * Wait until the open modal stops loading and growing: no spinner or busy region inside it and the
 * same height on two looks in a row. The Account view's sections (tokens, sessions) arrive after it
 * opens and push the buttons below them down, so a click aimed before then can land on what moved in.
 */
export async function untilSettled(dialog: Locator): Promise<void> {
  let last = Number.NaN
  await expect
    .poll(
      async () => {
        const busy = await dialog.locator('[role="progressbar"], [aria-busy="true"]').count()
        const height = (await dialog.boundingBox())?.height ?? Number.NaN
        const settled = busy === 0 && height === last
        last = height
        return settled
      },
      { interval: 150 },
    )
    .toBe(true)
}

/** The open modal's Disconnect, pressed once the view has settled. */
export async function disconnectInModal(dialog: Locator): Promise<void> {
  await untilSettled(dialog)
  await dialog.getByRole('button', { name: 'Disconnect' }).click()
}
