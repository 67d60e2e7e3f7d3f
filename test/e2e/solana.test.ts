import { createPublicKey, verify } from 'node:crypto'
import { address, getBase58Encoder } from '@solana/kit'
import { TOKEN_PROGRAM_ADDRESS, findAssociatedTokenPda, getTokenDecoder } from '@solana-program/token'
import type { Page } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'
import type { DevnetSolanaWalletControl } from '../../devnet/solanaWallet/install'
import { chooseToken, demoInChromium, openDemoPage, status, type DemoPage } from './demoPage'

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
  await target.page.getByRole('button', { name: 'Connect Wallet' }).click()
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
})
