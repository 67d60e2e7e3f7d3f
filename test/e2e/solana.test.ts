import { createPublicKey, verify } from 'node:crypto'
import { address, getBase58Encoder } from '@solana/kit'
import { TOKEN_PROGRAM_ADDRESS, findAssociatedTokenPda, getTokenDecoder } from '@solana-program/token'
import type { Page } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'
import type { DevnetSolanaWalletControl } from '../../devnet/solanaWallet/install'
import { chooseToken, demoInChromium, disconnectInModal, openDemoPage, status, type DemoPage } from './demoPage'

// The Solana path of the demo, end to end: the Devnet Solana Wallet (Wallet Standard, real ed25519
// keys) in Chromium, the Solana adapter, and the devnet's local cluster read back from Node.
const env = demoInChromium()
let demo: DemoPage
let page: Page

const solanaWallet = async <R>(action: (control: DevnetSolanaWalletControl, arg: number | string) => R, arg: number | string = 0): Promise<Awaited<R>> => {
  const control = await page.evaluateHandle(() => (window as unknown as { __devnetSolanaWallet: DevnetSolanaWalletControl }).__devnetSolanaWallet)
  try {
    return await control.evaluate(action, arg)
  } finally {
    await control.dispose()
  }
}

const cluster = () => env.demo.devnet.solana!
const lamportsOf = (owner: string) => cluster().chain.svm.getBalance(address(owner)) ?? 0n
async function tokenAmount(owner: string, mint: string): Promise<bigint> {
  const [ata] = await findAssociatedTokenPda({ owner: address(owner), mint: address(mint), tokenProgram: TOKEN_PROGRAM_ADDRESS })
  const account = cluster().chain.svm.getAccount(ata)
  return account.exists ? BigInt(getTokenDecoder().decode(account.data).amount) : 0n
}
const account = (page: Page) => page.getByTestId('account').textContent()
const network = (page: Page) => page.getByTestId('network').textContent()
const short = (text: string) => `${text.slice(0, 4)}…${text.slice(-6)}`

async function connectSolana(target: DemoPage): Promise<void> {
  await target.page.getByRole('button', { name: 'Connect Wallet', exact: true }).click()
  await target.dialog.getByRole('checkbox').check()
  await target.dialog.getByRole('button', { name: /Devnet Solana Wallet/ }).click()
}

beforeAll(async () => {
  demo = await openDemoPage(env.browser, env.demo)
  page = demo.page
})

describe('Solana on the demo against the devnet cluster (SPEC §3, §4, §5, §7, §9)', () => {
  it('§4 connect the Devnet Solana Wallet: the account is the wallet\'s, on the local cluster', async () => {
    await connectSolana(demo)
    await expect.poll(() => network(page), { timeout: 15_000 }).toBe('Devnet Solana')
    await expect.poll(() => status(page)).toBe('connected')
    expect(await account(page)).toBe(short(cluster().accounts[0]!.address))
    await page.screenshot({ path: 'test/artifacts/solana-connected.png' })
  })

  it('§9 balances on solana: the Account view lists SOL and both SPL tokens read from the cluster', async () => {
    await page.getByRole('button', { name: 'Open the modal' }).click()
    for (const symbol of ['SOL', 'DUSDC', 'DGOV']) await expect.poll(() => demo.dialog.getByText(symbol, { exact: false }).count(), { timeout: 15_000 }).toBeGreaterThan(0)
    await page.screenshot({ path: 'test/artifacts/solana-account.png' })
    await page.keyboard.press('Escape')
  })

  it('§9 Account, solana (names only on eip155): the address and its copy button share one line, as a named EVM account\'s address, copy and explorer do', async () => {
    await page.getByRole('button', { name: 'Open the modal' }).click()
    const owner = cluster().accounts[0]!.address
    const address = demo.dialog.getByTitle(owner, { exact: true })
    await expect.poll(() => address.textContent()).toBe(short(owner))
    const middle = async (locator: typeof address) => {
      const box = (await locator.boundingBox())!
      return { y: box.y + box.height / 2, left: box.x, right: box.x + box.width }
    }
    const [text, copy] = await Promise.all([middle(address), middle(demo.dialog.getByRole('button', { name: 'Copy address' }))])
    expect(Math.abs(text.y - copy.y)).toBeLessThanOrEqual(4)
    expect(copy.left).toBeGreaterThanOrEqual(text.right)
    // The explorer link, when the network names an explorer, on the same line after the copy button.
    const explorer = demo.dialog.getByRole('link', { name: /explorer/i })
    if ((await explorer.count()) > 0) expect(Math.abs((await middle(explorer)).y - text.y)).toBeLessThanOrEqual(4)
    await page.keyboard.press('Escape')
  })

  async function send(symbol: string, amount: string, receiver: string): Promise<void> {
    await page.waitForFunction(() => {
      const open = document.querySelector('[role="dialog"]')
      return !open || open.getAttribute('data-view') === 'Account'
    })
    if (await demo.dialog.isVisible()) await demo.dialog.getByRole('button', { name: 'Send', exact: true }).click()
    else await page.getByRole('button', { name: 'Send', exact: true }).click()
    await chooseToken(demo.dialog, symbol)
    await demo.dialog.getByLabel('Amount').fill(amount)
    await demo.dialog.getByLabel('Receiver address').fill(receiver)
    await demo.dialog.getByRole('button', { name: 'Send', exact: true }).click()
  }

  it('§4/§7 send SOL to another dev account: the receiver gains exactly the lamports on the cluster', async () => {
    const receiver = cluster().accounts[1]!.address
    const before = lamportsOf(receiver)
    await send('SOL', '1.5', receiver)
    await expect.poll(() => lamportsOf(receiver), { timeout: 20_000 }).toBe(before + 1_500_000_000n)
  })

  it('§4/§7 send an SPL token to a dev account without a token account: it is created and credited', async () => {
    const receiver = cluster().accounts[8]!.address
    const gov = cluster().tokens.find((t) => t.symbol === 'DGOV')!
    expect(await tokenAmount(receiver, gov.mint)).toBe(0n)
    await send('DGOV', '2.25', receiver)
    await expect.poll(() => tokenAmount(receiver, gov.mint), { timeout: 20_000 }).toBe(2_250_000_000n)
  })

  it('§5 an invalid base58 receiver is refused inline and nothing is sent', async () => {
    await page.waitForFunction(() => {
      const open = document.querySelector('[role="dialog"]')
      return !open || open.getAttribute('data-view') === 'Account'
    })
    if (await demo.dialog.isVisible()) await demo.dialog.getByRole('button', { name: 'Send', exact: true }).click()
    else await page.getByRole('button', { name: 'Send', exact: true }).click()
    await demo.dialog.getByLabel('Amount').fill('1')
    await demo.dialog.getByLabel('Receiver address').fill('0OIl0OIl0OIl0OIl0OIl0OIl0OIl0OIl0OIl')
    await expect.poll(() => demo.dialog.getByLabel('Receiver address').getAttribute('aria-invalid')).toBe('true')
    expect(await demo.dialog.getByRole('button', { name: 'Send', exact: true }).isDisabled()).toBe(true)
    await page.keyboard.press('Escape')
  })

  it('§7 solana_signMessage: the signature verifies with ed25519 against the account key; a rejection in the wallet signs nothing', async () => {
    await page.getByRole('button', { name: 'Sign a message' }).click()
    const signature = await page.getByTestId('signature').textContent({ timeout: 15_000 })
    const owner = cluster().accounts[0]!.address
    const key = createPublicKey({
      key: Buffer.concat([Buffer.from('302a300506032b6570032100', 'hex'), Buffer.from(getBase58Encoder().encode(owner))]),
      format: 'der',
      type: 'spki',
    })
    expect(verify(null, Buffer.from('Hello from the Airlock demo'), key, Buffer.from(getBase58Encoder().encode(signature ?? '')))).toBe(true)

    await solanaWallet((control) => control.setMode('reject'))
    await page.getByRole('button', { name: 'Sign a message' }).click()
    await expect.poll(() => page.getByRole('alert').count(), { timeout: 15_000 }).toBeGreaterThan(0)
    expect(await page.getByTestId('signature').count()).toBe(0)
    await solanaWallet((control) => control.setMode('approve'))
  })

  it('§4 switching between an EVM network and the Solana cluster in one session changes the active namespace', async () => {
    await page.getByRole('button', { name: 'Switch to Devnet Alpha' }).click()
    await expect.poll(() => network(page)).toBe('Devnet Alpha')
    await expect.poll(() => status(page)).toBe('disconnected')
    // The Solana connection stays; the EVM namespace gets its own through the Connect view.
    await page.getByRole('button', { name: 'Open the modal' }).click()
    const terms = demo.dialog.getByRole('checkbox')
    if (!(await terms.isChecked())) await terms.check()
    await demo.dialog.getByRole('button', { name: /^Devnet Wallet/ }).click()
    await expect.poll(() => status(page), { timeout: 15_000 }).toBe('connected')
    expect(await account(page)).toMatch(/^0x/)
    if (await demo.dialog.isVisible()) await page.keyboard.press('Escape')
    await page.getByRole('button', { name: 'Switch to Devnet Solana' }).click()
    await expect.poll(() => network(page)).toBe('Devnet Solana')
    await expect.poll(() => status(page)).toBe('connected')
    expect(await account(page)).toBe(short(cluster().accounts[0]!.address))
  })

  it('§4 startup restore: a reload finds the Solana account again without asking; disconnect ends it', async () => {
    await solanaWallet((control) => control.setMode('reject'))
    await page.reload()
    await expect.poll(() => network(page), { timeout: 15_000 }).toBe('Devnet Solana')
    await expect.poll(() => status(page), { timeout: 15_000 }).toBe('connected')
    expect(await account(page)).toBe(short(cluster().accounts[0]!.address))
    await page.getByRole('button', { name: 'Open the modal' }).click()
    await disconnectInModal(demo.dialog)
    await expect.poll(() => status(page)).toBe('disconnected')
    expect(await solanaWallet((control) => control.isConnected())).toBe(false)
  })
})
