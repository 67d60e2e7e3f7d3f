import { describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { demoInChromium } from './demoPage'

// `npm run demo` end to end: the page it serves, in real Chromium, against the live devnet, with the
// Devnet Wallet approving every request (issue 4 "done when"; issue 5 connect, restore, disconnect).
const env = demoInChromium()

async function openDemo(): Promise<Page> {
  const page = await env.browser.newPage()
  await page.goto(env.demo.url)
  return page
}

const modal = (page: Page) => page.getByRole('dialog')

/** Connect the Devnet Wallet through the Connect view (terms first: the demo turns legalCheckbox on). */
async function connectDevnetWallet(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await modal(page).getByRole('checkbox').check()
  await modal(page).getByRole('button', { name: /Devnet Wallet/ }).click()
  await expect.poll(() => page.getByTestId('status').textContent()).toBe('connected')
}

const short = (address: string) => `${address.slice(0, 6)}…${address.slice(-6)}`

describe('the demo on the devnet', () => {
  it('the printed URL shows the demo with the Devnet Wallet listed in the modal', async () => {
    const page = await openDemo()
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    await expect.poll(() => modal(page).getByText('Devnet Wallet').count()).toBeGreaterThan(0)
    await page.close()
  })

  it('§4 connect from the Connect view, restore after a reload, and disconnect', async () => {
    const page = await openDemo()
    await connectDevnetWallet(page)
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

  it('§4 wallet-side account and chain switches are reflected in the dapp', async () => {
    const page = await openDemo()
    await page.evaluate(() => localStorage.clear())
    await page.reload()
    await connectDevnetWallet(page)
    const [first, second] = env.demo.devnet.accounts
    expect(await page.getByTestId('account').textContent()).toBe(short(first!.address))
    await page.evaluate(() => (window as unknown as { __devnetWallet: { switchAccount(i: number): void } }).__devnetWallet.switchAccount(1))
    await expect.poll(() => page.getByTestId('account').textContent()).toBe(short(second!.address))
    const beta = env.demo.devnet.chains[1]!
    await page.evaluate((id) => (window as unknown as { __devnetWallet: { switchChain(id: number): void } }).__devnetWallet.switchChain(id), beta.chainId)
    await expect.poll(() => page.getByTestId('network').textContent()).toBe(beta.name)
    await page.close()
  })

  it('§4 switching network from the dapp moves the wallet to the second devnet chain', async () => {
    const page = await openDemo()
    await page.evaluate(() => localStorage.clear())
    await page.reload()
    await connectDevnetWallet(page)
    const [alpha, beta] = env.demo.devnet.chains
    expect(await page.getByTestId('network').textContent()).toBe(alpha!.name)
    await page.getByRole('button', { name: `Switch to ${beta!.name}` }).click()
    await expect.poll(() => page.getByTestId('network').textContent()).toBe(beta!.name)
    // The wallet itself moved (wallet_switchEthereumChain), not only the dapp's view of it.
    const walletChain = await page.evaluate(() =>
      (window as unknown as { __devnetWallet: { provider: { request(a: { method: string }): Promise<string> } } }).__devnetWallet.provider.request({
        method: 'eth_chainId',
      }),
    )
    expect(Number.parseInt(walletChain, 16)).toBe(beta!.chainId)
    await page.close()
  })
})
