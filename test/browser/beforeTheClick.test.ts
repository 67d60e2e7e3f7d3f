import { rmSync } from 'node:fs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser } from 'playwright-core'
import { buildContender } from '../../bench/src/build'
import { launchBenchChromium, offlineContext } from '../../bench/src/browser'
import { networkQuiet } from '../../bench/src/measureRun'
import { servePage, type PageServer } from '../../bench/src/server'
import { readScripts, staticClosure } from '../budget/pageWeight'

/**
 * The weight budget as the bench measures it, held by a test: the page is loaded in Chromium (built
 * with rolldown as the bench builds it) and left idle, and what it fetched is compared with the entry's
 * static imports, the set the budget test weighs. Code fetched in the idle time before the click is
 * weight before the click too.
 */
let browser: Browser
let server: PageServer
let out = ''

beforeAll(async () => {
  out = await buildContender({ id: 'test-before-click', page: 'airlock', label: 'Airlock', button: 'Connect Wallet', hasModal: true })
  server = await servePage(out)
  browser = await launchBenchChromium()
}, 150_000)

afterAll(async () => {
  await browser?.close()
  await server?.close()
  if (out) rmSync(out, { recursive: true, force: true })
})

interface Probe {
  readonly __benchProbe: { readonly button: boolean; readonly wallet: boolean }
}

describe('the page before the click, in Chromium', () => {
  it('§1 on-demand bundles: a page left idle has fetched the entry and its static imports, nothing lazy; the first click then shows the surface built while it was idle', async () => {
    const { context } = await offlineContext(browser)
    try {
      const page = await context.newPage()
      await page.goto(`${server.url}/`)
      await page.waitForFunction(() => (window as unknown as Probe).__benchProbe.button)
      // Built in the page's idle time: hidden, out of the accessibility tree.
      await expect.poll(() => page.locator('[role="dialog"]').count()).toBe(1)
      await expect(page.getByRole('dialog').count()).resolves.toBe(0)
      await networkQuiet(server)

      const fetched = new Set(server.scripts.map((script) => script.path.slice(1)))
      expect(fetched).toEqual(staticClosure(readScripts(out), 'main.js'))

      const built = await page.evaluateHandle(() => document.querySelector('[role="dialog"]'))
      await page.getByRole('button', { name: 'Connect Wallet' }).click()
      await page.waitForFunction(() => (window as unknown as Probe).__benchProbe.wallet)
      expect(await page.evaluate((element) => element === document.querySelector('[role="dialog"]'), built)).toBe(true)
      await expect(page.getByRole('dialog').getByText('Bench Wallet').isVisible()).resolves.toBe(true)
    } finally {
      await context.close()
    }
  })

  it('§2 first opening: while the page is idle, a copy of the surface built hidden is laid out once and leaves nothing behind', async () => {
    const { context } = await offlineContext(browser)
    try {
      const page = await context.newPage()
      // Before the click the modal's surface is displayed none: a surface whose box is read laid out
      // is the warm-up's copy, caught at the one moment it is in the page.
      await page.addInitScript(() => {
        const read = Element.prototype.getBoundingClientRect
        const seen: Array<{ height: number; text: string; weight: string }> = []
        Object.assign(window, { warmups: seen })
        Element.prototype.getBoundingClientRect = function (this: Element) {
          const box = read.call(this)
          if (this.hasAttribute('data-airlock-root') && getComputedStyle(this).display !== 'none') {
            const name = [...this.querySelectorAll('*')].find((element) => element.childElementCount === 0 && element.textContent === 'Bench Wallet')
            seen.push({ height: box.height, text: this.textContent ?? '', weight: name ? getComputedStyle(name).fontWeight : '' })
          }
          return box
        }
      })
      await page.goto(`${server.url}/`)
      await page.waitForFunction(() => (window as unknown as Probe).__benchProbe.button)
      type Seen = { height: number; text: string; weight: string }
      const warmups = () => page.evaluate(() => (window as unknown as { warmups: Seen[] }).warmups)
      await expect.poll(async () => (await warmups()).some((copy) => copy.text.includes('Bench Wallet')), { timeout: 10_000 }).toBe(true)
      const copy = (await warmups()).find((seen) => seen.text.includes('Bench Wallet'))!
      // Laid out for real: a box with height, the wallet's name in its own weight.
      expect(copy.height).toBeGreaterThan(100)
      expect(copy.weight).not.toBe('')
      expect(await page.locator('[data-airlock-root]').count()).toBe(1)
      await expect(page.getByRole('dialog').count()).resolves.toBe(0)
    } finally {
      await context.close()
    }
  })
})
