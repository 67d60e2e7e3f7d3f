import { getAddress, http, keccak256, parseEther, stringToHex, zeroAddress, type Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import {
  createBundlerClient,
  createPaymasterClient,
  formatUserOperationRequest,
  type SmartAccount,
  type UserOperation,
} from 'viem/account-abstraction'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startDevnet, type Devnet } from '../../devnet'
import { simpleAccountOf } from './simpleAccount'
import type { FrameConfig } from '../../frame/config'
import { initSmartAccount, submitAsSmartAccount } from '../../frame/smartAccount'

// Sponsored user operations on the devnet: the verifying paymaster (OpenZeppelin PaymasterSigner,
// funded at the EntryPoint), its ERC-7677 signer service with a sponsorship policy, and the bundler's
// gas estimate measured by simulation through the EntryPoint.
let devnet: Devnet

beforeAll(async () => {
  devnet = await startDevnet({ chainPorts: false, relayPort: false, solana: false, bitcoin: false })
}, 120_000)

afterAll(async () => {
  await devnet?.stop()
})

const chain = () => devnet.localChains[0]!
const info = () => devnet.chains[0]!
const aa = () => chain().accountAbstraction
const ownerOf = (name: string) => privateKeyToAccount(keccak256(stringToHex(`paymaster test owner ${name}`)))
const paymasterClient = (url = info().paymasterUrl) => createPaymasterClient({ transport: http(url, { retryCount: 0 }) })
const bundlerClient = (paymaster = paymasterClient()) =>
  createBundlerClient({ client: chain().publicClient, transport: http(info().bundlerUrl, { retryCount: 0 }), paymaster })

/** What a refused JSON-RPC call said: its code and message (viem keeps the service's code on the cause chain). */
async function refusal(promise: Promise<unknown>): Promise<{ code: number | undefined; message: string }> {
  try {
    await promise
  } catch (error) {
    let current: unknown = error
    while (current && typeof current === 'object') {
      const { code } = current as { code?: unknown }
      if (typeof code === 'number' && code !== 0) break
      current = (current as { cause?: unknown }).cause
    }
    const code = (current as { code?: number } | undefined)?.code
    return { code, message: error instanceof Error ? error.message : String(error) }
  }
  throw new Error('expected a refusal')
}

const depositOf = async () =>
  (await chain().publicClient.readContract({ address: aa().entryPoint, abi: aa().entryPointAbi, functionName: 'balanceOf', args: [aa().verifyingPaymaster] })) as bigint

/** Funds a counterfactual account with `value` from a dev account. */
async function fund(account: SmartAccount, value: bigint) {
  const hash = await chain().walletClient.sendTransaction({ account: getAddress(devnet.accounts[9]!.address), to: account.address, value, chain: chain().viemChain })
  await chain().publicClient.waitForTransactionReceipt({ hash })
}

/** A sponsored operation ready to sign: stub data, the bundler's estimate, then the paymaster's signature. */
async function sponsoredOperation(account: SmartAccount, to: Hex, value: bigint): Promise<UserOperation<'0.8'>> {
  const prepared = await bundlerClient().prepareUserOperation({ account, calls: [{ to, value }] })
  return prepared as unknown as UserOperation<'0.8'>
}

const send = (operation: UserOperation<'0.8'>) =>
  bundlerClient().request({ method: 'eth_sendUserOperation', params: [formatUserOperationRequest(operation), aa().entryPoint] })

describe('§6 eth_sendUserOperation: ERC-4337 sponsorship on the devnet (verifying paymaster, ERC-7677 service, simulated gas estimates)', { timeout: 30_000 }, () => {
  it('the paymaster is deployed from audited sources, bound to the EntryPoint, and funded there', async () => {
    expect(info().contracts.verifyingPaymaster).toBe(aa().verifyingPaymaster)
    expect(await chain().publicClient.readContract({ address: aa().verifyingPaymaster, abi: aa().paymasterAbi, functionName: 'entryPoint' })).toBe(aa().entryPoint)
    expect(await depositOf()).toBeGreaterThanOrEqual(parseEther('50'))
  })

  it('a sponsored operation: estimated by simulation, signed by the paymaster service, paid from the deposit; the account pays no gas', async () => {
    const account = await simpleAccountOf(chain(), ownerOf('sponsored'))
    await fund(account, parseEther('1'))
    const recipient = getAddress(devnet.accounts[6]!.address)
    const bundler = bundlerClient()

    const unsponsored = await bundler.prepareUserOperation({ account, calls: [{ to: recipient, value: 1n }], parameters: ['factory', 'fees', 'nonce', 'signature'] })
    const stub = await paymasterClient().getPaymasterStubData({ ...unsponsored, chainId: chain().chainId, entryPointAddress: aa().entryPoint })
    expect(stub).toMatchObject({ paymaster: aa().verifyingPaymaster, paymasterPostOpGasLimit: 0n, sponsor: { name: 'Airlock Devnet' } })
    // The estimate is measured: far below the limits the simulation ran under, and enough to deploy.
    const estimate = await bundler.estimateUserOperationGas({ account, calls: [{ to: recipient, value: parseEther('0.1') }], paymaster: paymasterClient() })
    expect(estimate.verificationGasLimit).toBeGreaterThan(100_000n)
    expect(estimate.verificationGasLimit).toBeLessThan(1_000_000n)
    expect(estimate.paymasterVerificationGasLimit).toBeGreaterThan(5_000n)
    expect(estimate.paymasterVerificationGasLimit).toBeLessThan(200_000n)
    expect(estimate.callGasLimit).toBeGreaterThan(9_000n)
    expect(estimate.callGasLimit).toBeLessThan(500_000n)

    const accountBefore = await chain().publicClient.getBalance({ address: account.address })
    const recipientBefore = await chain().publicClient.getBalance({ address: recipient })
    const depositBefore = await depositOf()
    const hash = await bundler.sendUserOperation({ account, calls: [{ to: recipient, value: parseEther('0.1') }] })
    const receipt = await bundler.waitForUserOperationReceipt({ hash, pollingInterval: 50, timeout: 20_000 })
    expect({ success: receipt.success, paymaster: receipt.paymaster, sender: receipt.sender }).toEqual({
      success: true,
      paymaster: aa().verifyingPaymaster,
      sender: account.address,
    })
    expect(await chain().publicClient.getBalance({ address: account.address })).toBe(accountBefore - parseEther('0.1'))
    expect(await chain().publicClient.getBalance({ address: recipient })).toBe(recipientBefore + parseEther('0.1'))
    expect(receipt.actualGasCost).toBeGreaterThan(0n)
    expect(await depositOf()).toBe(depositBefore - receipt.actualGasCost)

    const byHash = await bundler.getUserOperation({ hash })
    expect({ sender: byHash.userOperation.sender, transactionHash: byHash.transactionHash }).toEqual({
      sender: account.address,
      transactionHash: receipt.receipt.transactionHash,
    })
  })

  it('the sponsorship policy refuses other projects and operations over the gas cap, saying why', async () => {
    const account = await simpleAccountOf(chain(), ownerOf('refused'))
    const recipient = getAddress(devnet.accounts[6]!.address)
    const otherProject = info().paymasterUrl.replace('projectId=devnet', 'projectId=someone-else')
    const wrongProject = await refusal(bundlerClient(paymasterClient(otherProject)).prepareUserOperation({ account, calls: [{ to: recipient, value: 0n }] }))
    expect(wrongProject.code).toBe(-32001)
    expect(wrongProject.message).toContain('Sponsorship refused: project "someone-else" has no sponsorship policy on this paymaster')

    const operation = await sponsoredOperation(account, recipient, 0n)
    const greedy = await refusal(
      paymasterClient().getPaymasterData({ ...operation, callGasLimit: 3_000_000n, chainId: chain().chainId, entryPointAddress: aa().entryPoint }),
    )
    expect(greedy.code).toBe(-32001)
    expect(greedy.message).toMatch(/Sponsorship refused: the operation reserves \d+ gas, above the 2000000 this paymaster sponsors per operation/)
  })

  it('the bundler refuses by simulation: gas below the estimate, a forged paymaster signature, too little preVerificationGas, a call that reverts', async () => {
    const owner = ownerOf('simulation')
    const account = await simpleAccountOf(chain(), owner)
    const recipient = getAddress(devnet.accounts[6]!.address)
    const operation = await sponsoredOperation(account, recipient, 0n)
    const signed = async (changed: UserOperation<'0.8'>, resignPaymaster: boolean): Promise<UserOperation<'0.8'>> => {
      const paymaster = resignPaymaster
        ? await paymasterClient().getPaymasterData({ ...changed, chainId: chain().chainId, entryPointAddress: aa().entryPoint })
        : {}
      const next = { ...changed, ...paymaster } as UserOperation<'0.8'>
      return { ...next, signature: await account.signUserOperation(next) }
    }

    // Half the estimated verification gas, signed by both: the EntryPoint's validation runs out.
    const starved = await refusal(send(await signed({ ...operation, verificationGasLimit: operation.verificationGasLimit / 2n }, true)))
    expect(starved.code).toBe(-32500)
    expect(starved.message).toMatch(/AA(13|23|26)/)

    // The paymaster's signature no longer matches: its validation fails in simulation.
    const signature = operation.paymasterData!
    const forgedData = `${signature.slice(0, -4)}${signature.slice(-4, -2) === '00' ? '01' : '00'}${signature.slice(-2)}` as Hex
    const forged = await refusal(send(await signed({ ...operation, paymasterData: forgedData }, false)))
    expect(forged.code).toBe(-32507)
    expect(forged.message).toContain('AA34 signature error')

    const cheap = await refusal(send(await signed({ ...operation, preVerificationGas: operation.preVerificationGas - 1_000n }, true)))
    expect(cheap.code).toBe(-32602)
    expect(cheap.message).toMatch(/preVerificationGas \d+ is below the \d+ this operation needs/)

    // The estimate runs the call too: sending more than the account holds reverts, and is refused.
    const reverting = await refusal(bundlerClient().estimateUserOperationGas({ account, calls: [{ to: recipient, value: parseEther('5') }], paymaster: paymasterClient() }))
    expect(reverting.code).toBe(-32521)
    expect(reverting.message).toContain("The user operation's call reverts")

    // Nothing was sent: the account is still counterfactual, and the signed original still goes through.
    expect(await chain().publicClient.getCode({ address: account.address })).toBeUndefined()
    const hash = await send(await signed(operation, false))
    const receipt = await bundlerClient().waitForUserOperationReceipt({ hash, pollingInterval: 50, timeout: 20_000 })
    expect(receipt.success).toBe(true)
  })
})

describe("the embedded wallet's smart account where the frame config names no paymaster service (SPEC §3)", { timeout: 30_000 }, () => {
  /** The frame's configuration for the first chain, with its bundler and factory and no paymasterUrl. */
  const unsponsored = (): FrameConfig => ({
    authUrl: 'http://127.0.0.1:9/unused',
    recoveryUrl: 'http://127.0.0.1:9/unused',
    rpcUrls: { [String(info().chainId)]: info().rpcUrl },
    defaultChainId: info().chainId,
    smartAccounts: { [String(info().chainId)]: { bundlerUrl: info().bundlerUrl, entryPoint: aa().entryPoint, factory: info().contracts.smartAccountFactory } },
  })
  const keyOf = (name: string) => keccak256(stringToHex(`frame smart account without paymaster ${name}`))
  const calls = (to: Hex) => [
    { to: getAddress(to), value: parseEther('0.01'), data: '0x' as Hex },
    { to: getAddress(to), value: parseEther('0.02'), data: '0x' as Hex },
  ]

  it('§3 a batch from the smart account pays its own gas (the prefund): one operation deploys it and runs both calls, no paymaster, the account charged values plus gas', async () => {
    const config = unsponsored()
    const key = keyOf('funded')
    const { address } = await initSmartAccount(config, info().chainId, privateKeyToAccount(key).address)
    const funding = await chain().walletClient.sendTransaction({ account: getAddress(devnet.accounts[9]!.address), to: address, value: parseEther('1'), chain: chain().viemChain })
    await chain().publicClient.waitForTransactionReceipt({ hash: funding })
    const recipient = getAddress(devnet.accounts[7]!.address)
    const [accountBefore, recipientBefore, depositBefore] = [
      await chain().publicClient.getBalance({ address }),
      await chain().publicClient.getBalance({ address: recipient }),
      await depositOf(),
    ]
    const hash = await submitAsSmartAccount(config, info().chainId, key, calls(recipient))
    const receipt = await bundlerClient().waitForUserOperationReceipt({ hash, pollingInterval: 50, timeout: 20_000 })
    expect({ success: receipt.success, sender: receipt.sender, paymaster: receipt.paymaster }).toEqual({ success: true, sender: address, paymaster: zeroAddress })
    expect(receipt.actualGasCost).toBeGreaterThan(0n)
    expect(await chain().publicClient.getBalance({ address: recipient })).toBe(recipientBefore + parseEther('0.03'))
    // The prefund came from the account's balance; what gas did not use waits at the EntryPoint as its deposit.
    const deposit = (await chain().publicClient.readContract({ address: aa().entryPoint, abi: aa().entryPointAbi, functionName: 'balanceOf', args: [address] })) as bigint
    expect(deposit).toBeGreaterThan(0n)
    expect((await chain().publicClient.getBalance({ address })) + deposit).toBe(accountBefore - parseEther('0.03') - receipt.actualGasCost)
    // The paymaster's deposit did not pay for it.
    expect(await depositOf()).toBe(depositBefore)
    expect(await chain().publicClient.getCode({ address })).toMatch(/^0x[0-9a-f]+$/)
  })

  it('§3 an unfunded smart account without a paymaster is refused by the bundler before anything is sent: it cannot pay its prefund', async () => {
    const config = unsponsored()
    const key = keyOf('empty')
    const { address } = await initSmartAccount(config, info().chainId, privateKeyToAccount(key).address)
    const refused = await refusal(submitAsSmartAccount(config, info().chainId, key, calls(getAddress(devnet.accounts[7]!.address))))
    expect(refused.message).toMatch(/AA21|prefund/i)
    expect(await chain().publicClient.getCode({ address })).toBeUndefined()
  })
})
