import { describe, expect, it } from 'vitest'
import type { Browser, BrowserContextOptions, Locator } from 'playwright-core'
import type { Demo } from '../../demo/server'
import { axeViolations } from './axe'
import { chooseToken, demoInChromium, keepResourceEntries, loadedScriptHolds, phone, shownTexts, untilTransitionsEnd, wallet, type DemoPage } from './demoPage'

// How the demo looks and holds together, in Chromium on the devnet: real images everywhere in the
// modal's own chrome (§7 image endpoints), a layout that fits desktop and phone, and the demo page
// itself (theme switch, dev accounts, long values, disconnect).
const env = demoInChromium()


async function open(browser: Browser, demo: Demo, options: BrowserContextOptions = {}, query = ''): Promise<DemoPage> {
  const context = await browser.newContext(options)
  await context.addInitScript(keepResourceEntries)
  const page = await context.newPage()
  await page.addInitScript(() => {
    const seen: string[] = []
    ;(window as unknown as { __shown: string[] }).__shown = seen
    new MutationObserver(() => {
      for (const node of document.querySelectorAll('[role="dialog"], [role="alert"], [role="status"]')) {
        const text = node.textContent?.trim()
        if (text && !seen.includes(text)) seen.push(text)
      }
    }).observe(document, { subtree: true, childList: true, characterData: true })
  })
  await page.goto(new URL(query, demo.url).toString())
  return { page, context, dialog: page.getByRole('dialog'), close: () => context.close() }
}

async function connect({ page, dialog }: DemoPage): Promise<void> {
  await page.getByRole('button', { name: 'Connect Wallet', exact: true }).click()
  await dialog.getByRole('checkbox').check()
  await dialog.getByRole('button', { name: /Devnet Wallet/ }).first().click()
  await page.waitForFunction(() => document.querySelector('[data-testid="status"]')?.textContent === 'connected')
  await page.waitForFunction(() => document.querySelector('[role="dialog"]') === null)
}

/** A page connected to the Devnet Wallet with the modal open on the Account view, its tokens listed. */
async function openAccountView(browser: Browser, demo: Demo, options: BrowserContextOptions = {}): Promise<DemoPage> {
  const opened = await open(browser, demo, options)
  await connect(opened)
  await opened.page.getByRole('button', { name: 'Open the modal' }).click()
  await opened.dialog.getByText('DUSDT').first().waitFor()
  return opened
}

/** Every <img> under `scope` has loaded a real picture (none broken, none left empty). */
async function imagesLoaded(scope: Locator): Promise<ReadonlyArray<string>> {
  return scope.evaluate(async (root) => {
    const images = [...root.querySelectorAll('img')]
    await Promise.all(images.map((image) => image.decode().catch(() => undefined)))
    return images.filter((image) => !image.complete || image.naturalWidth === 0).map((image) => image.src)
  })
}

/** Buttons whose text runs out of them (wider than the button, or than the dialog). */
const spilledButtons = (dialog: Locator) =>
  dialog.evaluate((root) => {
    const card = root.getBoundingClientRect()
    return [...root.querySelectorAll('button')]
      .filter((b) => {
        const box = b.getBoundingClientRect()
        return box.width > 0 && (b.scrollWidth > b.clientWidth + 1 || box.right > card.right + 1 || box.left < card.left - 1)
      })
      .map((b) => b.textContent)
  })

const intersects = (a: { x: number; y: number; width: number; height: number }, b: { x: number; y: number; width: number; height: number }) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height

/** A help view is on screen: its three points, no text out of its button, the button inside the card, nothing for axe. */
async function expectHelpView({ page, dialog }: DemoPage, view: string, action: string): Promise<void> {
  await expect.poll(() => dialog.getAttribute('data-view')).toBe(view)
  await expect.poll(() => dialog.getByRole('heading', { level: 3 }).count()).toBe(3)
  // The card's height follows the view over 150 ms (§2): measured once it has, not mid-way.
  await untilTransitionsEnd(page)
  expect(await spilledButtons(dialog)).toEqual([])
  const [card, button] = await Promise.all([dialog.boundingBox(), dialog.getByRole('button', { name: action }).boundingBox()])
  expect(button!.y + button!.height).toBeLessThanOrEqual(card!.y + card!.height)
  expect(await axeViolations(page, '[data-airlock-root]')).toEqual([])
}

describe('real images in the modal (§7 image endpoints)', () => {
  it('§7 Connect: WalletConnect has its drawn mark, every listed wallet its loaded image; the QR code carries the mark at its centre', async () => {
    const demo = await open(env.browser, env.demo)
    const { page, dialog } = demo
    await page.getByRole('button', { name: 'Connect Wallet', exact: true }).click()
    await dialog.getByRole('checkbox').check()
    const rows = dialog.getByRole('list', { name: 'Wallets' }).getByRole('button')
    await expect.poll(() => rows.count()).toBeGreaterThan(3)
    // No row falls back to a letter on a tile: each shows an image or a drawn mark.
    const letters = await rows.evaluateAll((buttons) =>
      buttons.filter((b) => !b.querySelector('img, svg')).map((b) => b.textContent),
    )
    expect(letters).toEqual([])
    expect(await imagesLoaded(dialog)).toEqual([])
    expect(await dialog.getByRole('button', { name: /^WalletConnect/ }).locator('svg rect[fill="#3b99fc"]').count()).toBe(1)
    expect(await axeViolations(page, '[data-airlock-root]')).toEqual([])

    await dialog.getByRole('button', { name: /^WalletConnect/ }).click()
    const qr = dialog.getByRole('img', { name: /QR code/i })
    await qr.waitFor()
    expect(await qr.locator('svg rect[fill="#3b99fc"]').count()).toBe(1)
    expect(await axeViolations(page, '[data-airlock-root]')).toEqual([])
    await demo.close()
  })

  it('§7 Networks and Tokens: network images from /public/getAssetImage/{imageId}, token images from the API, all loaded', async () => {
    const demo = await openAccountView(env.browser, env.demo)
    const { page, dialog } = demo
    expect(await imagesLoaded(dialog)).toEqual([])
    const tokenImages = await dialog.getByRole('list', { name: 'Tokens' }).locator('img').evaluateAll((images) => images.map((i) => (i as HTMLImageElement).src))
    expect(tokenImages.length).toBeGreaterThanOrEqual(4)
    for (const src of tokenImages) expect(src).toContain('/public/getTokenImage/')

    await dialog.getByTitle(/Switch network/).click()
    const networks = dialog.getByRole('list', { name: 'Networks' }).locator('img')
    // The two EVM chains, the local Solana cluster and the local Bitcoin ledger, each by its CAIP-2 id.
    await expect.poll(() => networks.count()).toBe(4)
    const sources = await networks.evaluateAll((images) => images.map((i) => decodeURIComponent((i as HTMLImageElement).src)))
    expect(sources.map((src) => /\/public\/getAssetImage\/([^?]+)\?projectId=devnet/.exec(src)?.[1])).toEqual([
      'eip155:31337',
      'eip155:31338',
      `solana:${env.demo.devnet.solana!.clusterId}`,
      env.demo.devnet.bitcoin!.caipNetworkId,
    ])
    expect(await imagesLoaded(dialog)).toEqual([])
    expect(await axeViolations(page, '[data-airlock-root]')).toEqual([])
    await demo.close()
  })

  it('§3 an account without a profile picture gets its identicon, the same for the same address, not a letter', async () => {
    const demo = await open(env.browser, env.demo)
    const { page, dialog } = demo
    await connect(demo)
    // Account 5 has no devnet name or avatar.
    await wallet(page, (control, index) => control.switchAccount(Number(index)), 5)
    await expect.poll(() => page.getByTestId('account').textContent()).toMatch(/^0x9965/)
    await page.getByRole('button', { name: 'Open the modal' }).click()
    const identicon = dialog.locator('[data-identicon]')
    await identicon.waitFor()
    const drawing = await identicon.innerHTML()
    expect(await axeViolations(page, '[data-airlock-root]')).toEqual([])
    await page.getByRole('button', { name: 'Close' }).click()
    await page.getByRole('button', { name: 'Open the modal' }).click()
    expect(await dialog.locator('[data-identicon]').innerHTML()).toBe(drawing)
    await demo.close()
  })
})

describe('layout (§2 timings, desktop and phone)', () => {
  it('§2 phone: the Connect sheet sits inside the screen with a grab handle, and no button text runs out of its button', async () => {
    const demo = await open(env.browser, env.demo, phone)
    const { page, dialog } = demo
    await page.getByRole('button', { name: 'Connect Wallet', exact: true }).click()
    await dialog.getByRole('button', { name: /Devnet Wallet/ }).first().waitFor()
    const box = await dialog.boundingBox()
    expect(box).not.toBeNull()
    expect(box!.y).toBeGreaterThan(0)
    expect(Math.round(box!.y + box!.height)).toBeLessThanOrEqual(844)
    expect(Math.round(box!.width)).toBe(390)
    const handle = await dialog.evaluate((card) => {
      const style = getComputedStyle(card, '::before')
      return { content: style.content, width: style.width, height: style.height }
    })
    expect(handle).toEqual({ content: '""', width: '36px', height: '4px' })
    expect(await spilledButtons(dialog)).toEqual([])
    expect(await axeViolations(page, '[data-airlock-root]')).toEqual([])
    await demo.close()
  })

  it('§2 WhatIsAWallet: Connect\'s header help opens it (keyboard on desktop, a tap on a phone); its points and button fit, axe finds nothing; Choose a wallet leads to All Wallets and Back returns', async () => {
    for (const options of [{}, phone]) {
      const demo = await open(env.browser, env.demo, options)
      const { page, dialog } = demo
      await page.getByRole('button', { name: 'Connect Wallet', exact: true }).click()
      const help = dialog.getByRole('button', { name: 'What is a wallet?' })
      if (options === phone) await help.tap()
      else {
        await help.focus()
        await page.keyboard.press('Enter')
      }
      await expectHelpView(demo, 'WhatIsAWallet', 'Choose a wallet')
      await dialog.getByRole('button', { name: 'Choose a wallet' }).click()
      await expect.poll(() => dialog.getAttribute('data-view')).toBe('AllWallets')
      await dialog.getByRole('button', { name: 'Back' }).click()
      await expect.poll(() => dialog.getAttribute('data-view')).toBe('WhatIsAWallet')
      await demo.close()
    }
  })

  it('§2 WhatIsANetwork: the foot of Networks leads to it on desktop and phone; its points and button fit, axe finds nothing; Choose a network returns to the list', async () => {
    for (const options of [{}, phone]) {
      const demo = await openAccountView(env.browser, env.demo, options)
      const { dialog } = demo
      await dialog.getByTitle(/Switch network/).click()
      await expect.poll(() => dialog.getAttribute('data-view')).toBe('Networks')
      await dialog.getByRole('button', { name: 'What is a network?' }).click()
      await expectHelpView(demo, 'WhatIsANetwork', 'Choose a network')
      await dialog.getByRole('button', { name: 'Choose a network' }).click()
      await expect.poll(() => dialog.getAttribute('data-view')).toBe('Networks')
      await demo.close()
    }
  })

  it('§2 AllWallets: an installed wallet’s tag hides neither its icon nor its name, on desktop and phone', async () => {
    for (const options of [{}, phone]) {
      const demo = await open(env.browser, env.demo, options)
      const { page, dialog } = demo
      await page.getByRole('button', { name: 'Connect Wallet', exact: true }).click()
      await dialog.getByRole('checkbox').check()
      await dialog.getByRole('button', { name: /All Wallets/i }).first().click()
      const tile = dialog.getByRole('button', { name: /^Devnet Wallet\s*,\s*Installed$/ })
      await tile.waitFor()
      const [icon, name, tag] = await Promise.all(
        [tile.locator('img').first(), tile.getByText('Devnet Wallet', { exact: true }), tile.getByText('Installed', { exact: true })].map((part) => part.boundingBox()),
      )
      expect(intersects(tag!, icon!)).toBe(false)
      expect(intersects(tag!, name!)).toBe(false)
      await demo.close()
    }
  })

  it('§2 a long view on a short screen scrolls inside the modal: its last action can be reached, nothing is cut off', async () => {
    const demo = await openAccountView(env.browser, env.demo, { ...phone, viewport: { width: 390, height: 560 } })
    const { page, dialog } = demo
    // The last section to fill is the sessions list (its own bundle, then the account's sessions), and
    // the card's height follows its content over 150 ms: measure once both have settled.
    await dialog.getByText('No sessions', { exact: true }).waitFor()
    await untilTransitionsEnd(page)
    const disconnect = dialog.getByRole('button', { name: 'Disconnect' })
    await disconnect.scrollIntoViewIfNeeded()
    await untilTransitionsEnd(page)
    const card = (await dialog.boundingBox())!
    expect(Math.round(card.y + card.height)).toBeLessThanOrEqual(560)
    const button = (await disconnect.boundingBox())!
    // Fully inside the card and the screen once scrolled to.
    expect(button.y).toBeGreaterThanOrEqual(card.y)
    expect(Math.round(button.y + button.height)).toBeLessThanOrEqual(Math.round(card.y + card.height))
    expect(await spilledButtons(dialog)).toEqual([])
    await demo.close()
  })

  it('§2 SwapSelectToken on a short screen: the list scrolls with the modal (no box scrolling inside it) and the search stays in view', async () => {
    const demo = await openAccountView(env.browser, env.demo, { ...phone, viewport: { width: 390, height: 400 } })
    const { page, dialog } = demo
    await dialog.getByRole('button', { name: 'Swap', exact: true }).click()
    await dialog.getByRole('button', { name: 'Choose the token you receive' }).click()
    await dialog.getByText('Your tokens').waitFor()
    await untilTransitionsEnd(page)
    const scroller = dialog.locator('[data-airlock-scroller]')
    const scrolled = await scroller.evaluate((element) => {
      element.scrollTop = element.scrollHeight
      return element.scrollTop
    })
    expect(scrolled).toBeGreaterThan(0)
    // One scroll area: no element inside the view scrolls on its own.
    expect(
      await scroller.evaluate((element) => [...element.querySelectorAll('*')].filter((child) => child.scrollHeight > child.clientHeight + 1 && getComputedStyle(child).overflowY !== 'visible').length),
    ).toBe(0)
    const [top, search] = await Promise.all([scroller.boundingBox(), dialog.getByRole('searchbox', { name: 'Search tokens' }).boundingBox()])
    expect(search!.y).toBeGreaterThanOrEqual(top!.y - 1)
    expect(search!.y).toBeLessThan(top!.y + 16)
    const last = (await dialog.locator('li button').last().boundingBox())!
    expect(Math.round(last.y + last.height)).toBeLessThanOrEqual(400)
    await demo.close()
  })

  it('§2 phone: a tap on an Account action (Buy, Swap, Receive, Send, Choose a name) opens its view at once: its bundle came with the Account view, no loading spinner shows', async () => {
    const demo = await open(env.browser, env.demo, phone)
    const { page, dialog } = demo
    await connect(demo)
    // connect() clicks, which leaves the emulated mouse resting over the page; a phone has no pointer there.
    await page.mouse.move(0, 0)
    await page.getByRole('button', { name: 'Open the modal' }).tap()
    await dialog.getByText('DUSDT').first().waitFor()
    // No hover on a phone: the Account view itself fetches its actions' bundles once it has painted.
    await expect
      .poll(() => page.evaluate(() => performance.getEntriesByType('resource').filter((entry) => /\/(SendView|ReceiveView|SwapView|OnrampFeature)-[^/]*\.js$/.test(entry.name)).length))
      .toBe(4)
    await expect.poll(() => loadedScriptHolds(page, 'Checking availability…')).toBe(true)
    // Each change of the dialog from now on: the view it names and whether a view's loading fallback shows.
    await page.evaluate(() => {
      const seen: Array<[string | null, boolean]> = []
      ;(window as unknown as { __frames: typeof seen }).__frames = seen
      new MutationObserver(() => {
        const shown = document.querySelector('[role="dialog"]')
        seen.push([shown?.getAttribute('data-view') ?? null, !!shown?.querySelector('[data-enter] > div > [role="progressbar"]:only-child')])
      }).observe(document.body, { subtree: true, childList: true })
    })
    for (const [action, view] of [['Buy', 'OnRampProviders'], ['Swap', 'Swap'], ['Receive', 'Receive'], ['Send', 'Send'], ['Choose a name', 'RegisterAccountName']] as const) {
      await dialog.getByRole('button', { name: action, exact: true }).tap()
      await expect.poll(() => dialog.getAttribute('data-view')).toBe(view)
      await dialog.getByRole('button', { name: 'Back' }).first().tap()
      await expect.poll(() => dialog.getAttribute('data-view')).toBe('Account')
    }
    const frames = await page.evaluate(() => (window as unknown as { __frames: Array<[string | null, boolean]> }).__frames)
    expect(frames.filter(([, fallback]) => fallback)).toEqual([])
    expect(new Set(frames.map(([view]) => view))).toEqual(new Set(['Account', 'OnRampProviders', 'Swap', 'Receive', 'Send', 'RegisterAccountName']))
    await demo.close()
  })

  it('§1 desktop: an Account action\'s bundle is fetched when the pointer reaches it or the keyboard focuses it, not with the view', async () => {
    const demo = await open(env.browser, env.demo)
    const { page, dialog } = demo
    await connect(demo)
    await page.getByRole('button', { name: 'Open the modal' }).click()
    await page.mouse.move(0, 0)
    await dialog.getByText('DUSDT').first().waitFor()
    const fetched = (bundle: string) =>
      page.evaluate((name) => performance.getEntriesByType('resource').some((entry) => new RegExp(`/${name}-[^/]*\\.js$`).test(entry.name)), bundle)
    await page.waitForLoadState('networkidle')
    // A bundle fetched and compiled on a loaded machine can take longer than expect.poll's 1 s.
    const fetchWait = { timeout: 15_000 }
    for (const bundle of ['SendView', 'ReceiveView', 'SwapView', 'OnrampFeature']) expect(await fetched(bundle)).toBe(false)
    expect(await loadedScriptHolds(page, 'Checking availability…')).toBe(false)

    await dialog.getByRole('button', { name: 'Send', exact: true }).hover()
    await expect.poll(() => fetched('SendView'), fetchWait).toBe(true)
    await dialog.getByRole('button', { name: 'Choose a name', exact: true }).hover()
    await expect.poll(() => loadedScriptHolds(page, 'Checking availability…'), fetchWait).toBe(true)
    await page.mouse.move(0, 0)
    await dialog.getByRole('button', { name: 'Receive', exact: true }).focus()
    await expect.poll(() => fetched('ReceiveView'), fetchWait).toBe(true)
    expect(await fetched('SwapView')).toBe(false)
    await demo.close()
  })

  it('§2 on a slow network (the balance code held back 3 s) the Account view shows its token skeleton until the balances come, never "No tokens yet"', async () => {
    const demo = await open(env.browser, env.demo)
    const { page, dialog } = demo
    // The balance service's code is fetched once a connection begins; hold it back, as a slow network would.
    await page.route(/\/accountServices-[^/]*\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 3_000))
      await route.continue()
    })
    await connect(demo)
    await page.getByRole('button', { name: 'Open the modal' }).click()
    await dialog.locator('[data-skeleton]').first().waitFor()
    await dialog.getByText('DUSDT').first().waitFor({ timeout: 15_000 })
    expect((await shownTexts(page)).some((text) => text.includes('No tokens yet'))).toBe(false)
    await demo.close()
  })

  it('§2 the height change animates over 150 ms; the first Account render never says "No tokens yet" while balances load', async () => {
    const demo = await openAccountView(env.browser, env.demo)
    const { page, dialog } = demo
    const body = dialog.locator('[data-airlock-scroller]').locator('..')
    expect(await body.evaluate((element) => [getComputedStyle(element).transitionProperty, getComputedStyle(element).transitionDuration])).toEqual([
      'height',
      '0.15s',
    ])
    expect((await shownTexts(page)).some((text) => text.includes('No tokens yet'))).toBe(false)
    await demo.close()
  })

  it('§4 the error snackbar never covers the view it reports on (a refused send: the Send button stays clear)', async () => {
    for (const options of [{}, phone]) {
      const demo = await open(env.browser, env.demo, options)
      const { page, dialog } = demo
      await connect(demo)
      await wallet(page, (control) => control.setMode('reject'))
      await page.getByRole('button', { name: 'Send', exact: true }).click()
      await chooseToken(dialog, 'ETH')
      await dialog.getByLabel('Amount').fill('0.1')
      await dialog.getByLabel('Receiver address').fill(env.demo.devnet.accounts[2]!.address)
      const send = dialog.getByRole('button', { name: 'Send', exact: true })
      await expect.poll(() => send.isEnabled()).toBe(true)
      await send.click()
      const snackbar = dialog.locator('[role="alert"][data-open="true"]')
      await snackbar.waitFor()
      const covered = await dialog.evaluate((root) => {
        const bar = root.querySelector('[role="alert"][data-open="true"]')!.getBoundingClientRect()
        return [...root.querySelectorAll('button, input, select')]
          .filter((control) => {
            const box = control.getBoundingClientRect()
            return box.width > 0 && bar.left < box.right && box.left < bar.right && bar.top < box.bottom && box.top < bar.bottom
          })
          .map((control) => control.getAttribute('aria-label') ?? control.textContent)
      })
      expect(covered).toEqual([])
      const bar = (await snackbar.boundingBox())!
      expect(intersects(bar, (await send.boundingBox())!)).toBe(false)
      expect(bar.y).toBeGreaterThanOrEqual(0)
      expect(await axeViolations(page, '[data-airlock-root]')).toEqual([])
      await demo.close()
    }
  })
})

describe('the demo page', () => {
  it('§2 hover colours only where the pointer can hover: on a phone a button held in :hover (as a tap leaves it in mobile browsers) keeps its resting colour; on desktop it lights', async () => {
    for (const [options, lit] of [
      [phone, false],
      [{}, true],
    ] as const) {
      const demo = await open(env.browser, env.demo, options)
      const { page, dialog } = demo
      await connect(demo)
      await page.getByRole('button', { name: 'Open the modal' }).click()
      await dialog.getByRole('button', { name: 'Swap', exact: true }).click()
      const max = dialog.getByRole('button', { name: /Use all ETH/ })
      await max.waitFor()
      await untilTransitionsEnd(page)
      const background = () => max.evaluate((button) => getComputedStyle(button).backgroundColor)
      const resting = await background()
      // A tap's leftover hover cannot be made by the driver's touch events, so the state is forced as DevTools does.
      const cdp = await demo.context.newCDPSession(page)
      await cdp.send('DOM.enable')
      await cdp.send('CSS.enable')
      const { root } = await cdp.send('DOM.getDocument', { depth: 0 })
      const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector: '[aria-label*="Use all ETH"]' })
      await cdp.send('CSS.forcePseudoState', { nodeId, forcedPseudoClasses: ['hover'] })
      await untilTransitionsEnd(page)
      expect((await background()) !== resting).toBe(lit)
      await demo.close()
    }
  })

  it('a theme switch turns the page and the modal light and back', async () => {
    const demo = await open(env.browser, env.demo)
    const { page, dialog } = demo
    await page.getByRole('button', { name: 'Switch to the light theme' }).click()
    await expect.poll(() => page.evaluate(() => document.documentElement.dataset.theme)).toBe('light')
    await page.getByRole('button', { name: 'Connect Wallet', exact: true }).click()
    await expect.poll(() => page.locator('[data-airlock-root]').getAttribute('data-theme')).toBe('light')
    await page.keyboard.press('Escape')
    await expect.poll(() => dialog.count()).toBe(0)
    await page.getByRole('button', { name: 'Switch to the dark theme' }).click()
    await expect.poll(() => page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark')
    await demo.close()
  })

  it('lists the dev accounts to send to, each copied with one click', async () => {
    const demo = await open(env.browser, env.demo, { permissions: ['clipboard-read', 'clipboard-write'] })
    const { page } = demo
    const shown = page.getByTestId('dev-account')
    await expect.poll(() => shown.count()).toBe(env.demo.devnet.accounts.length)
    expect(await shown.allTextContents()).toEqual(env.demo.devnet.accounts.map((a) => a.address))
    await page.getByRole('button', { name: 'Copy the address of account 2' }).click()
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(env.demo.devnet.accounts[2]!.address)
    await demo.close()
  })

  it('long values wrap on a phone (no sideways scroll), and what the last account did is cleared after disconnect', async () => {
    const demo = await open(env.browser, env.demo, phone)
    const { page } = demo
    await connect(demo)
    await page.getByRole('button', { name: 'Sign a message' }).click()
    const signature = page.getByTestId('signature')
    await signature.waitFor()
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
    const box = (await signature.boundingBox())!
    expect(box.x + box.width).toBeLessThanOrEqual(390)
    await wallet(page, (control) => control.disconnect())
    await expect.poll(() => page.getByTestId('status').textContent()).toBe('disconnected')
    await expect.poll(() => signature.count()).toBe(0)
    await demo.close()
  })
})


describe('languages (the locale option)', () => {
  it('locale de: the wallet list and the Account view in German, amounts written by Intl for de; nothing clipped on desktop or phone', async () => {
    for (const [name, options] of [['desktop', { viewport: { width: 1280, height: 800 } }], ['phone', phone]] as const) {
      const demo = await open(env.browser, env.demo, options, '?locale=de')
      const { page, dialog } = demo
      await page.getByRole('button', { name: 'Wallet verbinden', exact: true }).click()
      await dialog.getByText('Ich stimme').waitFor()
      await dialog.getByRole('checkbox').check()
      await dialog.getByRole('button', { name: /Devnet Wallet/ }).first().waitFor()
      expect(await page.locator('[data-airlock-root]').getAttribute('lang')).toBe('de')
      expect(await spilledButtons(dialog)).toEqual([])
      await page.screenshot({ path: `test/artifacts/locale-de-connect-${name}.png` })
      // The help behind the header's button, in German too.
      await dialog.getByRole('button', { name: 'Was ist eine Wallet?' }).click()
      await dialog.getByRole('button', { name: 'Wallet auswählen' }).waitFor()
      await untilTransitionsEnd(page)
      expect(await spilledButtons(dialog)).toEqual([])
      await page.screenshot({ path: `test/artifacts/locale-de-help-${name}.png` })
      await dialog.getByRole('button', { name: 'Zurück' }).click()
      await dialog.getByRole('button', { name: /Devnet Wallet/ }).first().click()
      await page.waitForFunction(() => document.querySelector('[data-testid="status"]')?.textContent === 'connected')
      await page.waitForFunction(() => document.querySelector('[role="dialog"]') === null)
      await page.getByRole('button', { name: 'Open the modal' }).click()
      await dialog.getByText('DUSDT').first().waitFor()
      for (const text of ['Konto', 'Token', 'Aktivität']) await dialog.getByText(text, { exact: true }).first().waitFor()
      await dialog.getByRole('button', { name: 'Trennen' }).waitFor()
      await dialog.getByRole('button', { name: 'Senden' }).waitFor()
      // Intl for de: a comma before the decimals, a dot between thousands (never en-US's "1,000.000").
      const texts = await dialog.innerText()
      expect(texts).toMatch(/\d,\d{3} ETH/)
      expect(texts).not.toMatch(/\d\.\d{3} ETH\b/)
      expect(texts).not.toContain('Disconnect')
      expect(await spilledButtons(dialog)).toEqual([])
      // A one-word label (Tauschen, Empfangen) never breaks inside the word: its button keeps one line.
      const brokenWords = await dialog.evaluate((root) =>
        [...root.querySelectorAll('button')].filter((b) => b.textContent && !/\s/.test(b.textContent.trim()) && b.getBoundingClientRect().height > 44).map((b) => b.textContent),
      )
      expect(brokenWords).toEqual([])
      await page.screenshot({ path: `test/artifacts/locale-de-account-${name}.png` })
      await demo.close()
    }
  })

  it('an unknown locale is refused with a clear error (decoded by the kernel) and the modal shows English', async () => {
    const demo = await open(env.browser, env.demo, {}, '?locale=xx-YY')
    const errors: string[] = []
    demo.page.on('console', (message) => void (message.type() === 'error' && errors.push(message.text())))
    await demo.page.reload()
    await demo.page.getByRole('button', { name: 'Connect Wallet', exact: true }).click()
    await demo.dialog.getByText('I agree to the').waitFor()
    expect(errors.join('\n')).toContain('options.locale: not a known locale, the modal shows English')
    expect(await demo.page.locator('[data-airlock-root]').getAttribute('lang')).toBe('en')
    await demo.close()
  })
})
