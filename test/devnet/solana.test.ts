import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import {
  address,
  appendTransactionMessageInstructions,
  assertIsTransactionWithBlockhashLifetime,
  devnet,
  createKeyPairSignerFromPrivateKeyBytes,
  createSolanaRpc,
  createSolanaRpcSubscriptions,
  createTransactionMessage,
  getBase64EncodedWireTransaction,
  getSignatureFromTransaction,
  lamports,
  pipe,
  sendAndConfirmTransactionFactory,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
  signTransactionMessageWithSigners,
  type Instruction,
  type KeyPairSigner,
} from '@solana/kit'
import { getTransferSolInstruction } from '@solana-program/system'
import {
  findAssociatedTokenPda,
  getCreateAssociatedTokenIdempotentInstruction,
  getTransferCheckedInstruction,
  TOKEN_PROGRAM_ADDRESS,
} from '@solana-program/token'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startSolanaCluster, type RunningSolanaCluster } from '../../devnet/solana/startSolana'
import { SOLANA_GENESIS_HASH } from '../../devnet/solana/config'

// The local Solana cluster as @solana/kit and the SPL token program clients see it: a real SVM
// behind the validator's JSON-RPC and PubSub, on loopback.
let cluster: RunningSolanaCluster
let rpc: ReturnType<typeof createSolanaRpc<ReturnType<typeof devnet>>>
let alice: KeyPairSigner

const signerOf = (index: number) => createKeyPairSignerFromPrivateKeyBytes(Buffer.from(cluster.chain.accounts[index]!.secretKey, 'hex'))

async function signed(payer: KeyPairSigner, instructions: Instruction[]) {
  const { value: blockhash } = await rpc.getLatestBlockhash().send()
  const message = pipe(
    createTransactionMessage({ version: 0 }),
    (m) => setTransactionMessageFeePayerSigner(payer, m),
    (m) => setTransactionMessageLifetimeUsingBlockhash(blockhash, m),
    (m) => appendTransactionMessageInstructions(instructions, m),
  )
  return signTransactionMessageWithSigners(message)
}

async function tokenBalance(owner: string, mint: string): Promise<bigint> {
  const { value } = await rpc.getTokenAccountsByOwner(address(owner), { mint: address(mint) }, { encoding: 'jsonParsed' }).send()
  return value.reduce((sum, row) => sum + BigInt(row.account.data.parsed.info.tokenAmount.amount), 0n)
}

beforeAll(async () => {
  cluster = await startSolanaCluster({ host: '127.0.0.1' })
  rpc = createSolanaRpc(devnet(cluster.rpcUrl))
  alice = await signerOf(0)
}, 30_000)

afterAll(async () => {
  await cluster?.stop()
})

describe('devnet Solana cluster: litesvm behind JSON-RPC and PubSub', () => {
  it('listens on 127.0.0.1 on a free port, HTTP and WebSocket on one port', () => {
    expect(cluster.rpcUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
    expect(cluster.wsUrl).toBe(cluster.rpcUrl.replace('http', 'ws'))
  })

  it('answers the cluster facts: genesis hash, slot, block height, epoch info, health, version', async () => {
    expect(await rpc.getGenesisHash().send()).toBe(SOLANA_GENESIS_HASH)
    expect(await rpc.getHealth().send()).toBe('ok')
    const epoch = await rpc.getEpochInfo().send()
    expect(epoch.absoluteSlot).toBe(await rpc.getSlot().send())
    expect(epoch.blockHeight).toBe(await rpc.getBlockHeight().send())
    expect((await rpc.getVersion().send())['solana-core']).toMatch(/^\d+\.\d+\.\d+$/)
  })

  it('seeds ten funded dev accounts and two SPL tokens, with 6 and 9 decimals, held by the first eight', async () => {
    expect(cluster.chain.accounts).toHaveLength(10)
    for (const account of cluster.chain.accounts) expect((await rpc.getBalance(account.address).send()).value).toBe(1_000_000_000_000n)
    expect(cluster.chain.tokens.map((t) => t.decimals)).toEqual([6, 9])
    const [usd, gov] = cluster.chain.tokens
    expect(await tokenBalance(alice.address, usd!.mint)).toBe(5_000_000_000n)
    expect(await tokenBalance(alice.address, gov!.mint)).toBe(250_000_000_000n)
    expect(await tokenBalance(cluster.chain.accounts[8]!.address, usd!.mint)).toBe(0n)
    const supply = await rpc.getTokenSupply(usd!.mint).send()
    expect(supply.value).toMatchObject({ decimals: 6, uiAmountString: '40000' })
    const mint = await rpc.getAccountInfo(usd!.mint, { encoding: 'jsonParsed' }).send()
    expect(mint.value?.owner).toBe(TOKEN_PROGRAM_ADDRESS)
  })

  it('sends SOL with kit\'s sendAndConfirmTransaction (signature subscription over PubSub), then reports status, history and the transaction', async () => {
    const bob = cluster.chain.accounts[1]!.address
    const before = (await rpc.getBalance(bob).send()).value
    const transaction = await signed(alice, [getTransferSolInstruction({ source: alice, destination: bob, amount: lamports(1_500_000_000n) })])
    const rpcSubscriptions = createSolanaRpcSubscriptions(devnet(cluster.wsUrl))
    assertIsTransactionWithBlockhashLifetime(transaction)
    await sendAndConfirmTransactionFactory({ rpc, rpcSubscriptions })(transaction, { commitment: 'confirmed' })
    expect((await rpc.getBalance(bob).send()).value).toBe(before + 1_500_000_000n)

    const signature = getSignatureFromTransaction(transaction)
    const { value: statuses } = await rpc.getSignatureStatuses([signature]).send()
    expect(statuses[0]).toMatchObject({ err: null, confirmationStatus: 'finalized' })
    const history = await rpc.getSignaturesForAddress(bob, { limit: 5 }).send()
    expect(history[0]?.signature).toBe(signature)
    const found = await rpc.getTransaction(signature, { maxSupportedTransactionVersion: 0, encoding: 'json' }).send()
    expect(found?.meta?.fee).toBe(5000n)
    expect(found?.transaction.message.accountKeys).toContain(bob)
  })

  it('sends an SPL token to a wallet without a token account, creating its associated token account', async () => {
    const carol = cluster.chain.accounts[8]!.address
    const usd = cluster.chain.tokens[0]!
    const [source] = await findAssociatedTokenPda({ owner: alice.address, mint: usd.mint, tokenProgram: TOKEN_PROGRAM_ADDRESS })
    const [destination] = await findAssociatedTokenPda({ owner: carol, mint: usd.mint, tokenProgram: TOKEN_PROGRAM_ADDRESS })
    expect((await rpc.getAccountInfo(destination, { encoding: 'base64' }).send()).value).toBeNull()
    const rent = await rpc.getMinimumBalanceForRentExemption(165n).send()
    expect(rent).toBeGreaterThan(0n)
    const transaction = await signed(alice, [
      getCreateAssociatedTokenIdempotentInstruction({ payer: alice, ata: destination, owner: carol, mint: usd.mint }),
      getTransferCheckedInstruction({ source, mint: usd.mint, destination, authority: alice, amount: 2_500_000n, decimals: 6 }),
    ])
    await rpc.sendTransaction(getBase64EncodedWireTransaction(transaction), { encoding: 'base64' }).send()
    expect(await tokenBalance(carol, usd.mint)).toBe(2_500_000n)
    expect((await rpc.getTokenAccountBalance(destination).send()).value.uiAmountString).toBe('2.5')
  })

  it('refuses at preflight in the validator\'s error shape, and simulate reports the same error', async () => {
    const poor = await createKeyPairSignerFromPrivateKeyBytes(new Uint8Array(32).fill(7))
    const transaction = await signed(poor, [getTransferSolInstruction({ source: poor, destination: alice.address, amount: lamports(1n) })])
    const wire = getBase64EncodedWireTransaction(transaction)
    const simulated = await rpc.simulateTransaction(wire, { encoding: 'base64' }).send()
    expect(simulated.value.err).toBe('AccountNotFound')
    const refused = await rpc.sendTransaction(wire, { encoding: 'base64' }).send().catch((error: unknown) => error)
    expect(refused).toBeInstanceOf(Error)
    const raw = await fetch(cluster.rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'sendTransaction', params: [wire, { encoding: 'base64' }] }),
    }).then((r) => r.json() as Promise<{ error: { code: number; message: string; data: { err: unknown; logs: unknown } } }>)
    expect(raw.error.code).toBe(-32002)
    expect(raw.error.message).toMatch(/^Transaction simulation failed: /)
    expect(raw.error.data.err).toBe('AccountNotFound')
  })

  it('airdrops, and an unknown method is "Method not found"', async () => {
    const dave = (await createKeyPairSignerFromPrivateKeyBytes(new Uint8Array(32).fill(9))).address
    const signature = await rpc.requestAirdrop(dave, lamports(1_000_000_000n)).send()
    expect((await rpc.getSignatureStatuses([signature]).send()).value[0]?.err).toBeNull()
    expect((await rpc.getBalance(dave).send()).value).toBe(1_000_000_000n)
    const raw = await fetch(cluster.rpcUrl, { method: 'POST', body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'getNothing' }) }).then((r) => r.json())
    expect(raw).toMatchObject({ error: { code: -32601, message: 'Method not found' } })
  })

  it('keeps its state across a restart when given a state file', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'airlock-solana-'))
    try {
      const stateFile = join(folder, 'cluster.bin')
      const first = await startSolanaCluster({ host: '127.0.0.1', stateFile })
      const target = first.chain.accounts[5]!.address
      first.chain.airdrop(target, 123n)
      await first.stop()
      const second = await startSolanaCluster({ host: '127.0.0.1', stateFile })
      expect(second.chain.svm.getBalance(target)).toBe(1_000_000_000_123n)
      await second.stop()
    } finally {
      rmSync(folder, { recursive: true, force: true })
    }
  })
})
