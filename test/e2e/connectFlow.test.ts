import { describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { demoInChromium, openDemoPage, shownTexts, status, untilTransitionsEnd, viewOf, wallet, type DemoPage } from './demoPage'

// The connect flows on the demo, in Chromium against the live devnet: installed wallets in All
// Wallets, leaving an attempt, the legal checkbox, focus after a refusal, an unreachable catalogue
// and the All Wallets grid. The phone flows are in connectFlowMobile.test.ts.
const env = demoInChromium()

const connectButton = (page: Page) => page.getByRole('button', { name: 'Connect Wallet', exact: true })

async function openConnect(demo: DemoPage, tick = true): Promise<void> {
  await connectButton(demo.page).click()
  if (tick) await demo.dialog.getByRole('checkbox').check()
}

async function openAllWallets(demo: DemoPage): Promise<void> {
  await openConnect(demo)
  await demo.dialog.getByRole('button', { name: /^All Wallets/ }).click()
  await expect.poll(() => viewOf(demo)).toBe('AllWallets')
}

/** The installed wallet's tile as a screen reader names it: the name, a pause, the tag. */
const installedName = /^Devnet Wallet\s*,\s*Installed$/

/** The Devnet Wallet leaves every consent request waiting (as a person who has not answered yet). */
const walletWaits = (page: Page) => wallet(page, (control) => control.setMode('manual'))

describe('§2 AllWallets: an installed wallet is the Connect view’s wallet', () => {
  it('§2 the installed Devnet Wallet comes first in All Wallets, tagged Installed, with the Connect view’s icon', async () => {
    const demo = await openDemoPage(env.browser, env.demo)
    await openConnect(demo)
    const connectIcon = await demo.dialog.getByRole('button', { name: /Devnet Wallet/ }).first().locator('img').getAttribute('src')
    await demo.dialog.getByRole('button', { name: /^All Wallets/ }).click()
    const grid = demo.dialog.getByRole('list', { name: 'Wallets' })
    const firstTile = grid.getByRole('button').first()
    // Its accessible name is its visible text, the tag read after a pause.
    await expect.poll(() => firstTile.textContent()).toBe('Devnet Wallet,Installed')
    expect(await grid.getByRole('button', { name: installedName }).count()).toBe(1)
    expect(await firstTile.locator('img').getAttribute('src')).toBe(connectIcon)
    await demo.close()
  })

  it('§2 searching the installed wallet finds it as installed, and choosing it opens the wallet’s own prompt, not a QR', async () => {
    const demo = await openDemoPage(env.browser, env.demo)
    await walletWaits(demo.page)
    await openAllWallets(demo)
    await demo.dialog.getByRole('searchbox', { name: 'Search wallet' }).fill('Devnet')
    const grid = demo.dialog.getByRole('list', { name: 'Wallets' })
    await expect.poll(() => grid.getByRole('button', { name: 'Devnet WalletConnect Wallet' }).count(), { timeout: 10_000 }).toBe(1)
    // The catalogue's Devnet Wallet entry is the installed wallet: listed once, first, as installed.
    expect(await grid.getByRole('button', { name: /^Devnet Wallet(\s*,|$)/ }).count()).toBe(1)
    await grid.getByRole('button', { name: installedName }).click()
    await expect.poll(() => viewOf(demo)).toBe('ConnectingExternal')
    await expect.poll(() => wallet(demo.page, (control) => control.pending().map((r) => r.method))).toEqual(['eth_requestAccounts'])
    await demo.close()
  })
})

describe('§4 leaving a connect attempt cancels it: the page’s button says "Connect Wallet" at once', () => {
  for (const [how, leave] of [
    ['Escape', (demo: DemoPage) => demo.page.keyboard.press('Escape')],
    ['the Close button', (demo: DemoPage) => demo.dialog.getByRole('button', { name: 'Close' }).click()],
    ['Back', (demo: DemoPage) => demo.dialog.getByRole('button', { name: 'Back' }).click()],
  ] as const) {
    it(`§4 ${how} while the wallet prompt waits`, async () => {
      const demo = await openDemoPage(env.browser, env.demo)
      await walletWaits(demo.page)
      await openConnect(demo)
      await demo.dialog.getByRole('button', { name: /Devnet Wallet/ }).first().click()
      await expect.poll(() => demo.page.getByRole('button', { name: 'Connecting…' }).count()).toBe(1)
      await expect.poll(() => viewOf(demo)).toBe('ConnectingExternal')
      await untilTransitionsEnd(demo.page)
      await leave(demo)
      // The page's own button (Back leaves the modal open, and its Connect view may name the same action).
      await expect.poll(() => demo.page.locator('header').getByRole('button', { name: 'Connect Wallet', exact: true }).count(), { timeout: 1_000 }).toBe(1)
      expect(await status(demo.page)).toBe('disconnected')
      await demo.close()
    })
  }

  it('§4 closing the modal while the WalletConnect QR waits', async () => {
    const demo = await openDemoPage(env.browser, env.demo)
    await openConnect(demo)
    await demo.dialog.getByRole('button', { name: /^WalletConnect/ }).click()
    await demo.dialog.getByRole('img', { name: 'WalletConnect QR code' }).waitFor({ timeout: 15_000 })
    expect(await status(demo.page)).toBe('connecting')
    await demo.page.keyboard.press('Escape')
    await expect.poll(() => status(demo.page), { timeout: 1_000 }).toBe('disconnected')
    expect(await connectButton(demo.page).count()).toBe(1)
    await demo.close()
  })
})

describe('§1 legalCheckbox: rows wait for the tick', () => {
  it('§1 unticked, wallet rows look disabled, stay focusable and announce why; the tick survives Back and reopening', async () => {
    const demo = await openDemoPage(env.browser, env.demo)
    const { page, dialog } = demo
    await connectButton(page).click()
    const row = dialog.getByRole('button', { name: /Devnet Wallet/ }).first()
    await row.waitFor()
    expect(await row.getAttribute('aria-disabled')).toBe('true')
    expect(await row.evaluate((element) => (element as HTMLButtonElement).disabled)).toBe(false)
    const reasonId = await row.getAttribute('aria-describedby')
    expect(await page.locator(`[id="${reasonId}"]`).textContent()).toBe('Tick the box above to choose a wallet.')
    expect(Number(await row.evaluate((element) => getComputedStyle(element).opacity))).toBeLessThan(1)
    // Reached by keyboard, and a press does nothing but keep the reason there.
    await row.focus()
    expect(await row.evaluate((element) => element === document.activeElement)).toBe(true)
    await page.keyboard.press('Enter')
    expect(await viewOf(demo)).toBe('Connect')

    await dialog.getByRole('checkbox').check()
    expect(await row.getAttribute('aria-disabled')).toBeNull()
    await dialog.getByRole('button', { name: /^All Wallets/ }).click()
    await expect.poll(() => viewOf(demo)).toBe('AllWallets')
    // The grid fills as the catalogue answers and the modal's height follows it (the header moves
    // with it): Back is pressed once the view holds still, as a person would.
    await expect.poll(() => dialog.locator('[role="list"][aria-busy]').getAttribute('aria-busy')).toBe('false')
    await untilTransitionsEnd(page)
    await dialog.getByRole('button', { name: 'Back' }).click()
    await expect.poll(() => viewOf(demo)).toBe('Connect')
    expect(await dialog.getByRole('checkbox').isChecked()).toBe(true)
    await page.keyboard.press('Escape')
    await connectButton(page).click()
    expect(await dialog.getByRole('checkbox').isChecked()).toBe(true)
    await demo.close()
  })
})

describe('§2 a wallet-side refusal', () => {
  it('§2 after the wallet’s prompt refuses, the view says so in one wording without the stale instruction; focus is back inside the modal (DESIGN §6) and Escape closes it', async () => {
    const demo = await openDemoPage(env.browser, env.demo)
    const { page, dialog } = demo
    await wallet(page, (control) => control.setMode('prompt'))
    await openConnect(demo)
    await dialog.getByRole('button', { name: /Devnet Wallet/ }).first().click()
    await page.locator('[data-devnet-wallet="reject"]').click()
    await dialog.getByRole('button', { name: 'Try again' }).waitFor()
    expect(await dialog.getByText('Connection declined').count()).toBe(1)
    expect(await dialog.getByRole('alert').textContent()).toBe('You declined the connection in your wallet.')
    // The wallet's own words ("User rejected the request.") and the waiting instruction are gone.
    const text = (await dialog.textContent()) ?? ''
    expect(text).not.toContain('User rejected')
    expect(text).not.toContain('Accept the connection request')
    await expect.poll(() => dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true)
    await page.keyboard.press('Escape')
    await expect.poll(() => dialog.count()).toBe(0)
    expect(await status(page)).toBe('disconnected')
    await demo.close()
  })
})

describe('§7 the wallet catalogue unreachable', () => {
  it('§7 Connect still offers the installed wallet and WalletConnect without alarm; All Wallets says what happened, retries quietly and on Try again', async () => {
    const context = await env.browser.newContext()
    const page = await context.newPage()
    let reachable = false
    let asked = 0
    await context.route('**/getWallets**', (route) => {
      asked += 1
      return reachable ? route.continue() : route.abort('internetdisconnected')
    })
    await page.goto(env.demo.url)
    const dialog = page.getByRole('dialog')
    await connectButton(page).click()
    await dialog.getByRole('checkbox').check()
    await dialog.getByRole('button', { name: /Devnet Wallet/ }).first().waitFor()
    expect(await dialog.getByRole('button', { name: /^WalletConnect/ }).count()).toBe(1)
    expect(await dialog.getByRole('alert').count()).toBe(0)

    await dialog.getByRole('button', { name: /^All Wallets/ }).click()
    await dialog.getByText('Could not load the wallet list').waitFor({ timeout: 10_000 })
    expect(await dialog.getByRole('button', { name: installedName }).count()).toBe(1)
    // Asked again without anyone pressing anything (bounded retries on the kernel's clock).
    const before = asked
    await expect.poll(() => asked, { timeout: 10_000 }).toBeGreaterThan(before)
    expect(await page.locator('body').textContent()).not.toContain('Failed to fetch')
    expect((await page.locator('body').textContent())?.toLowerCase()).not.toContain('err_')

    reachable = true
    await dialog.getByRole('button', { name: 'Try again' }).click()
    await expect.poll(() => dialog.getByRole('list', { name: 'Wallets' }).getByRole('button').count(), { timeout: 10_000 }).toBeGreaterThan(10)
    await context.close()
  })

  it('§7 no raw browser failure text is ever shown', async () => {
    const demo = await openDemoPage(env.browser, env.demo)
    await demo.context.route('**/getWallets**', (route) => route.abort('failed'))
    await demo.page.reload()
    await openAllWallets(demo)
    await demo.dialog.getByText('Could not load the wallet list').waitFor({ timeout: 10_000 })
    expect((await shownTexts(demo.page)).join('\n')).not.toMatch(/Failed to fetch|net::/)
    await demo.close()
  })
})

describe('§2 AllWallets grid', () => {
  it('§2 the search field is focused on open (desktop) and stays visible while the grid scrolls', async () => {
    const demo = await openDemoPage(env.browser, env.demo)
    await openAllWallets(demo)
    const search = demo.dialog.getByRole('searchbox', { name: 'Search wallet' })
    await expect.poll(() => search.evaluate((element) => element === document.activeElement)).toBe(true)
    const grid = demo.dialog.getByRole('list', { name: 'Wallets' })
    await expect.poll(() => grid.getByRole('button').count(), { timeout: 10_000 }).toBeGreaterThan(20)
    await demo.dialog.locator('[data-airlock-scroller]').evaluate((element) => element.scrollTo(0, 600))
    await expect.poll(() => demo.dialog.locator('[data-airlock-scroller]').evaluate((element) => element.scrollTop)).toBeGreaterThan(300)
    // Still on screen, and on top: the topmost element at its centre is the field itself.
    const onTop = await search.evaluate((element) => {
      const box = element.getBoundingClientRect()
      return document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2) === element
    })
    expect(onTop).toBe(true)
    await demo.close()
  })

  it('§2 skeleton tiles, not a spinner, while the wallets load; every tile gives its full name on hover or focus', async () => {
    const demo = await openDemoPage(env.browser, env.demo)
    let release: () => void = () => undefined
    const held = new Promise<void>((resolve) => (release = resolve))
    await demo.context.route('**/getWallets**', async (route) => {
      if (new URL(route.request().url()).searchParams.get('entries') === '40') await held
      await route.continue()
    })
    await openAllWallets(demo)
    await expect.poll(() => demo.dialog.locator('[data-skeleton]').count()).toBeGreaterThan(3)
    expect(await demo.dialog.getByRole('progressbar').count()).toBe(0)
    release()
    const tiles = demo.dialog.getByRole('list', { name: 'Wallets' }).getByRole('button')
    await expect.poll(() => tiles.count(), { timeout: 10_000 }).toBeGreaterThan(20)
    expect(await demo.dialog.locator('[data-skeleton]').count()).toBe(0)
    const named = await tiles.evaluateAll((elements) =>
      elements.map((element) => [element.getAttribute('title'), element.querySelector('span:not([aria-hidden])')?.textContent]),
    )
    for (const [title, name] of named) expect(title).toBe(name)
    await demo.close()
  })
})
