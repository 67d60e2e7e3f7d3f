import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser, Page } from 'playwright-core'
import { startDemo, type Demo } from '../../demo/server'
import { launchChromium } from '../harness/chromium'

// `npm run demo` end to end: the page it serves, in real Chromium, against the live devnet, with the
// Devnet Wallet approving every request (issue 4 "done when"; issue 5 connect, restore, disconnect).
let demo: Demo
let browser: Browser

beforeAll(async () => {
  ;[demo, browser] = await Promise.all([startDemo({ approval: 'approve' }), launchChromium()])
})

afterAll(async () => {
  await browser?.close()
  await demo?.stop()
})

async function openDemo(): Promise<Page> {
  const page = await browser.newPage()
  await page.goto(demo.url)
  return page
}

const modal = (page: Page) => page.getByRole('dialog')

describe('the demo on the devnet', () => {
  it('the printed URL shows the demo with the Devnet Wallet listed in the modal', async () => {
    const page = await openDemo()
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    await expect.poll(() => modal(page).getByText('Devnet Wallet').count()).toBeGreaterThan(0)
    await page.close()
  })

  it('§4 connect from the Connect view, restore after a reload, and disconnect', async () => {
    const page = await openDemo()
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    // The demo turns legalCheckbox on: wallets wait for the terms to be accepted (SPEC §1).
    await modal(page).getByRole('checkbox').check()
    await modal(page).getByRole('button', { name: /Devnet Wallet/ }).click()
    await expect.poll(() => page.getByTestId('status').textContent()).toBe('connected')
    const account = await page.getByTestId('account').textContent()
    expect(account).toMatch(/^0x[0-9a-fA-F]{4}…[0-9a-fA-F]{6}$/)

    // SPEC §4 startup restore: stored connected → connecting → connected once the wallet confirms.
    await page.reload()
    await expect.poll(() => page.getByTestId('status').textContent()).toBe('connected')
    expect(await page.getByTestId('account').textContent()).toBe(account)

    await page.getByRole('button', { name: 'Open the modal' }).click()
    await modal(page).getByRole('button', { name: /disconnect/i }).click()
    await expect.poll(() => page.getByTestId('status').textContent()).toBe('disconnected')
    await page.reload()
    await expect.poll(() => page.getByTestId('status').textContent()).toBe('disconnected')
    await page.close()
  })
})
