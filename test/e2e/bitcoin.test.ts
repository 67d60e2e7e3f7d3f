import type { Page } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'
import { truncateAddress } from '../../kernel/format/truncateAddress'
import { verifySimple } from '../../devnet/bitcoin/bip322'
import { REGTEST } from '../../devnet/bitcoin/config'
import type { DevnetBitcoinWalletControl } from '../../devnet/bitcoinWallet/install'
import { dappPsbt, finalizeAndBroadcast } from '../harness/bitcoinPsbt'
import { chooseToken, demoInChromium, disconnectInModal, openDemoPage, status, type DemoPage } from './demoPage'

// The Bitcoin path of the demo, end to end: the Devnet Bitcoin Wallet (real BIP-84/BIP-86 keys) in
// Chromium through each of its three faces, the Bitcoin adapter, and the devnet's ledger read back
// from Node.
const env = demoInChromium()
let demo: DemoPage
let page: Page

const bitcoinWallet = async <R>(action: (control: DevnetBitcoinWalletControl, arg: number | string) => R, arg: number | string = 0): Promise<Awaited<R>> => {
  const control = await page.evaluateHandle(() => (window as unknown as { __devnetBitcoinWallet: DevnetBitcoinWalletControl }).__devnetBitcoinWallet)
  try {
    return await control.evaluate(action, arg)
  } finally {
    await control.dispose()
  }
}

const ledger = () => env.demo.devnet.bitcoin!
const confirmedSats = (address: string) => {
  const { chain } = ledger().ledger.statsOf(address)
  return chain.funded_txo_sum - chain.spent_txo_sum
}
const payer = () => ledger().accounts[0]!.payment.address
const account = (target: Page) => target.getByTestId('account').textContent()
const network = (target: Page) => target.getByTestId('network').textContent()
const MESSAGE = 'Hello from the Airlock demo'

async function connectThrough(name: RegExp): Promise<void> {
  await page.getByRole('button', { name: 'Connect Wallet', exact: true }).click()
  const terms = demo.dialog.getByRole('checkbox')
  if (!(await terms.isChecked())) await terms.check()
  await demo.dialog.getByRole('button', { name }).click()
  await expect.poll(() => status(page), { timeout: 15_000 }).toBe('connected')
  expect(await network(page)).toBe('Devnet Bitcoin')
  expect(await account(page)).toBe(truncateAddress(payer()))
  if (await demo.dialog.isVisible()) await page.keyboard.press('Escape')
}

async function signedMessage(): Promise<string> {
  await page.getByRole('button', { name: 'Sign a message' }).click()
  return (await page.getByTestId('signature').textContent({ timeout: 15_000 })) ?? ''
}

async function disconnect(): Promise<void> {
  await page.getByRole('button', { name: 'Open the modal' }).click()
  await disconnectInModal(demo.dialog)
  await expect.poll(() => status(page)).toBe('disconnected')
}

/**
 * The ledger can hold a payment before the page has the wallet's answer: close once the page landed on
 * the send's confirmation, and go on once the modal is gone.
 */
async function closeAfterSend(): Promise<void> {
  await demo.dialog.getByRole('region', { name: 'Last transaction' }).waitFor({ timeout: 15_000 })
  await page.keyboard.press('Escape')
  await demo.dialog.waitFor({ state: 'hidden' })
}

async function openSend(): Promise<void> {
  await page.getByRole('button', { name: 'Open the modal' }).click()
  await demo.dialog.getByRole('button', { name: 'Send', exact: true }).click()
}

beforeAll(async () => {
  demo = await openDemoPage(env.browser, env.demo)
  page = demo.page
})

describe('Bitcoin (bip122) on the demo against the devnet ledger (SPEC §3, §4, §5, §7, §9)', () => {
  it('§4 connect through the Wallet Standard: the payment address (SPEC §4 bip122 default) on Devnet Bitcoin, its BTC balance shown', async () => {
    await connectThrough(/^Devnet Bitcoin Wallet/)
    await page.getByRole('button', { name: 'Open the modal' }).click()
    await expect.poll(() => demo.dialog.innerText(), { timeout: 15_000 }).toMatch(/\b8(\.0+)?\s+BTC/)
    await page.screenshot({ path: 'test/artifacts/bitcoin-account.png' })
    await page.keyboard.press('Escape')
  })

  it('§3/§4 the Account view switches between the payment and the ordinals address of the connection (desktop and phone)', async () => {
    const ordinals = ledger().accounts[0]!.ordinals.address
    await page.getByRole('button', { name: 'Open the modal' }).click()
    await demo.dialog.getByRole('button', { name: 'Switch to your ordinals address' }).click()
    await expect.poll(() => account(page)).toBe(truncateAddress(ordinals))
    expect(await demo.dialog.getByTestId('address-kind').textContent()).toBe('Ordinals address')
    // The ordinals (taproot) address holds its own coins: 0.1 BTC at start.
    await expect.poll(() => demo.dialog.innerText(), { timeout: 15_000 }).toMatch(/\b0\.1(0*)?\s+BTC/)
    const before = page.viewportSize()
    try {
      await page.setViewportSize({ width: 1280, height: 800 })
      await page.screenshot({ path: 'test/artifacts/bitcoin-ordinals-desktop.png' })
      await page.setViewportSize({ width: 390, height: 844 })
      await expect.poll(() => demo.dialog.getByRole('button', { name: 'Switch to your payment address' }).isVisible()).toBe(true)
      await page.screenshot({ path: 'test/artifacts/bitcoin-ordinals-phone.png' })
      await demo.dialog.getByRole('button', { name: 'Switch to your payment address' }).click()
      await expect.poll(() => account(page)).toBe(truncateAddress(payer()))
      expect(await demo.dialog.getByTestId('address-kind').textContent()).toBe('Payment address')
      await expect.poll(() => demo.dialog.innerText(), { timeout: 15_000 }).toMatch(/\b8(\.0+)?\s+BTC/)
      await page.screenshot({ path: 'test/artifacts/bitcoin-payment-phone.png' })
    } finally {
      if (before) await page.setViewportSize(before)
    }
    await page.keyboard.press('Escape')
  })

  it('§7 sign a message: a BIP-322 simple signature that verifies for the payment address; a rejection signs nothing', async () => {
    expect(verifySimple(payer(), MESSAGE, await signedMessage(), REGTEST)).toBe(true)
    expect(verifySimple(ledger().accounts[1]!.payment.address, MESSAGE, (await page.getByTestId('signature').textContent()) ?? '', REGTEST)).toBe(false)
    await bitcoinWallet((control) => control.setMode('reject'))
    await page.getByRole('button', { name: 'Sign a message' }).click()
    await expect.poll(() => page.getByRole('alert').count(), { timeout: 15_000 }).toBeGreaterThan(0)
    expect(await page.getByTestId('signature').count()).toBe(0)
    await bitcoinWallet((control) => control.setMode('approve'))
  })

  it('§5 a malformed Bitcoin receiver (bad checksum, other network) is refused inline and nothing is sent', async () => {
    await openSend()
    const receiver = demo.dialog.getByLabel('Receiver address')
    await demo.dialog.getByLabel('Amount').fill('0.1')
    const good = ledger().accounts[1]!.payment.address
    for (const bad of [`${good.slice(0, -1)}${good.endsWith('q') ? 'p' : 'q'}`, 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4']) {
      await receiver.fill(bad)
      await expect.poll(() => receiver.getAttribute('aria-invalid')).toBe('true')
      expect(await demo.dialog.getByRole('button', { name: 'Send', exact: true }).isDisabled()).toBe(true)
    }
    await page.keyboard.press('Escape')
    expect(ledger().ledger.mempool()).toEqual([])
  })

  it('§4/§7 send BTC to another dev address: the payment waits in the mempool, and after a mined block both confirmed balances move', async () => {
    const receiver = ledger().accounts[1]!.payment.address
    const [payerBefore, receiverBefore] = [confirmedSats(payer()), confirmedSats(receiver)]
    await openSend()
    await chooseToken(demo.dialog, 'BTC')
    await demo.dialog.getByLabel('Amount').fill('0.25')
    await demo.dialog.getByLabel('Receiver address').fill(receiver)
    await demo.dialog.getByRole('button', { name: 'Send', exact: true }).click()
    await expect.poll(() => ledger().ledger.mempool().length, { timeout: 20_000 }).toBe(1)
    const [txid] = ledger().ledger.mempool()
    const tx = ledger().ledger.transaction(txid!)!
    expect(tx.outputs.find((o) => o.address === receiver)?.value).toBe(2500_0000n)
    expect(confirmedSats(receiver)).toBe(receiverBefore)
    ledger().ledger.mine(1)
    expect(confirmedSats(receiver)).toBe(receiverBefore + 2500_0000)
    expect(confirmedSats(payer())).toBe(payerBefore - 2500_0000 - Number(tx.fee))
    await closeAfterSend()
  })

  it("§6 signPsbt through modal.walletProvider('bip122'): the wallet signs the payment and ordinals inputs; finalized and broadcast, the ledger accepts it", async () => {
    const asked = await dappPsbt(ledger().esploraUrl, ledger().accounts[0]!, ['payment', 'ordinals'], ledger().accounts[1]!.payment.address)
    const signed = await page.evaluate(
      (params) =>
        (window as unknown as { airlock: { walletProvider(ns: string): { request(args: { method: string; params: unknown }): Promise<{ psbt: string; txid?: string }> } } }).airlock
          .walletProvider('bip122')
          .request({ method: 'signPsbt', params }),
      { psbt: asked.psbt, signInputs: asked.inputs, broadcast: false },
    )
    expect(signed.txid).toBeUndefined()
    const sent = await finalizeAndBroadcast(ledger().esploraUrl, signed.psbt)
    expect(sent.status, sent.text).toBe(200)
    expect(ledger().ledger.mempool()).toEqual([sent.text])
    ledger().ledger.mine(1)
  })

  it('§4 startup restore: a reload finds the Bitcoin account again without asking; disconnect ends it in the wallet too', async () => {
    await bitcoinWallet((control) => control.setMode('reject'))
    await page.reload()
    await expect.poll(() => status(page), { timeout: 15_000 }).toBe('connected')
    expect(await network(page)).toBe('Devnet Bitcoin')
    expect(await account(page)).toBe(truncateAddress(payer()))
    await bitcoinWallet((control) => control.setMode('approve'))
    await disconnect()
    expect(await bitcoinWallet((control) => control.isConnected())).toBe(false)
  })

  it('§4 connect through Sats Connect: same addresses, a verified BIP-322 signature, a transfer the wallet builds; disconnect', async () => {
    await connectThrough(/^Devnet Sats Connect Wallet/)
    expect(verifySimple(payer(), MESSAGE, await signedMessage(), REGTEST)).toBe(true)
    const receiver = ledger().accounts[2]!.payment.address
    await openSend()
    await chooseToken(demo.dialog, 'BTC')
    await demo.dialog.getByLabel('Amount').fill('0.1')
    await demo.dialog.getByLabel('Receiver address').fill(receiver)
    await demo.dialog.getByRole('button', { name: 'Send', exact: true }).click()
    await expect.poll(() => ledger().ledger.mempool().length, { timeout: 20_000 }).toBe(1)
    ledger().ledger.mine(1)
    expect(confirmedSats(receiver)).toBe(8_0000_0000 + 1000_0000)
    await closeAfterSend()
    await disconnect()
  })

  it('§4 connect through the injected unisat provider: the payment address, a signature that verifies, a refusal when the wallet rejects', async () => {
    await connectThrough(/^UniSat/)
    expect(verifySimple(payer(), MESSAGE, await signedMessage(), REGTEST)).toBe(true)
    await disconnect()
    await bitcoinWallet((control) => control.setMode('reject'))
    await page.getByRole('button', { name: 'Connect Wallet', exact: true }).click()
    await demo.dialog.getByRole('button', { name: /^UniSat/ }).click()
    await expect.poll(() => demo.dialog.getByText('Connection declined').count(), { timeout: 15_000 }).toBeGreaterThan(0)
    expect(await status(page)).toBe('disconnected')
  })
})
