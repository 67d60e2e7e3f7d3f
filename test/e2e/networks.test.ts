import { describe, expect, it } from 'vitest'
import { thrownMessages } from '../../kernel/errors/messages'
import { connectDevnetWallet, openDemoPage, viewOf, wallet, walletChainId, walletLog, type DemoPage, demoInChromium } from './demoPage'

// SPEC §4 switching network and §2 UnsupportedChain, end to end: the demo's modal, the Devnet Wallet
// (told which networks it knows), and the devnet chains behind both.
const env = demoInChromium()

const alpha = () => env.demo.devnet.chains[0]!
const beta = () => env.demo.devnet.chains[1]!
const network = ({ page }: DemoPage) => page.getByTestId('network').textContent()

/** From the page's button to the modal's Networks view (Account → network chip). */
async function openNetworks(demoPage: DemoPage): Promise<void> {
  const { page, dialog } = demoPage
  await page.getByRole('button', { name: 'Open the modal' }).click()
  await dialog.getByTitle(/Switch network/).click()
  await expect.poll(() => viewOf(demoPage)).toBe('Networks')
}

/** A JSON-RPC call straight to a devnet RPC URL (what the wallet will use for the added chain). */
async function rpcChainId(rpcUrl: string): Promise<number> {
  const response = await fetch(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] }),
  })
  const body = (await response.json()) as { result: string }
  return Number.parseInt(body.result, 16)
}

describe('switching and adding networks on the devnet (SPEC §4, §2)', () => {
  it('§4 switching network: a chain the wallet lacks (4902) is added with wallet_addEthereumChain, then used', async () => {
    const demoPage = await openDemoPage(env.browser, env.demo)
    const { page, dialog } = demoPage
    // The person removed Devnet Beta from the wallet: switching to it now fails with 4902.
    await wallet(page, (control, id) => control.removeChain(Number(id)), beta().chainId)
    await connectDevnetWallet(demoPage)
    await wallet(page, (control) => control.clearLog())

    await openNetworks(demoPage)
    await dialog.getByRole('button', { name: beta().name }).click()
    await expect.poll(() => network(demoPage)).toBe(beta().name)

    const log = await walletLog(page)
    const calls = log.filter((entry) => entry.method.startsWith('wallet_'))
    expect(calls.map((entry) => [entry.method, entry.outcome, entry.code])).toEqual([
      ['wallet_switchEthereumChain', 'error', 4902],
      ['wallet_addEthereumChain', 'ok', undefined],
      ['wallet_switchEthereumChain', 'ok', undefined],
    ])
    // SPEC §7: chainId (hex), rpcUrls, chainName, nativeCurrency, blockExplorerUrls (the devnet's
    // own explorer, which the demo's networks name).
    expect(calls[1]!.params).toEqual([
      {
        chainId: `0x${beta().chainId.toString(16)}`,
        chainName: beta().name,
        nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
        rpcUrls: [beta().rpcUrl],
        blockExplorerUrls: [beta().explorerUrl],
      },
    ])
    // The wallet now knows the chain by the URL it was given, and that node really is chain 31338.
    const added = await wallet(page, (control, id) => control.chains().find((c) => c.chainId === Number(id)), beta().chainId)
    expect(added).toMatchObject({ chainId: beta().chainId, name: beta().name, rpcUrl: beta().rpcUrl })
    expect(await rpcChainId(added!.rpcUrl)).toBe(beta().chainId)
    expect(await walletChainId(page)).toBe(beta().chainId)
    await demoPage.close()
  })

  it(`§4 switching network: a failed add shows '${thrownMessages.chainNotSupported}' and nothing moves`, async () => {
    const demoPage = await openDemoPage(env.browser, env.demo)
    const { page, dialog } = demoPage
    await wallet(page, (control, id) => control.removeChain(Number(id)), beta().chainId)
    await wallet(page, (control) => control.failAddChain(1))
    await connectDevnetWallet(demoPage)

    await openNetworks(demoPage)
    await dialog.getByRole('button', { name: beta().name }).click()
    await expect.poll(() => dialog.getByRole('alert').filter({ hasText: thrownMessages.chainNotSupported }).count()).toBe(1)

    expect(await viewOf(demoPage)).toBe('Networks')
    expect(await network(demoPage)).toBe(alpha().name)
    expect(await walletChainId(page)).toBe(alpha().chainId)
    const adds = (await walletLog(page)).filter((entry) => entry.method === 'wallet_addEthereumChain')
    expect(adds.map((entry) => entry.outcome)).toEqual(['error'])
    expect(await wallet(page, (control, id) => control.chains().some((c) => c.chainId === Number(id)), beta().chainId)).toBe(false)
    await demoPage.close()
  })

  it('§2 UnsupportedChain: the wallet moves to a chain the app does not offer (the view shows, the page\'s button says Switch Network); choosing an offered one moves it back', async () => {
    // The demo offers Devnet Alpha alone; the wallet knows both devnet chains.
    const demoPage = await openDemoPage(env.browser, env.demo, `?networks=${alpha().chainId}`)
    const { page, dialog } = demoPage
    await connectDevnetWallet(demoPage)
    expect(await page.getByRole('button', { name: /^Switch to Devnet/ }).allTextContents()).toEqual([`Switch to ${alpha().name}`])

    await wallet(page, (control, id) => control.switchChain(Number(id)), beta().chainId)
    await expect.poll(() => viewOf(demoPage)).toBe('UnsupportedChain')
    // The view's code loads on demand: wait for its text, not only its name.
    await expect.poll(() => dialog.getByText(/doesn’t support your current network/).count()).toBe(1)
    expect(await network(demoPage)).not.toBe(alpha().name)
    // The page's connect button says so too, in place of the network's mark and balance.
    const accountButton = page.getByRole('button', { name: /^Switch Network\b/ })
    await expect.poll(() => accountButton.count(), { timeout: 15_000 }).toBe(1)

    await dialog.getByRole('button', { name: alpha().name }).click()
    await expect.poll(() => viewOf(demoPage)).toBe(null)
    expect(await network(demoPage)).toBe(alpha().name)
    await expect.poll(() => accountButton.count()).toBe(0)
    expect(await walletChainId(page)).toBe(alpha().chainId)
    await demoPage.close()
  })

  it('§2 UnsupportedChain: a wallet connected on a network the app does not offer lands on UnsupportedChain (not a closed modal); choosing the offered one moves it there and closes', async () => {
    // The demo offers Devnet Beta alone; the Devnet Wallet sits on Devnet Alpha.
    const demoPage = await openDemoPage(env.browser, env.demo, `?networks=${beta().chainId}`)
    const { page, dialog } = demoPage
    expect(await walletChainId(page)).toBe(alpha().chainId)
    await connectDevnetWallet(demoPage)
    await expect.poll(() => viewOf(demoPage)).toBe('UnsupportedChain')
    await expect.poll(() => dialog.getByText(/doesn’t support your current network/).count(), { timeout: 15_000 }).toBe(1)

    await dialog.getByRole('button', { name: beta().name }).click()
    await expect.poll(() => viewOf(demoPage)).toBe(null)
    expect(await network(demoPage)).toBe(beta().name)
    expect(await walletChainId(page)).toBe(beta().chainId)
    await demoPage.close()
  })
})
