import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { BrowserContext, Page } from 'playwright-core'
import { parseEther, verifyMessage, type Address, type Hex } from 'viem'
import { createTestWallet, type TestWallet } from '../../devnet/wcWallet'
import { balanceOf, chooseToken, demoInChromium } from './demoPage'

// End to end: the demo's WalletConnect views in Chromium, the devnet relay, and the WalletKit
// test wallet (Node) answering against the devnet chains.
const env = demoInChromium()
let context: BrowserContext
let page: Page
let wallet: TestWallet
const requested: string[] = []
/** The WalletConnect SDK's chunk (adapters/walletconnect/sdk.ts) was fetched. */
const sdkLoaded = () => requested.some((url) => /\/chunks\/sdk-[^/]*\.js$/.test(url))

beforeAll(async () => {
  const { demo, browser } = env
  const relayUrl = demo.devnet.urls.relay
  if (!relayUrl) throw new Error('the demo devnet runs no relay')
  wallet = await createTestWallet({
    relayUrl,
    projectId: demo.devnet.projectId,
    rpcUrls: Object.fromEntries(demo.devnet.chains.map((chain) => [chain.chainId, chain.rpcUrl])),
  })
  context = await browser.newContext()
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(demo.url).origin })
  page = await context.newPage()
  page.on('request', (request) => requested.push(request.url()))
  page.on('websocket', (socket) => requested.push(socket.url()))
  await page.goto(demo.url)
}, 60_000)

afterAll(async () => {
  await wallet?.stop()
})

const modal = () => page.getByRole('dialog')
const status = () => page.getByTestId('status').textContent()
const short = (address: string) => `${address.slice(0, 6)}…${address.slice(-6)}`

/** Connect Wallet → WalletConnect: the QR view; answers the URI the Copy link button copies. */
async function openQr(): Promise<string> {
  await page.getByRole('button', { name: 'Connect Wallet', exact: true }).click()
  const terms = modal().getByRole('checkbox')
  if (!(await terms.isChecked())) await terms.check()
  await modal().getByRole('button', { name: /^WalletConnect/ }).click()
  return copiedUri()
}

async function copiedUri(): Promise<string> {
  await modal().getByRole('img', { name: 'WalletConnect QR code' }).waitFor({ timeout: 15_000 })
  // After a copy the button says 'Link copied' until the URI changes.
  await modal().getByRole('button', { name: /^(Copy link|Link copied)$/ }).click()
  return page.evaluate(() => navigator.clipboard.readText())
}

describe('WalletConnect on the devnet (SPEC §2, §4)', () => {
  it('DESIGN §5: the WalletConnect SDK chunk loads only once a WalletConnect path is taken', async () => {
    await page.getByRole('button', { name: 'Connect Wallet', exact: true }).click()
    await modal().getByRole('button', { name: /^WalletConnect/ }).waitFor()
    expect(sdkLoaded()).toBe(false)
    await page.keyboard.press('Escape')
    await expect.poll(() => modal().count()).toBe(0)
  })

  it('§2 the QR view shows a wc: URI; the wallet pairs with it and the dapp shows the account', async () => {
    const uri = await openQr()
    expect(sdkLoaded()).toBe(true)
    expect(uri).toMatch(/^wc:[0-9a-f]{64}@2\?/)
    await wallet.pair(uri)
    await wallet.approveNext()
    await expect.poll(status, { timeout: 15_000 }).toBe('connected')
    expect(await page.getByTestId('account').textContent()).toBe(short(wallet.address()))
    // The connecting view closes the modal once connected (no sign-in asked in this demo run).
    await expect.poll(() => modal().count()).toBe(0)
  })

  it('§4 personal_sign completes through the wallet, and the signature recovers to its address', async () => {
    await page.getByRole('button', { name: 'Sign a message' }).click()
    const signature = (await page.getByTestId('signature').textContent({ timeout: 15_000 })) as Hex
    expect(await verifyMessage({ address: wallet.address() as Address, message: 'Hello from the Airlock demo', signature })).toBe(true)
    expect(wallet.requests.map((r) => r.method)).toContain('personal_sign')
  })

  it('§4 a native send through the Send view completes through the wallet, on chain', async () => {
    const receiver = env.demo.devnet.accounts[8]!.address as Address
    const before = await balanceOf(env.demo, 'ETH', receiver)
    await page.getByRole('button', { name: 'Send', exact: true }).click()
    const dialog = modal()
    await chooseToken(dialog, 'ETH')
    await dialog.getByLabel('Amount').fill('0.5')
    await dialog.getByLabel('Receiver address').fill(receiver)
    await dialog.getByRole('button', { name: 'Send', exact: true }).click()
    await expect.poll(() => balanceOf(env.demo, 'ETH', receiver), { timeout: 15_000 }).toBe(before + parseEther('0.5'))
    // The wallet logs a request once it has answered it, which can be just after the block.
    await expect.poll(() => wallet.requests.map((r) => r.method)).toContain('eth_sendTransaction')
  })

  it('§4 WalletConnect events: wallet-side chain and account changes are reflected', async () => {
    const beta = env.demo.devnet.chains[1]!
    await wallet.switchChain(beta.chainId)
    await expect.poll(() => page.getByTestId('network').textContent(), { timeout: 15_000 }).toBe(beta.name)
    await wallet.switchAccount(3)
    await expect.poll(() => page.getByTestId('account').textContent(), { timeout: 15_000 }).toBe(short(env.demo.devnet.accounts[3]!.address))
  })

  it('§4 restore: a reload restores the session without a new pairing', async () => {
    const sessions = wallet.sessions().length
    await page.reload()
    await expect.poll(status, { timeout: 15_000 }).toBe('connected')
    expect(await page.getByTestId('account').textContent()).toBe(short(env.demo.devnet.accounts[3]!.address))
    expect(wallet.sessions().length).toBe(sessions)
    // The restored session still carries requests.
    await page.getByRole('button', { name: 'Sign a message' }).click()
    await expect.poll(() => page.getByTestId('signature').count(), { timeout: 15_000 }).toBe(1)
  })

  it('relay drop: the relay restarts mid-session (down for 1 s) and a request afterwards still completes', async () => {
    const relay = env.demo.devnet.relay!
    const signed = wallet.requests.filter((r) => r.method === 'personal_sign').length
    await relay.restart(1_000)
    await page.getByRole('button', { name: 'Sign a message' }).click()
    await expect.poll(() => wallet.requests.filter((r) => r.method === 'personal_sign').length, { timeout: 20_000 }).toBe(signed + 1)
    await expect.poll(() => page.getByTestId('signature').count(), { timeout: 15_000 }).toBe(1)
  })

  it('§3 approvedCaipNetworkIds: a network the wallet withdraws from the session is shown not approved in Networks, and usable again once it approves it', async () => {
    const [alpha, beta] = env.demo.devnet.chains
    await page.evaluate(() => (window as unknown as { airlock: { open(args: { view: string }): void } }).airlock.open({ view: 'Networks' }))
    const row = modal().getByRole('button', { name: new RegExp(`^${alpha!.name}`) })
    await row.waitFor()
    expect(await row.getAttribute('aria-disabled')).toBeNull()
    await wallet.setSessionChains([beta!.chainId])
    await expect.poll(() => row.getAttribute('aria-disabled'), { timeout: 15_000 }).toBe('true')
    expect(await row.textContent()).toContain('Not approved')
    await wallet.setSessionChains([alpha!.chainId, beta!.chainId])
    await expect.poll(() => row.getAttribute('aria-disabled'), { timeout: 15_000 }).toBeNull()
    await page.keyboard.press('Escape')
    await modal().waitFor({ state: 'detached' })
  })

  it("§4 WalletConnect: the SDK's verify, telemetry and RPC traffic stays on this machine (loopback only)", () => {
    const elsewhere = requested.filter((url) => !/^(https?|wss?):\/\/127\.0\.0\.1[:/]/.test(url) && !url.startsWith('data:'))
    expect(elsewhere).toEqual([])
    expect(requested.some((url) => url.startsWith(env.demo.devnet.urls.relay!))).toBe(true)
  })

  it('§4 WalletConnect events: a wallet-side disconnect shows in the page and the open modal within a second', async () => {
    await page.getByRole('button', { name: 'Open the modal' }).click()
    await expect.poll(() => modal().getAttribute('data-view')).toBe('Account')
    const started = Date.now()
    const disconnected = wallet.disconnect()
    await expect.poll(status, { timeout: 15_000, interval: 20 }).toBe('disconnected')
    const took = Date.now() - started
    await disconnected
    expect(took).toBeLessThan(1_000)
    expect(await page.getByTestId('account').textContent()).toBe('—')
    expect(await page.getByRole('button', { name: 'Connect Wallet', exact: true }).count()).toBe(1)
    // The open modal no longer shows an account that is gone: it starts over on Connect.
    await expect.poll(() => modal().getAttribute('data-view'), { timeout: 1_000 }).toBe('Connect')
  })
})

describe('§4 pairing with the real relay: an unused URI expires and is replaced', () => {
  it('§4 pairing: 3 min 50 s after it was shown, the QR carries a new URI, and the wallet pairs with that one', async () => {
    const fresh = await env.browser.newContext()
    await fresh.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(env.demo.url).origin })
    // The page's clock is Playwright's: the kernel's scheduler runs on it, the relay on real time.
    await fresh.clock.install()
    const previous = page
    page = await fresh.newPage()
    try {
      await page.goto(env.demo.url)
      const first = await openQr()
      await page.clock.fastForward('03:50')
      await expect.poll(() => copiedUri(), { timeout: 15_000 }).not.toBe(first)
      const second = await copiedUri()
      expect(second).toMatch(/^wc:[0-9a-f]{64}@2\?/)
      await wallet.pair(second)
      await wallet.approveNext()
      await expect.poll(status, { timeout: 15_000 }).toBe('connected')
    } finally {
      await fresh.close()
      page = previous
    }
  })
})
