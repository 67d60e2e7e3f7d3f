import { describe, expect, it } from 'vitest'
import { connectDevnetWallet, demoInChromium, disconnectInModal, openDemoPage, status, wallet, walletChainId } from './demoPage'

// `npm run demo` end to end: the page it serves, in real Chromium, against the live devnet, with the
// Devnet Wallet approving every request: connect, restore, disconnect.
// Each test opens the demo in a fresh browser context, so it starts disconnected.
const env = demoInChromium()

const short = (address: string) => `${address.slice(0, 6)}…${address.slice(-6)}`

describe('the demo on the devnet', () => {
  it('the printed URL shows the demo with the Devnet Wallet listed in the modal', async () => {
    const demo = await openDemoPage(env.browser, env.demo)
    await demo.page.getByRole('button', { name: 'Connect Wallet', exact: true }).click()
    await expect.poll(() => demo.dialog.getByText('Devnet Wallet').count()).toBeGreaterThan(0)
    await demo.close()
  })

  it('§4 connect from the Connect view, restore after a reload, and disconnect', async () => {
    const demo = await openDemoPage(env.browser, env.demo)
    const { page } = demo
    await connectDevnetWallet(demo)
    const account = await page.getByTestId('account').textContent()
    expect(account).toMatch(/^0x[0-9a-fA-F]{4}…[0-9a-fA-F]{6}$/)

    // SPEC §4 startup restore: stored connected → connecting → connected once the wallet confirms.
    await page.reload()
    await expect.poll(() => status(page)).toBe('connected')
    expect(await page.getByTestId('account').textContent()).toBe(account)

    await page.getByRole('button', { name: 'Open the modal' }).click()
    await disconnectInModal(demo.dialog)
    await expect.poll(() => status(page)).toBe('disconnected')
    await page.reload()
    await expect.poll(() => status(page)).toBe('disconnected')
    await demo.close()
  })

  it('§4 wallet-side account and chain switches are reflected in the dapp', async () => {
    const demo = await openDemoPage(env.browser, env.demo)
    const { page } = demo
    await connectDevnetWallet(demo)
    const [first, second] = env.demo.devnet.accounts
    expect(await page.getByTestId('account').textContent()).toBe(short(first!.address))
    await wallet(page, (control) => control.switchAccount(1))
    await expect.poll(() => page.getByTestId('account').textContent()).toBe(short(second!.address))
    const beta = env.demo.devnet.chains[1]!
    await wallet(page, (control, id) => control.switchChain(Number(id)), beta.chainId)
    await expect.poll(() => page.getByTestId('network').textContent()).toBe(beta.name)
    await demo.close()
  })

  it('§4 switching network from the dapp moves the wallet to the second devnet chain', async () => {
    const demo = await openDemoPage(env.browser, env.demo)
    const { page } = demo
    await connectDevnetWallet(demo)
    const [alpha, beta] = env.demo.devnet.chains
    expect(await page.getByTestId('network').textContent()).toBe(alpha!.name)
    await page.getByRole('button', { name: `Switch to ${beta!.name}` }).click()
    await expect.poll(() => page.getByTestId('network').textContent()).toBe(beta!.name)
    // The wallet itself moved (wallet_switchEthereumChain), not only the dapp's view of it.
    expect(await walletChainId(page)).toBe(beta!.chainId)
    await demo.close()
  })
})
