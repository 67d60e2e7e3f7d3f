import { beforeAll, describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { parseUnits, type Address } from 'viem'
import { balanceOf, chooseToken, connectDevnetWallet, demoInChromium, openDemoPage } from './demoPage'

// SPEC §4 send, end to end: the Send view of the demo, the Devnet Wallet approving, and the
// recipient's balance read back from the devnet chain.
const env = demoInChromium()
let page: Page

beforeAll(async () => {
  const demo = await openDemoPage(env.browser, env.demo)
  await connectDevnetWallet(demo)
  page = demo.page
})

/** The Send view: from the page's button, or from Account when a token send left the modal there. */
async function openSend(): Promise<void> {
  // A send settles when the modal closes (native) or lands on Account (tokens), SPEC §4; wait for
  // that, since the chain may show the transfer before the modal has moved.
  await page.waitForFunction(() => {
    const open = document.querySelector('[role="dialog"]')
    return !open || open.getAttribute('data-view') === 'Account'
  })
  const dialog = page.getByRole('dialog')
  if (await dialog.isVisible()) await dialog.getByRole('button', { name: 'Send', exact: true }).click()
  else await page.getByRole('button', { name: 'Send', exact: true }).click()
  await dialog.getByLabel('Token').waitFor()
}

async function sendFromTheModal(symbol: string, amount: string, receiver: string): Promise<void> {
  await openSend()
  const dialog = page.getByRole('dialog')
  await chooseToken(dialog, symbol)
  await dialog.getByLabel('Amount').fill(amount)
  await dialog.getByLabel('Receiver address').fill(receiver)
  await dialog.getByRole('button', { name: 'Send', exact: true }).click()
}

describe('send through the Send view on the devnet (SPEC §4, §5)', () => {
  it.each([
    ['ETH', '0.25', 18],
    ['DVT', '12.5', 18],
    ['DUSD', '3.75', 6],
    ['DUSDT', '2', 6],
  ])('§4 send %s: the recipient receives exactly the amount in smallest units', async (symbol, amount, decimals) => {
    const receiver = env.demo.devnet.accounts[7]!.address as Address
    const before = await balanceOf(env.demo, symbol, receiver)
    await sendFromTheModal(symbol, amount, receiver)
    await expect.poll(() => balanceOf(env.demo, symbol, receiver), { timeout: 15_000 }).toBe(before + parseUnits(amount, decimals))
  })

  it('§5 send: an invalid receiver address gives an inline error and nothing is sent', async () => {
    await openSend()
    const dialog = page.getByRole('dialog')
    await dialog.getByLabel('Amount').fill('1')
    await dialog.getByLabel('Receiver address').fill('0x1234')
    await expect.poll(() => dialog.getByLabel('Receiver address').getAttribute('aria-invalid')).toBe('true')
    expect(await dialog.getByRole('button', { name: 'Send', exact: true }).isDisabled()).toBe(true)
  })

  it('§2 the Activity tab then lists the transfers under the current month', async () => {
    const dialog = page.getByRole('dialog')
    if (!(await dialog.isVisible())) await page.getByRole('button', { name: 'Open the modal' }).click()
    if ((await dialog.getAttribute('data-view')) !== 'Account') await dialog.getByRole('button', { name: /back/i }).first().click()
    await dialog.getByRole('tab', { name: 'Activity' }).click()
    // SPEC §2: the title is the month name alone in the current year.
    const month = new Date().toLocaleString('en-US', { month: 'long' })
    await expect.poll(() => dialog.getByRole('heading', { name: month, exact: true }).count(), { timeout: 15_000 }).toBe(1)
    await expect.poll(() => dialog.getByText('DUSDT').count()).toBeGreaterThan(0)
  })
})
