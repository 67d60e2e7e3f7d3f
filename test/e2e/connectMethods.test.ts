import { describe, expect, it } from 'vitest'
import type { Browser, BrowserContextOptions, Locator } from 'playwright-core'
import type { Demo } from '../../demo/server'
import { demoInChromium, phone, untilTransitionsEnd, type DemoPage } from './demoPage'

// Connect's ways in, on the demo with its embedded world: the wallets, email and the social logins
// read as one list, and the embedded wallet is reached only through email and the socials.
const env = demoInChromium({ approval: 'approve', embedded: true })


/** The demo's Connect view, opened, its email and social rows listed. */
async function openConnect(browser: Browser, demo: Demo, options: BrowserContextOptions = {}): Promise<DemoPage> {
  const context = await browser.newContext(options)
  const page = await context.newPage()
  await page.goto(demo.url)
  await page.getByRole('button', { name: 'Connect Wallet', exact: true }).click()
  const dialog = page.getByRole('dialog')
  await dialog.getByRole('button', { name: 'Continue with Google' }).waitFor()
  return { page, context, dialog, close: () => context.close() }
}

/** Where the visible text of `row` starts, in page pixels. */
const textLeft = (row: Locator, text: string): Promise<number> =>
  row.getByText(text, { exact: true }).evaluate((element) => Math.round(element.getBoundingClientRect().left))

describe('Connect methods (SPEC §1 email and socials, §2 Connect and AllWallets)', () => {
  it('§2 Connect: a wallet, email and the first social login start their labels at one place, on desktop and on a phone', async () => {
    for (const options of [{}, phone]) {
      const demo = await openConnect(env.browser, env.demo, options)
      const { dialog } = demo
      const lefts = [
        await textLeft(dialog.getByRole('button', { name: /^MetaMask/ }), 'MetaMask'),
        await textLeft(dialog.getByRole('button', { name: 'Continue with Email' }), 'Continue with Email'),
        await textLeft(dialog.getByRole('button', { name: 'Continue with Google' }), 'Continue with Google'),
      ]
      expect(new Set(lefts).size, `label left edges ${lefts.join(', ')}`).toBe(1)
      await demo.close()
    }
  })

  it('§2 Connect, terms not yet accepted: the social logins are dimmed like the wallets, and refuse to act', async () => {
    const demo = await openConnect(env.browser, env.demo)
    const { dialog } = demo
    await untilTransitionsEnd(demo.page)
    const opacity = (button: Locator) => button.evaluate((element) => getComputedStyle(element).opacity)
    const wallet = dialog.getByRole('button', { name: /^MetaMask/ })
    const google = dialog.getByRole('button', { name: 'Continue with Google' })
    const x = dialog.getByRole('button', { name: 'Continue with X' })
    expect(await wallet.getAttribute('aria-disabled')).toBe('true')
    expect(Number(await opacity(wallet))).toBeLessThan(1)
    for (const social of [google, x]) {
      expect(await social.getAttribute('aria-disabled')).toBe('true')
      expect(await opacity(social)).toBe(await opacity(wallet))
    }
    // Playwright holds back a click on an aria-disabled button; a person's click still lands.
    await google.click({ force: true })
    expect(await demo.page.evaluate(() => document.querySelector('[role="dialog"]')?.getAttribute('data-view'))).toBe('Connect')
    await demo.close()
  })

  it('§2 Connect: an Installed tag keeps its pill on the row the pointer lights (desktop)', async () => {
    const demo = await openConnect(env.browser, env.demo)
    const { dialog, page } = demo
    await dialog.getByRole('checkbox').check()
    const row = dialog.getByRole('button', { name: /^Devnet Wallet/ })
    await untilTransitionsEnd(page)
    const resting = await row.evaluate((button) => getComputedStyle(button).backgroundColor)
    await row.hover()
    await untilTransitionsEnd(page)
    const colours = await row.evaluate((button) => ({
      row: getComputedStyle(button).backgroundColor,
      tag: getComputedStyle([...button.querySelectorAll('span')].find((span) => span.textContent === 'Installed')!).backgroundColor,
    }))
    // The row is lit (so the check below is about a lit row), and its tag still stands out from it.
    expect(colours.row).not.toBe(resting)
    expect(colours.tag).not.toBe(colours.row)
    await demo.close()
  })

  it('§2 AllWallets: the embedded wallet is no wallet tile (email and the socials reach it), in the grid or a search', async () => {
    const demo = await openConnect(env.browser, env.demo)
    const { dialog, page } = demo
    await dialog.getByRole('checkbox').check()
    await dialog.getByRole('button', { name: /^All Wallets/ }).click()
    const grid = dialog.getByRole('list', { name: 'Wallets' })
    await grid.getByRole('button', { name: /^Devnet Wallet/ }).first().waitFor()
    const tiles = () => grid.getByRole('button').evaluateAll((buttons) => buttons.map((b) => b.getAttribute('title')))
    expect(await tiles()).not.toContain('Email')
    await dialog.getByRole('searchbox').fill('Email')
    await page.waitForFunction(() => document.querySelector('[role="dialog"] [role="list"]')?.getAttribute('aria-busy') === 'false')
    expect(await tiles()).not.toContain('Email')
    await demo.close()
  })
})
