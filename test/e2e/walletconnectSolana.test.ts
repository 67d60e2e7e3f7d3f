import { createPublicKey, verify } from 'node:crypto'
import { address, getBase58Encoder } from '@solana/kit'
import { TOKEN_PROGRAM_ADDRESS, findAssociatedTokenPda, getTokenDecoder } from '@solana-program/token'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestWallet, type TestWallet } from '../../devnet/wcWallet'
import { shownMessages } from '../../kernel/errors/messages'
import { truncateAddress } from '../../kernel/format/truncateAddress'
import { verifySimple } from '../../devnet/bitcoin/bip322'
import { REGTEST } from '../../devnet/bitcoin/config'
import { chooseToken, demoInChromium, status } from './demoPage'

// The solana and bip122 namespaces through WalletConnect, end to end: the demo in Chromium pairs once
// through the devnet relay with the WalletKit test wallet (Node), which holds an EVM account, a devnet
// ed25519 key and the devnet's Bitcoin keys; the Solana account signs and sends against the devnet's
// local cluster, the Bitcoin one against its ledger.
const env = demoInChromium()
let page: Page
let wallet: TestWallet

const cluster = () => env.demo.devnet.solana!
const ledger = () => env.demo.devnet.bitcoin!
const confirmedSats = (owner: string) => {
  const { chain } = ledger().ledger.statsOf(owner)
  return BigInt(chain.funded_txo_sum - chain.spent_txo_sum)
}
const lamportsOf = (owner: string) => cluster().chain.svm.getBalance(address(owner)) ?? 0n
async function tokenAmount(owner: string, mint: string): Promise<bigint> {
  const [ata] = await findAssociatedTokenPda({ owner: address(owner), mint: address(mint), tokenProgram: TOKEN_PROGRAM_ADDRESS })
  const held = cluster().chain.svm.getAccount(ata)
  return held.exists ? BigInt(getTokenDecoder().decode(held.data).amount) : 0n
}
const dialog = () => page.getByRole('dialog')
const account = () => page.getByTestId('account').textContent()
const network = () => page.getByTestId('network').textContent()
/** Closes the modal, pressing Escape again while a view transition swallows the first one. */
const closeModal = () =>
  expect
    .poll(async () => {
      if (await dialog().count()) await page.keyboard.press('Escape')
      return dialog().count()
    })
    .toBe(0)
const shortSolana = (text: string) => `${text.slice(0, 4)}…${text.slice(-6)}`
const shortEvm = (text: string) => `${text.slice(0, 6)}…${text.slice(-6)}`

beforeAll(async () => {
  const { demo, browser } = env
  wallet = await createTestWallet({
    relayUrl: demo.devnet.urls.relay!,
    projectId: demo.devnet.projectId,
    rpcUrls: Object.fromEntries(demo.devnet.chains.map((chain) => [chain.chainId, chain.rpcUrl])),
    solana: { caipNetworkId: cluster().caipNetworkId, rpcUrl: cluster().rpcUrl },
    bitcoin: { caipNetworkId: ledger().caipNetworkId, esploraUrl: ledger().esploraUrl, accounts: ledger().accounts },
  })
  const context = await browser.newContext()
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(demo.url).origin })
  page = await context.newPage()
  await page.goto(demo.url)
}, 60_000)

afterAll(async () => {
  await wallet?.stop()
})

describe('WalletConnect solana and bip122 namespaces on the demo (SPEC §3, §4, §7, §9)', () => {
  it('§4 one pairing yields accounts in eip155, solana and bip122', async () => {
    await page.getByRole('button', { name: 'Connect Wallet', exact: true }).click()
    await dialog().getByRole('checkbox').check()
    await dialog().getByRole('button', { name: /^WalletConnect/ }).click()
    await dialog().getByRole('img', { name: 'WalletConnect QR code' }).waitFor({ timeout: 15_000 })
    await dialog().getByRole('button', { name: /^(Copy link|Link copied)$/ }).click()
    await wallet.pair(await page.evaluate(() => navigator.clipboard.readText()))
    const session = await wallet.approveNext()
    expect(Object.keys(session.namespaces).sort()).toEqual(['bip122', 'eip155', 'solana'])
    expect(session.namespaces.bip122?.accounts).toEqual([`${ledger().caipNetworkId}:${wallet.bitcoinAddress()}`])
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

  it("§4/§7 send an SPL token through WalletConnect: the receiver's token account gains the amount on the cluster", async () => {
    // The SOL send ends on Account (§4); a second send starts from there.
    await expect.poll(() => dialog().getAttribute('data-view'), { timeout: 20_000 }).toBe('Account')
    const receiver = cluster().accounts[7]!.address
    const usdc = cluster().tokens.find((t) => t.symbol === 'DUSDC')!
    const before = await tokenAmount(receiver, usdc.mint)
    const signed = wallet.requests.filter((r) => r.method === 'solana_signTransaction').length
    await dialog().getByRole('button', { name: 'Send', exact: true }).click()
    await chooseToken(dialog(), 'DUSDC')
    await dialog().getByLabel('Amount').fill('12.5')
    await dialog().getByLabel('Receiver address').fill(receiver)
    await dialog().getByRole('button', { name: 'Send', exact: true }).click()
    await expect.poll(() => tokenAmount(receiver, usdc.mint), { timeout: 20_000 }).toBe(before + 12_500_000n)
    expect(wallet.requests.filter((r) => r.method === 'solana_signTransaction').length).toBe(signed + 1)
  })

  it("§8 a signature refused in the wallet through WalletConnect shows 'Signature declined' and no signature", async () => {
    await closeModal()
    wallet.setRequestMode('reject')
    try {
      await page.getByRole('button', { name: 'Sign a message' }).click()
      await expect.poll(() => page.getByRole('alert').textContent(), { timeout: 15_000 }).toBe(shownMessages.signatureDeclined)
      expect(await page.getByTestId('signature').count()).toBe(0)
      expect(wallet.requests.at(-1)).toMatchObject({ method: 'solana_signMessage', outcome: { error: { code: 4001 } } })
    } finally {
      wallet.setRequestMode('answer')
    }
  })

  it('§4 switching to the Bitcoin ledger in the same session shows the payment address (SPEC §4 bip122 default) and its BTC; the Account view switches to the ordinals address and back', async () => {
    await closeModal()
    await page.getByRole('button', { name: `Switch to ${ledger().name}` }).click()
    await expect.poll(network).toBe(ledger().name)
    await expect.poll(() => status(page)).toBe('connected')
    expect(await account()).toBe(truncateAddress(wallet.bitcoinAddress()!))
    await page.getByRole('button', { name: 'Open the modal' }).click()
    const btc = Number(confirmedSats(wallet.bitcoinAddress()!)) / 1e8
    await expect.poll(() => dialog().innerText(), { timeout: 15_000 }).toMatch(new RegExp(`\\b${Math.floor(btc)}(\\.\\d+)?\\s+BTC`))
    // SPEC §3/§4 the session carries the ordinals address too: the Account view switches to it and back.
    const ordinals = ledger().accounts[0]!.ordinals.address
    await dialog().getByRole('button', { name: 'Switch to your ordinals address' }).click()
    await expect.poll(account).toBe(truncateAddress(ordinals))
    await expect.poll(() => dialog().innerText(), { timeout: 15_000 }).toMatch(/\b0\.1(0*)?\s+BTC/)
    await dialog().getByRole('button', { name: 'Switch to your payment address' }).click()
    await expect.poll(account).toBe(truncateAddress(wallet.bitcoinAddress()!))
    await page.keyboard.press('Escape')
  })

  it('§7 Bitcoin signMessage through WalletConnect: a BIP-322 signature that verifies for the payment address', async () => {
    await page.getByRole('button', { name: 'Sign a message' }).click()
    const signature = (await page.getByTestId('signature').textContent({ timeout: 15_000 })) ?? ''
    expect(verifySimple(wallet.bitcoinAddress()!, 'Hello from the Airlock demo', signature, REGTEST)).toBe(true)
    expect(wallet.requests.at(-1)).toMatchObject({ method: 'signMessage', chainId: ledger().caipNetworkId })
  })

  it('§4/§7 send BTC through WalletConnect: sendTransfer puts it in the ledger mempool; after a mined block both balances move', async () => {
    const payer = wallet.bitcoinAddress()!
    const receiver = ledger().accounts[4]!.payment.address
    const [payerBefore, receiverBefore] = [confirmedSats(payer), confirmedSats(receiver)]
    await page.getByRole('button', { name: 'Send', exact: true }).click()
    await chooseToken(dialog(), 'BTC')
    await dialog().getByLabel('Amount').fill('0.3')
    await dialog().getByLabel('Receiver address').fill(receiver)
    await dialog().getByRole('button', { name: 'Send', exact: true }).click()
    await expect.poll(() => ledger().ledger.mempool().length, { timeout: 20_000 }).toBe(1)
    const [txid] = ledger().ledger.mempool()
    const { fee } = ledger().ledger.transaction(txid!)!
    // The wallet logs a request once its answer is sent, which can be just after the broadcast.
    await expect.poll(() => wallet.requests.at(-1)).toMatchObject({ method: 'sendTransfer', outcome: { result: { txid } } })
    ledger().ledger.mine(1)
    expect(confirmedSats(receiver)).toBe(receiverBefore + 30_000_000n)
    expect(confirmedSats(payer)).toBe(payerBefore - 30_000_000n - BigInt(fee))
  })

  it('§4 switching back to an EVM network keeps the session: the EVM account, no new pairing', async () => {
    await closeModal()
    const sessions = wallet.sessions().length
    const alpha = env.demo.devnet.chains[0]!
    await page.getByRole('button', { name: `Switch to ${alpha.name}` }).click()
    await expect.poll(network).toBe(alpha.name)
    await expect.poll(() => status(page)).toBe('connected')
    expect(await account()).toBe(shortEvm(wallet.address()))
    expect(wallet.sessions().length).toBe(sessions)
  })

  it('§4 startup restore: a reload restores the session with its namespaces, without a new pairing', async () => {
    const sessions = wallet.sessions().map((session) => session.topic)
    await page.reload()
    await expect.poll(() => status(page), { timeout: 15_000 }).toBe('connected')
    expect(await network()).toBe(env.demo.devnet.chains[0]!.name)
    expect(await account()).toBe(shortEvm(wallet.address()))
    // The solana account came back with the same session: switching to the cluster asks for nothing.
    await page.getByRole('button', { name: `Switch to ${cluster().name}` }).click()
    await expect.poll(network).toBe(cluster().name)
    await expect.poll(() => status(page)).toBe('connected')
    expect(await account()).toBe(shortSolana(wallet.solanaAddress()!))
    expect(await dialog().count()).toBe(0)
    expect(wallet.sessions().map((session) => session.topic)).toEqual(sessions)
    expect(wallet.pendingProposals()).toEqual([])
    // And the restored session still signs in that namespace.
    await page.getByRole('button', { name: 'Sign a message' }).click()
    await expect.poll(() => page.getByTestId('signature').count(), { timeout: 15_000 }).toBe(1)
    expect(wallet.requests.at(-1)).toMatchObject({ method: 'solana_signMessage', chainId: cluster().caipNetworkId })
  })
})
