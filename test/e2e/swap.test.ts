import { beforeAll, describe, expect, it } from 'vitest'
import type { Locator, Page } from 'playwright-core'
import { parseUnits, type Address } from 'viem'
import { axeViolations } from './axe'
import { balanceOf, connectDevnetWallet, demoInChromium, openDemoPage, untilTransitionsEnd } from './demoPage'

// SPEC §1 swaps end to end: the demo's Swap view, quotes from the devnet's SPEC §7 convert rows over
// its Uniswap V2 pools, the Devnet Wallet approving, and the amounts read back from the chain.
const env = demoInChromium()
let page: Page
let dialog: Locator
let owner: Address

beforeAll(async () => {
  const demo = await openDemoPage(env.browser, env.demo)
  await connectDevnetWallet(demo)
  page = demo.page
  dialog = demo.dialog
  // The Devnet Wallet connects its first account.
  owner = env.demo.devnet.accounts[0]!.address as Address
})

/** Whole units as the view prints them ('1,190.321') back to a number. */
const shown = (text: string | null): number => Number((text ?? '').replace(/[^\d.]/g, ''))

async function openSwap(): Promise<void> {
  if (!(await dialog.isVisible())) await page.getByRole('button', { name: 'Open the modal' }).click()
  if ((await dialog.getAttribute('data-view')) !== 'Swap') await dialog.getByRole('button', { name: 'Swap', exact: true }).click()
  await dialog.getByRole('button', { name: 'Choose the token you pay' }).waitFor()
}

async function pick(side: 'pay' | 'receive', symbol: string): Promise<void> {
  await dialog.getByRole('button', { name: `Choose the token you ${side}` }).click()
  await dialog.getByRole('searchbox', { name: 'Search tokens' }).fill(symbol)
  const symbolOnly = page.locator('span', { hasText: new RegExp(`^${symbol}$`) })
  await dialog.locator('li button').filter({ has: symbolOnly }).first().click()
}

/** Swaps through the view; returns the quote it showed (receive amount and minimum received). */
async function swapInView(from: string, to: string, amount: string): Promise<{ quoted: number; minimum: number }> {
  await openSwap()
  await pick('pay', from)
  await pick('receive', to)
  await dialog.getByRole('textbox', { name: 'Amount to pay' }).fill(amount)
  const primary = dialog.getByTestId('swap-primary')
  await expect.poll(() => primary.textContent(), { timeout: 15_000 }).toMatch(/^(Swap|Approve \w+)$/)
  if ((await primary.textContent())?.startsWith('Approve')) {
    await primary.click()
    await expect.poll(() => primary.textContent(), { timeout: 20_000 }).toBe('Swap')
  }
  const quoted = shown(await dialog.getByTestId('swap-receive').textContent())
  const minimum = shown(await dialog.locator('dt', { hasText: 'Minimum received' }).locator('xpath=following-sibling::dd[1]').textContent())
  await primary.click()
  await dialog.getByTestId('swap-summary').waitFor({ timeout: 20_000 })
  return { quoted, minimum }
}

describe('swap through the Swap view on the devnet AMM (SPEC §1, §7, §9)', () => {
  it('§1 swaps: the receive box has no empty row before its token is chosen; once chosen it shows the quote\'s dollar value and the balance; the quote details sit one gap from the boxes and the button; each control\'s name starts with what it shows (axe finds nothing)', async () => {
    await openSwap()
    // The box holds its title and the amount row, nothing under them.
    const receiveBox = dialog.getByTestId('swap-receive').locator('xpath=../..')
    expect(await receiveBox.evaluate((box) => [...box.children].map((child) => child.textContent))).toEqual(['You receive', '0.000Select token'])
    await pick('pay', 'ETH')
    await pick('receive', 'DVT')
    const foot = dialog.getByTestId('swap-receive-foot')
    await expect.poll(() => foot.textContent(), { timeout: 15_000 }).toMatch(/^\$0\.00Balance: [\d,.]+ DVT$/)
    await dialog.getByRole('textbox', { name: 'Amount to pay' }).fill('0.01')
    await expect.poll(() => foot.textContent(), { timeout: 15_000 }).toMatch(/^\$[1-9][\d,]*\.\d\dBalance: [\d,.]+ DVT$/)
    // Each control's name starts with what it shows (WCAG 2.5.3: 'click ETH' works by voice).
    expect(await dialog.getByRole('button', { name: 'ETH. Choose the token you pay', exact: true }).count()).toBe(1)
    expect(await axeViolations(page)).toEqual([])
    // The quote details sit one gap under the boxes and one above the button: no browser margin, no empty row.
    await expect.poll(() => dialog.locator('dl').count()).toBe(1)
    await untilTransitionsEnd(page)
    const edges = async (locator: Locator) => locator.evaluate((element) => [element.getBoundingClientRect().top, element.getBoundingClientRect().bottom])
    const [, boxesBottom] = await edges(receiveBox.locator('..'))
    const [detailsTop, detailsBottom] = await edges(dialog.locator('dl'))
    const [buttonTop] = await edges(dialog.getByTestId('swap-primary'))
    expect([detailsTop! - boxesBottom!, buttonTop! - detailsBottom!]).toEqual([16, 16])
    await dialog.getByRole('textbox', { name: 'Amount to pay' }).fill('')
  })

  it('§2 SwapSelectToken: the token list is a view of its own with one Back, the header\'s; Back or Escape returns to the form with its amount', async () => {
    await openSwap()
    await dialog.getByRole('textbox', { name: 'Amount to pay' }).fill('0.5')
    const backs = dialog.getByRole('button', { name: /^Back/ })
    for (const leave of [() => backs.click(), () => page.keyboard.press('Escape')]) {
      await dialog.getByRole('button', { name: 'Choose the token you receive' }).click()
      await dialog.getByRole('searchbox', { name: 'Search tokens' }).waitFor()
      expect(await dialog.getAttribute('data-view')).toBe('SwapSelectToken')
      expect(await backs.count()).toBe(1)
      expect(await axeViolations(page)).toEqual([])
      await leave()
      await expect.poll(() => dialog.getAttribute('data-view')).toBe('Swap')
      expect(await dialog.getByRole('textbox', { name: 'Amount to pay' }).inputValue()).toBe('0.5')
    }
    await dialog.getByRole('textbox', { name: 'Amount to pay' }).fill('')
  })

  it('§7 swap ETH → DVT: the DVT received on chain matches the quote within the 1 % slippage', async () => {
    const before = await balanceOf(env.demo, 'DVT', owner)
    const { quoted, minimum } = await swapInView('ETH', 'DVT', '0.5')
    expect(quoted).toBeGreaterThan(500)
    const received = Number(((await balanceOf(env.demo, 'DVT', owner)) - before) / 10n ** 15n) / 1000
    expect(received).toBeGreaterThanOrEqual(minimum)
    expect(Math.abs(received - quoted) / quoted).toBeLessThanOrEqual(0.01)
    await expect.poll(() => dialog.getByTestId('swap-summary').textContent()).toMatch(/^Swapped 0\.5(00)? ETH for [\d,.]+ DVT$/)
    expect(await dialog.getByTestId('swap-hash').getAttribute('title')).toMatch(/^0x[0-9a-f]{64}$/)
  })

  it('§9 swap DUSDT → DUSD (USDT-style token): approve first, then the DUSD received matches the quote', async () => {
    await dialog.getByRole('button', { name: 'Swap again' }).click()
    const before = await balanceOf(env.demo, 'DUSD', owner)
    const tetherBefore = await balanceOf(env.demo, 'DUSDT', owner)
    const { quoted, minimum } = await swapInView('DUSDT', 'DUSD', '40')
    const received = Number((await balanceOf(env.demo, 'DUSD', owner)) - before) / 1e6
    expect(received).toBeGreaterThanOrEqual(minimum)
    expect(Math.abs(received - quoted) / quoted).toBeLessThanOrEqual(0.01)
    expect(tetherBefore - (await balanceOf(env.demo, 'DUSDT', owner))).toBe(parseUnits('40', 6))
  })

  it('§4 balances refresh: the view shows the DUSDT balance the chain now holds', async () => {
    await dialog.getByRole('button', { name: 'Swap again' }).click()
    const held = Number(await balanceOf(env.demo, 'DUSDT', owner)) / 1e6
    await pick('pay', 'DUSDT')
    await expect.poll(() => dialog.getByText(/^Balance: [\d,.]+ DUSDT/).first().textContent(), { timeout: 15_000 }).toContain(
      held.toLocaleString('en-US', { maximumFractionDigits: 3 }),
    )
  })
})
