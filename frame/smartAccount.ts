import {
  decodeFunctionResult,
  encodeFunctionData,
  getAddress,
  hashMessage,
  hashTypedData,
  isHex,
  keccak256,
  parseAbi,
  serializeErc6492Signature,
  stringToHex,
  type Address,
  type Hex,
  type TypedDataDefinition,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { getUserOperationHash, type UserOperation } from 'viem/account-abstraction'
import type { FrameConfig } from './config'
import { chainRpc } from './signer'
import {
  estimateUserOperationGas,
  paymasterData,
  paymasterStubData,
  sendUserOperation,
  userOperationReceipt,
  type UserOperationReceipt,
} from './userOperationRpc'

/*
 * The wallet's smart account (SPEC §1 account type smartAccount): an ERC-4337 account owned by the
 * wallet's key, made by the chain's factory at an address known before it exists (CREATE2 over the
 * owner and salt 0). Its first user operation deploys it (factory and factoryData, the initCode).
 */

const factoryAbi = parseAbi([
  'function getAddress(address owner, uint256 salt) view returns (address)',
  'function createAccount(address owner, uint256 salt) returns (address)',
])
const entryPointAbi = parseAbi(['function getNonce(address sender, uint192 key) view returns (uint256)'])
const accountAbi = parseAbi([
  'function execute(address dest, uint256 value, bytes func)',
  'struct Call { address target; uint256 value; bytes data; }',
  'function executeBatch(Call[] calls)',
])

/** One call the account makes: to, value (wei) and data. */
export interface AccountCall {
  readonly to: Address
  readonly value: bigint
  readonly data: Hex
}

/** The account's callData: `execute` for one call, `executeBatch` (all or nothing) for several. */
const callDataOf = (calls: ReadonlyArray<AccountCall>): Hex => {
  const [only] = calls
  if (calls.length === 1 && only) return encodeFunctionData({ abi: accountAbi, functionName: 'execute', args: [only.to, only.value, only.data] })
  return encodeFunctionData({
    abi: accountAbi,
    functionName: 'executeBatch',
    args: [calls.map((c) => ({ target: c.to, value: c.value, data: c.data }))],
  })
}

/** The account's ERC-1271 check: the owner signs the hash inside this account's own EIP-712 domain. */
const replaySafeTypedData = (chainId: number, account: Address, hash: Hex) =>
  ({
    domain: { name: 'Airlock Smart Account', version: '1', chainId, verifyingContract: account },
    types: { AirlockAccountMessage: [{ name: 'hash', type: 'bytes32' }] },
    primaryType: 'AirlockAccountMessage',
    message: { hash },
  }) as const

/**
 * The signature operations carry while the bundler estimates them: a real one by a key that owns
 * nothing, so validation runs the same signature recovery as the signed operation (the account's
 * ECDSA.recover reverts on a malformed one) and fails only the owner check, which estimates allow.
 */
let stubSignature: Promise<Hex> | undefined
const stubSignatureOf = () =>
  (stubSignature ??= privateKeyToAccount(keccak256(stringToHex('airlock smart account stub key'))).sign({ hash: keccak256(stringToHex('stub')) }))
const RECEIPT_POLL_MS = 250
const RECEIPT_TIMEOUT_MS = 60_000

export interface SmartAccountInfo {
  readonly address: Address
  readonly isDeployed: boolean
}

/** SPEC §3 smartAccountEnabledNetworks: the chains the frame has a bundler and factory for. */
export const smartAccountEnabledNetworks = (config: FrameConfig): number[] =>
  Object.keys(config.smartAccounts ?? {})
    .map(Number)
    .filter((id) => Number.isSafeInteger(id) && config.rpcUrls[String(id)] !== undefined)

export const isSmartAccountEnabled = (config: FrameConfig, chainId: number): boolean => smartAccountEnabledNetworks(config).includes(chainId)

function setupOf(config: FrameConfig, chainId: number) {
  const setup = config.smartAccounts?.[String(chainId)]
  if (!setup || !config.rpcUrls[String(chainId)]) throw Object.assign(new Error('Smart accounts are not enabled on this network'), { code: 4902 })
  return { bundlerUrl: setup.bundlerUrl, paymasterUrl: setup.paymasterUrl, entryPoint: getAddress(setup.entryPoint), factory: getAddress(setup.factory) }
}

const call = async (config: FrameConfig, chainId: number, to: Address, data: Hex): Promise<Hex> =>
  (await chainRpc(config, chainId, 'eth_call', [{ to, data }, 'latest'])) as Hex

/** SPEC §7 init smart account: the counterfactual address from the factory (no deployment) and whether code is there yet. */
export async function initSmartAccount(config: FrameConfig, chainId: number, owner: Address): Promise<SmartAccountInfo> {
  const { factory } = setupOf(config, chainId)
  const answer = await call(config, chainId, factory, encodeFunctionData({ abi: factoryAbi, functionName: 'getAddress', args: [owner, 0n] }))
  const address = decodeFunctionResult({ abi: factoryAbi, functionName: 'getAddress', data: answer })
  const code = (await chainRpc(config, chainId, 'eth_getCode', [address, 'latest'])) as string
  return { address, isDeployed: typeof code === 'string' && code !== '0x' && code !== '' }
}

/**
 * An ERC-1271 signature of `hash` by the smart account: the owner's signature of the replay-safe hash;
 * before deployment wrapped per ERC-6492 with the factory call that deploys it, so a verifier can
 * deploy it in simulation first.
 */
export async function signHashAsSmartAccount(config: FrameConfig, chainId: number, privateKey: Hex, hash: Hex): Promise<Hex> {
  const owner = privateKeyToAccount(privateKey)
  const { factory } = setupOf(config, chainId)
  const account = await initSmartAccount(config, chainId, owner.address)
  const signature = await owner.signTypedData(replaySafeTypedData(chainId, account.address, hash))
  if (account.isDeployed) return signature
  return serializeErc6492Signature({
    address: factory,
    data: encodeFunctionData({ abi: factoryAbi, functionName: 'createAccount', args: [owner.address, 0n] }),
    signature,
  })
}

export const personalSignAsSmartAccount = (config: FrameConfig, chainId: number, privateKey: Hex, message: string): Promise<Hex> =>
  signHashAsSmartAccount(config, chainId, privateKey, hashMessage(isHex(message) ? { raw: message } : message))

export const signTypedDataAsSmartAccount = (config: FrameConfig, chainId: number, privateKey: Hex, typedData: TypedDataDefinition): Promise<Hex> =>
  signHashAsSmartAccount(config, chainId, privateKey, hashTypedData(typedData))

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * One user operation running `calls` from the smart account (in one `executeBatch` when there are
 * several, so they land together or not at all), sent to the chain's bundler: it deploys the account
 * first when it has no code yet, and is signed by the owner over the EntryPoint's user operation hash.
 * Its gas limits are the bundler's estimate, measured by simulation; when the chain has a paymaster
 * service, the operation carries its stub data while estimated and its signed data after, so the
 * paymaster pays the gas; without one the account pays from its own balance (its prefund). Answers the
 * user operation's hash once the bundler accepted it.
 */
export async function submitAsSmartAccount(config: FrameConfig, chainId: number, privateKey: Hex, calls: ReadonlyArray<AccountCall>): Promise<Hex> {
  const owner = privateKeyToAccount(privateKey)
  const { bundlerUrl, paymasterUrl, entryPoint, factory } = setupOf(config, chainId)
  if (calls.length === 0) throw Object.assign(new Error('No calls to make'), { code: -32602 })
  const account = await initSmartAccount(config, chainId, owner.address)
  const [nonceHex, block, tip] = (await Promise.all([
    call(config, chainId, entryPoint, encodeFunctionData({ abi: entryPointAbi, functionName: 'getNonce', args: [account.address, 0n] })),
    chainRpc(config, chainId, 'eth_getBlockByNumber', ['latest', false]),
    chainRpc(config, chainId, 'eth_maxPriorityFeePerGas', []).catch(() => '0x3b9aca00'),
  ])) as [Hex, { baseFeePerGas?: string }, string]
  const maxPriorityFeePerGas = BigInt(tip)
  // Gas limits left at 0 are the bundler's to estimate.
  const draft: UserOperation<'0.8'> = {
    sender: account.address,
    nonce: decodeFunctionResult({ abi: entryPointAbi, functionName: 'getNonce', data: nonceHex }),
    ...(account.isDeployed
      ? {}
      : { factory, factoryData: encodeFunctionData({ abi: factoryAbi, functionName: 'createAccount', args: [owner.address, 0n] }) }),
    callData: callDataOf(calls),
    callGasLimit: 0n,
    verificationGasLimit: 0n,
    preVerificationGas: 0n,
    maxFeePerGas: BigInt(block.baseFeePerGas ?? '0x0') * 2n + maxPriorityFeePerGas,
    maxPriorityFeePerGas,
    signature: await stubSignatureOf(),
  }
  const stub = paymasterUrl ? await paymasterStubData(paymasterUrl, draft, entryPoint, chainId) : undefined
  const withStub: UserOperation<'0.8'> = stub
    ? {
        ...draft,
        paymaster: stub.paymaster,
        paymasterData: stub.paymasterData,
        paymasterVerificationGasLimit: stub.paymasterVerificationGasLimit ?? 0n,
        paymasterPostOpGasLimit: stub.paymasterPostOpGasLimit ?? 0n,
      }
    : draft
  const gas = await estimateUserOperationGas(bundlerUrl, withStub, entryPoint)
  const estimated: UserOperation<'0.8'> = {
    ...withStub,
    callGasLimit: gas.callGasLimit,
    verificationGasLimit: gas.verificationGasLimit,
    preVerificationGas: gas.preVerificationGas,
    ...(stub
      ? {
          paymasterVerificationGasLimit: gas.paymasterVerificationGasLimit ?? stub.paymasterVerificationGasLimit ?? 0n,
          paymasterPostOpGasLimit: gas.paymasterPostOpGasLimit ?? stub.paymasterPostOpGasLimit ?? 0n,
        }
      : {}),
  }
  // The paymaster signs the operation with its final gas limits; a final stub is already its data.
  const sponsored = paymasterUrl && stub && !stub.isFinal ? await paymasterData(paymasterUrl, estimated, entryPoint, chainId) : undefined
  const unsigned: UserOperation<'0.8'> = sponsored ? { ...estimated, paymaster: sponsored.paymaster, paymasterData: sponsored.paymasterData } : estimated
  const hash = getUserOperationHash({ chainId, entryPointAddress: entryPoint, entryPointVersion: '0.8', userOperation: unsigned })
  return sendUserOperation(bundlerUrl, { ...unsigned, signature: await owner.sign({ hash }) }, entryPoint)
}

/** The bundler's receipt of a user operation: null while it is not mined. */
export const smartAccountOperationReceipt = (config: FrameConfig, chainId: number, userOperationHash: Hex): Promise<UserOperationReceipt> =>
  userOperationReceipt(setupOf(config, chainId).bundlerUrl, userOperationHash)

/** The hash of the transaction that carried the operation, once mined; an error when it reverted. */
async function minedTransaction(config: FrameConfig, chainId: number, userOperationHash: Hex): Promise<Hex> {
  for (let waited = 0; waited < RECEIPT_TIMEOUT_MS; waited += RECEIPT_POLL_MS) {
    const receipt = await smartAccountOperationReceipt(config, chainId, userOperationHash)
    if (receipt?.receipt?.transactionHash) {
      if (receipt.success === false) throw Object.assign(new Error('The smart account operation reverted'), { code: -32603 })
      return receipt.receipt.transactionHash
    }
    await wait(RECEIPT_POLL_MS)
  }
  throw Object.assign(new Error('The smart account operation was not mined in time'), { code: -32603 })
}

/** eth_sendTransaction from the smart account: one operation with the one call; answers its transaction's hash once mined. */
export async function sendAsSmartAccount(
  config: FrameConfig,
  chainId: number,
  privateKey: Hex,
  tx: { readonly to?: string; readonly value?: string; readonly data?: string },
): Promise<Hex> {
  if (!tx.to) throw Object.assign(new Error('A smart account cannot deploy a contract here'), { code: -32602 })
  const calls = [{ to: getAddress(tx.to), value: BigInt(tx.value ?? '0x0'), data: (tx.data && isHex(tx.data) ? tx.data : '0x') as Hex }]
  return minedTransaction(config, chainId, await submitAsSmartAccount(config, chainId, privateKey, calls))
}
