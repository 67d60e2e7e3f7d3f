import { createPublicKey, verify } from 'node:crypto'
import { address, getBase58Encoder } from '@solana/kit'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestWallet, type TestWallet } from '../../devnet/wcWallet'
import { chooseToken, demoInChromium, status } from './demoPage'

// The solana namespace through WalletConnect, end to end: the demo in Chromium pairs once through the
// devnet relay with the WalletKit test wallet (Node), which holds an EVM account and a devnet ed25519
// key; the Solana account signs and sends against the devnet's local cluster.
const env = demoInChromium()
let page: Page
let wallet: TestWallet

const cluster = () => env.demo.devnet.solana!
const lamportsOf = (owner: string) => cluster().chain.svm.getBalance(address(owner)) ?? 0n
const dialog = () => page.getByRole('dialog')
const account = () => page.getByTestId('account').textContent()
const network = () => page.getByTestId('network').textContent()
const shortSolana = (text: string) => `${text.slice(0, 4)}…${text.slice(-6)}`
const shortEvm = (text: string) => `${text.slice(0, 6)}…${text.slice(-6)}`

beforeAll(async () => {
  const { demo, browser } = env
  wallet = await createTestWallet({
    relayUrl: demo.devnet.urls.relay!,
    projectId: demo.devnet.projectId,
    rpcUrls: Object.fromEntries(demo.devnet.chains.map((chain) => [chain.chainId, chain.rpcUrl])),
    solana: { caipNetworkId: cluster().caipNetworkId, rpcUrl: cluster().rpcUrl },
  })
  const context = await browser.newContext()
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(demo.url).origin })
  page = await context.newPage()
  await page.goto(demo.url)
}, 60_000)

afterAll(async () => {
  await wallet?.stop()
})

describe('WalletConnect solana namespace on the demo (SPEC §3, §4, §7, §9)', () => {
  it('§4 one pairing yields accounts in eip155 and solana', async () => {
    await page.getByRole('button', { name: 'Connect Wallet', exact: true }).click()
    await dialog().getByRole('checkbox').check()
    await dialog().getByRole('button', { name: /^WalletConnect/ }).click()
    await dialog().getByRole('img', { name: 'WalletConnect QR code' }).waitFor({ timeout: 15_000 })
    await dialog().getByRole('button', { name: /^(Copy link|Link copied)$/ }).click()
    await wallet.pair(await page.evaluate(() => navigator.clipboard.readText()))
    const session = await wallet.approveNext()
    expect(Object.keys(session.namespaces).sort()).toEqual(['eip155', 'solana'])
    await expect.poll(() => status(page), { timeout: 15_000 }).toBe('connected')
    expect(await account()).toBe(shortEvm(wallet.address()))
  })

  it('§4 switching to the Solana cluster in the same session shows the solana account and its SOL balance', async () => {
    await expect.poll(() => dialog().count()).toBe(0)
    await page.getByRole('button', { name: `Switch to ${cluster().name}` }).click()
    await expect.poll(network).toBe(cluster().name)
    await expect.poll(() => status(page)).toBe('connected')
    expect(await account()).toBe(shortSolana(wallet.solanaAddress()!))
    await page.getByRole('button', { name: 'Open the modal' }).click()
    await expect.poll(() => dialog().getByText('SOL', { exact: false }).count(), { timeout: 15_000 }).toBeGreaterThan(0)
    await page.screenshot({ path: 'test/artifacts/walletconnect-solana-account.png' })
    await page.keyboard.press('Escape')
  })

  it('§7 solana_signMessage through WalletConnect: the signature verifies with ed25519 against the account key', async () => {
    await page.getByRole('button', { name: 'Sign a message' }).click()
    const signature = (await page.getByTestId('signature').textContent({ timeout: 15_000 })) ?? ''
    const owner = wallet.solanaAddress()!
    const key = createPublicKey({
      key: Buffer.concat([Buffer.from('302a300506032b6570032100', 'hex'), Buffer.from(getBase58Encoder().encode(owner))]),
      format: 'der',
      type: 'spki',
    })
    expect(verify(null, Buffer.from('Hello from the Airlock demo'), key, Buffer.from(getBase58Encoder().encode(signature)))).toBe(true)
    expect(wallet.requests.map((r) => r.method)).toContain('solana_signMessage')
  })

  it('§4/§7 send SOL through WalletConnect: the receiver gains exactly the lamports on the cluster', async () => {
    const receiver = cluster().accounts[6]!.address
    const before = lamportsOf(receiver)
    await page.getByRole('button', { name: 'Send', exact: true }).click()
    await chooseToken(dialog(), 'SOL')
    await dialog().getByLabel('Amount').fill('0.75')
    await dialog().getByLabel('Receiver address').fill(receiver)
    await dialog().getByRole('button', { name: 'Send', exact: true }).click()
    await expect.poll(() => lamportsOf(receiver), { timeout: 20_000 }).toBe(before + 750_000_000n)
    expect(wallet.requests.map((r) => r.method)).toContain('solana_signTransaction')
  })

  it('§4 switching back to an EVM network keeps the session: the EVM account, no new pairing', async () => {
    if (await dialog().count()) await page.keyboard.press('Escape')
    const sessions = wallet.sessions().length
    const alpha = env.demo.devnet.chains[0]!
    await page.getByRole('button', { name: `Switch to ${alpha.name}` }).click()
    await expect.poll(network).toBe(alpha.name)
    await expect.poll(() => status(page)).toBe('connected')
    expect(await account()).toBe(shortEvm(wallet.address()))
    expect(wallet.sessions().length).toBe(sessions)
  })
})
