import {
  decodeErrorResult,
  encodeFunctionData,
  getAddress,
  parseEther,
  parseEventLogs,
  http,
  type Address,
  type Hex,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import {
  createBundlerClient,
  formatUserOperationRequest,
  getUserOperationHash,
  toPackedUserOperation,
  type UserOperation,
} from 'viem/account-abstraction'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startDevnet, type Devnet } from '../../devnet'

// ERC-4337 on the devnet chain: the EntryPoint v0.8 and SimpleAccountFactory published in
// @account-abstraction/contracts, a smart account's address known before it exists, and a first user
// operation that deploys it, validated and executed by the EntryPoint itself.
let devnet: Devnet

beforeAll(async () => {
  devnet = await startDevnet({ chainPorts: false, relayPort: false, solana: false, bitcoin: false })
}, 60_000)

afterAll(async () => {
  await devnet?.stop()
})

const chain = () => devnet.localChains[0]!
const aa = () => chain().accountAbstraction

/** A user operation from a SimpleAccount owned by `owner` (salt 0), deploying it when `deploy`, signed by `signer`. */
async function userOperation(owner: Address, signerKey: Hex, call: { to: Address; value: bigint; data: Hex }, deploy: boolean) {
  const { publicClient, chainId } = chain()
  const sender = (await publicClient.readContract({
    address: aa().simpleAccountFactory,
    abi: aa().factoryAbi,
    functionName: 'getAddress',
    args: [owner, 0n],
  })) as Address
  const nonce = (await publicClient.readContract({ address: aa().entryPoint, abi: aa().entryPointAbi, functionName: 'getNonce', args: [sender, 0n] })) as bigint
  const unsigned: UserOperation<'0.8'> = {
    sender,
    nonce,
    ...(deploy
      ? { factory: aa().simpleAccountFactory, factoryData: encodeFunctionData({ abi: aa().factoryAbi, functionName: 'createAccount', args: [owner, 0n] }) }
      : {}),
    callData: encodeFunctionData({ abi: aa().accountAbi, functionName: 'execute', args: [call.to, call.value, call.data] }),
    callGasLimit: 200_000n,
    verificationGasLimit: 1_000_000n,
    preVerificationGas: 60_000n,
    maxFeePerGas: 3_000_000_000n,
    maxPriorityFeePerGas: 1_000_000_000n,
    signature: '0x',
  }
  // SimpleAccount v0.8 checks the owner's raw signature over the EIP-712 user operation hash.
  const hash = getUserOperationHash({ chainId, entryPointAddress: aa().entryPoint, entryPointVersion: '0.8', userOperation: unsigned })
  const signature = await privateKeyToAccount(signerKey).sign({ hash })
  return { sender, hash, operation: { ...unsigned, signature } }
}

/** The revert data of a failed eth_call, as the node reports it. */
const revertData = (error: unknown): Hex | undefined => {
  const data = (error as { data?: unknown } | null)?.data
  const inner = typeof data === 'object' && data !== null ? (data as { data?: unknown }).data : data
  return typeof inner === 'string' && inner.startsWith('0x') ? (inner as Hex) : undefined
}

/**
 * What a bundler does: simulate handleOps (eth_call; a refusal is the EntryPoint's FailedOp), then send
 * it from its own account.
 */
async function bundle(operation: UserOperation<'0.8'>): Promise<Hex> {
  const bundler = getAddress(devnet.accounts[9]!.address)
  const data = encodeFunctionData({ abi: aa().entryPointAbi, functionName: 'handleOps', args: [[toPackedUserOperation(operation)], bundler] })
  const transaction = { from: bundler, to: aa().entryPoint, data, gas: '0x2dc6c0' }
  try {
    await chain().request({ method: 'eth_call', params: [transaction, 'latest'] })
  } catch (error) {
    const reverted = revertData(error)
    if (!reverted) throw error
    const decoded = decodeErrorResult({ abi: aa().entryPointAbi, data: reverted })
    throw new Error(`${decoded.errorName}: ${JSON.stringify(decoded.args, (_key, value: unknown) => (typeof value === 'bigint' ? String(value) : value))}`, {
      cause: error,
    })
  }
  return (await chain().request({ method: 'eth_sendTransaction', params: [transaction] })) as Hex
}

describe('ERC-4337 on the devnet (EntryPoint v0.8, SimpleAccountFactory)', () => {
  it('the EntryPoint and the factory run the published bytecode; the factory is bound to the EntryPoint', async () => {
    const { publicClient } = chain()
    expect(devnet.chains[0]!.contracts.entryPoint).toBe(aa().entryPoint)
    expect(devnet.chains[1]!.contracts.entryPoint).toBe(aa().entryPoint)
    const senderCreator = await publicClient.readContract({ address: aa().entryPoint, abi: aa().entryPointAbi, functionName: 'senderCreator' })
    expect(await publicClient.readContract({ address: aa().simpleAccountFactory, abi: aa().factoryAbi, functionName: 'senderCreator' })).toBe(senderCreator)
  })

  it('§3 smartAccountDeployed: the counterfactual address is known first; the first user operation deploys the account and runs its call', async () => {
    const { publicClient } = chain()
    const owner = devnet.accounts[5]!
    const recipient = getAddress(devnet.accounts[6]!.address)
    const first = await userOperation(owner.address, owner.privateKey, { to: recipient, value: parseEther('0.25'), data: '0x' }, true)
    expect(await publicClient.getCode({ address: first.sender })).toBeUndefined()
    // The account pays for itself: its owner funds the address before it exists.
    const funding = await chain().walletClient.sendTransaction({ account: owner.address, to: first.sender, value: parseEther('1'), chain: chain().viemChain })
    await publicClient.waitForTransactionReceipt({ hash: funding })

    // A signature by someone else fails validation in simulation: nothing is sent.
    const forged = await userOperation(owner.address, devnet.accounts[7]!.privateKey, { to: recipient, value: 1n, data: '0x' }, true)
    const refused = await bundle(forged.operation).then(
      () => 'sent',
      (error: unknown) => (error instanceof Error ? error.message : String(error)),
    )
    expect(refused).toContain('AA24 signature error')

    const before = await publicClient.getBalance({ address: recipient })
    const hash = await bundle(first.operation)
    const receipt = await publicClient.waitForTransactionReceipt({ hash })
    const [event] = parseEventLogs({ abi: aa().entryPointAbi, logs: receipt.logs, eventName: 'UserOperationEvent' }) as unknown as Array<{
      args: { userOpHash: Hex; sender: Address; success: boolean }
    }>
    expect(event?.args).toMatchObject({ userOpHash: first.hash, sender: first.sender, success: true })
    expect(await publicClient.getCode({ address: first.sender })).toMatch(/^0x[0-9a-f]+$/)
    expect(await publicClient.readContract({ address: first.sender, abi: aa().accountAbi, functionName: 'owner' })).toBe(getAddress(owner.address))
    expect(await publicClient.getBalance({ address: recipient })).toBe(before + parseEther('0.25'))

    // The next operation needs no factory: the account exists, and its nonce moved on.
    const second = await userOperation(owner.address, owner.privateKey, { to: recipient, value: parseEther('0.1'), data: '0x' }, false)
    expect(second.operation.nonce).toBe(1n)
    await publicClient.waitForTransactionReceipt({ hash: await bundle(second.operation) })
    expect(await publicClient.getBalance({ address: recipient })).toBe(before + parseEther('0.35'))
  })

  it('the devnet bundler (ERC-7769 RPC) simulates each user operation through the EntryPoint, refuses a bad one with its reason, and bundles the rest', async () => {
    const { publicClient } = chain()
    const info = devnet.chains[0]!
    const bundler = createBundlerClient({ transport: http(info.bundlerUrl, { retryCount: 0 }) })
    expect(await bundler.getSupportedEntryPoints()).toEqual([aa().entryPoint])
    const owner = devnet.accounts[8]!
    const recipient = getAddress(devnet.accounts[6]!.address)
    const send = (operation: UserOperation<'0.8'>) =>
      bundler.request({ method: 'eth_sendUserOperation', params: [formatUserOperationRequest(operation), aa().entryPoint] })

    const first = await userOperation(owner.address, owner.privateKey, { to: recipient, value: parseEther('0.05'), data: '0x' }, true)
    // Not funded yet: the EntryPoint refuses to prefund it, and the bundler says why.
    const unfunded = await send(first.operation).then(
      () => 'sent',
      (error: unknown) => `${(error as { code?: number }).code ?? ''} ${error instanceof Error ? error.message : String(error)}`,
    )
    expect(unfunded).toMatch(/AA21 didn't pay prefund/)
    const funding = await chain().walletClient.sendTransaction({ account: owner.address, to: first.sender, value: parseEther('1'), chain: chain().viemChain })
    await publicClient.waitForTransactionReceipt({ hash: funding })

    const before = await publicClient.getBalance({ address: recipient })
    const hash = await send(first.operation)
    expect(hash).toBe(first.hash)
    const receipt = await bundler.waitForUserOperationReceipt({ hash, pollingInterval: 50, timeout: 10_000 })
    expect({ sender: receipt.sender, success: receipt.success, nonce: BigInt(receipt.nonce) }).toEqual({ sender: first.sender, success: true, nonce: 0n })
    expect(await publicClient.getCode({ address: first.sender })).toMatch(/^0x[0-9a-f]+$/)
    expect(await publicClient.getBalance({ address: recipient })).toBe(before + parseEther('0.05'))
  })
})
