import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser } from 'playwright-core'
import { erc20Abi, getAddress, verifyMessage, type Address, type Hex } from 'viem'
import { buildPage } from '../../scripts/buildPage'
import { startDevnet, type Devnet } from '../../devnet'
import { launchChromium } from '../harness/chromium'
import { startStaticServer, type StaticServer } from './staticServer'

// The README's "Use with wagmi" snippet, exactly as written, bundled as an integrator's bundler would
// and run in Chromium against the devnet with the Devnet Wallet: its `mainnet` (Airlock's network and
// wagmi's chain) is the devnet's first chain, and a few lines beside it hand the page's wagmi config
// to the test, which calls wagmi's actions on it as the app would.
const root = resolve(import.meta.dirname, '../..')
const outDir = join(root, 'test/artifacts/wagmi')

/** The README's wagmi snippet: the ```tsx block that imports airlock/wagmi. */
function wagmiSnippet(): string {
  const blocks = [...readFileSync(join(root, 'README.md'), 'utf8').matchAll(/```tsx\n([\s\S]*?)```/g)].map((m) => m[1] ?? '')
  const snippet = blocks.find((code) => code.includes("from 'airlock/wagmi'"))
  if (!snippet) throw new Error("README.md has no ```tsx snippet importing 'airlock/wagmi'")
  return snippet
}

interface PageWagmi {
  readonly account: () => { readonly status: string; readonly address?: string; readonly chainId?: number }
  readonly writeContract: (args: { readonly address: string; readonly to: string; readonly amount: string }) => Promise<string>
  readonly disconnect: () => Promise<void>
  readonly modalConnected: () => boolean
  readonly modalBatch: (args: { readonly token: string; readonly spender: string; readonly to: string; readonly chainId: number }) => Promise<{
    readonly capabilities: unknown
    readonly after: unknown
    readonly id: string
    readonly status: { readonly status: string; readonly statusCode: number; readonly atomic: boolean; readonly chainId: number; readonly receipts: ReadonlyArray<{ readonly transactionHash: string; readonly status: string }> }
  }>
  readonly wagmiBatch: (args: { readonly token: string; readonly to: string }) => Promise<{ readonly status: string; readonly atomic: boolean; readonly receipts: number }>
}

let devnet: Devnet
let server: StaticServer
let browser: Browser

beforeAll(async () => {
  rmSync(outDir, { recursive: true, force: true })
  mkdirSync(outDir, { recursive: true })
  devnet = await startDevnet({ relayPort: false, solana: false, chainPorts: false })
  const chain = devnet.chains[0]!
  writeFileSync(join(outDir, 'snippet.tsx'), wagmiSnippet())
  // The snippet's `mainnet`, on both sides, is the devnet's first chain.
  writeFileSync(
    join(outDir, 'networks.ts'),
    `import { defineEvmNetwork } from '${join(root, 'kernel/networks/index.ts')}'\n` +
      `export const mainnet = defineEvmNetwork(${JSON.stringify({ id: chain.chainId, name: chain.name, rpcUrls: chain.rpcUrl, nativeCurrency: chain.nativeCurrency, testnet: true })})\n`,
  )
  writeFileSync(
    join(outDir, 'chains.ts'),
    "import { defineChain } from 'viem'\n" +
      `export const mainnet = defineChain(${JSON.stringify({ id: chain.chainId, name: chain.name, nativeCurrency: chain.nativeCurrency, rpcUrls: { default: { http: [chain.rpcUrl] } } })})\n`,
  )
  writeFileSync(
    join(outDir, 'main.ts'),
    `import { disconnect, getConnection, sendCalls, waitForCallsStatus, writeContract } from '@wagmi/core'
import { encodeFunctionData, erc20Abi } from 'viem'
import { config, modal } from './snippet'
Object.assign(window, {
  __wagmi: {
    account: () => { const { status, address, chainId } = getConnection(config); return { status, address, chainId } },
    writeContract: ({ address, to, amount }) => writeContract(config, { address, abi: erc20Abi, functionName: 'transfer', args: [to, BigInt(amount)] }),
    disconnect: () => disconnect(config),
    modalConnected: () => modal.getState().connected,
    modalBatch: async ({ token, spender, to, chainId }) => {
      const capabilities = await modal.calls.getCapabilities([chainId])
      const { id } = await modal.calls.sendCalls({
        atomicRequired: true,
        calls: [
          { to: token, data: encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [spender, 5n] }) },
          { to: token, data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [to, 3n] }) },
        ],
      })
      const status = await modal.calls.waitForCallsStatus(id)
      const after = await modal.calls.getCapabilities([chainId])
      return { capabilities, after, id, status: { ...status, receipts: status.receipts.map((r) => ({ ...r, blockNumber: String(r.blockNumber) })) } }
    },
    wagmiBatch: async ({ token, to }) => {
      const { id } = await sendCalls(config, {
        calls: [
          { to: token, abi: erc20Abi, functionName: 'transfer', args: [to, 1n] },
          { to: token, abi: erc20Abi, functionName: 'transfer', args: [to, 1n] },
        ],
      })
      const status = await waitForCallsStatus(config, { id })
      return { status: status.status, atomic: status.atomic, receipts: status.receipts?.length ?? 0 }
    },
  },
})
`,
  )
  const entries: Record<string, string> = {
    'airlock/react': join(root, 'ui/index.ts'),
    'airlock/networks': join(outDir, 'networks.ts'),
    'airlock/adapters/evm': join(root, 'adapters/evm/index.ts'),
    'airlock/wagmi': join(root, 'adapters/wagmi/index.ts'),
    'airlock/styles.css': join(root, 'test/browser/readmeSnippetStyles.ts'),
    'wagmi/chains': join(outDir, 'chains.ts'),
    airlock: join(root, 'kernel/index.ts'),
  }
  await buildPage(join(outDir, 'main.ts'), outDir, { quiet: true, alias: entries })
  writeFileSync(
    join(outDir, 'index.html'),
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>wagmi</title><link rel="icon" href="data:,">' +
      '<link rel="stylesheet" href="./styles.css">' +
      `<script src="${devnet.urls.walletScript}?approval=approve"></script></head><body><div id="app"></div>` +
      '<script type="module" src="./main.js"></script></body></html>',
  )
  ;[server, browser] = await Promise.all([startStaticServer(outDir, { csp: false }), launchChromium()])
}, 150_000)

afterAll(async () => {
  await browser?.close()
  await server?.close()
  await devnet?.stop()
})

describe('airlock/wagmi in Chromium: the README snippet on the devnet with the Devnet Wallet', () => {
  it('a connection made in the modal is wagmi’s; wagmi’s signature, transactions and §6 batched calls (wallet_sendCalls, through modal.calls and wagmi) reach the devnet; wagmi’s disconnect shows in the modal', async () => {
    const context = await browser.newContext()
    // Nothing leaves 127.0.0.1: the snippet's default endpoints are cut here.
    await context.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => route.abort())
    const page = await context.newPage()
    const errors: string[] = []
    page.on('pageerror', (error) => errors.push(error.message))
    const chain = devnet.chains[0]!
    const { publicClient } = devnet.localChains[0]!
    const me = getAddress(devnet.accounts[0]!.address)
    const friend = getAddress(devnet.accounts[1]!.address)

    await page.goto(`${server.url}/`)
    await page.getByText('wagmi: disconnected').waitFor()

    // Connect in the modal: useConnection (and getConnection) show the account on the devnet chain.
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    await page.getByRole('dialog').getByRole('button', { name: /Devnet Wallet/ }).click()
    await page.getByText(`wagmi: connected ${me}`).waitFor()
    expect(await page.evaluate(() => (window as unknown as { __wagmi: PageWagmi }).__wagmi.account())).toEqual({ status: 'connected', address: me, chainId: chain.chainId })

    // useSignMessage: the Devnet Wallet signs, and the signature is the account's.
    await page.keyboard.press('Escape')
    await page.getByRole('button', { name: 'Sign a message' }).click()
    const signature = ((await page.getByText(/^Signature: 0x/).textContent()) ?? '').replace('Signature: ', '') as Hex
    expect(await verifyMessage({ address: me, message: 'Hello from wagmi', signature })).toBe(true)

    // useSendTransaction: mined on the devnet chain.
    await page.getByRole('button', { name: 'Send 0 ETH to myself' }).click()
    const hash = ((await page.getByText(/^Transaction: 0x/).textContent()) ?? '').replace('Transaction: ', '') as Hex
    const sent = await publicClient.waitForTransactionReceipt({ hash })
    expect({ status: sent.status, from: getAddress(sent.from), to: sent.to && getAddress(sent.to) }).toEqual({ status: 'success', from: me, to: me })

    // writeContract: an ERC-20 transfer of the devnet token, mined, and the balance moved.
    const token = chain.contracts.token as Address
    const before = await publicClient.readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [friend] })
    const transfer = (await page.evaluate(
      (args) => (window as unknown as { __wagmi: PageWagmi }).__wagmi.writeContract(args),
      { address: token, to: friend, amount: '1' },
    )) as Hex
    expect((await publicClient.waitForTransactionReceipt({ hash: transfer })).status).toBe('success')
    expect(await publicClient.readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [friend] })).toBe(before + 1n)

    // §6 wallet_sendCalls (EIP-5792) through the kernel: an approve and a transfer in one batch, run
    // atomically by the Devnet Wallet in one transaction from the account, confirmed by getCallsStatus.
    const spender = getAddress(devnet.accounts[2]!.address)
    const friendBefore = await publicClient.readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [friend] })
    const batch = await page.evaluate(
      (args) => (window as unknown as { __wagmi: PageWagmi }).__wagmi.modalBatch(args),
      { token, spender, to: friend, chainId: chain.chainId },
    )
    expect(batch.capabilities).toEqual({ [chain.chainId]: { atomic: { status: 'ready' } } })
    expect(batch.after).toEqual({ [chain.chainId]: { atomic: { status: 'supported' } } })
    expect(batch.status).toMatchObject({ status: 'confirmed', statusCode: 200, atomic: true, chainId: chain.chainId })
    expect(batch.status.receipts).toHaveLength(1)
    const batchTransaction = await publicClient.getTransaction({ hash: batch.status.receipts[0]!.transactionHash as Hex })
    expect(getAddress(batchTransaction.from)).toBe(me)
    expect(await publicClient.readContract({ address: token, abi: erc20Abi, functionName: 'allowance', args: [me, spender] })).toBe(5n)
    expect(await publicClient.readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [friend] })).toBe(friendBefore + 3n)
    // wagmi's own sendCalls reaches the same wallet through the modal's provider.
    expect(await page.evaluate((args) => (window as unknown as { __wagmi: PageWagmi }).__wagmi.wagmiBatch(args), { token, to: friend })).toEqual({
      status: 'success',
      atomic: true,
      receipts: 1,
    })
    expect(await publicClient.readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [friend] })).toBe(friendBefore + 5n)

    // Disconnect through wagmi: the modal disconnects and its button offers to connect again.
    await page.evaluate(() => (window as unknown as { __wagmi: PageWagmi }).__wagmi.disconnect())
    await page.getByText('wagmi: disconnected').waitFor()
    await page.getByRole('button', { name: 'Connect Wallet' }).waitFor()
    expect(await page.evaluate(() => (window as unknown as { __wagmi: PageWagmi }).__wagmi.modalConnected())).toBe(false)
    expect(errors).toEqual([])
    await context.close()
  })
})
