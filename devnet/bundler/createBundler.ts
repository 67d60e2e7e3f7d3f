import {
  decodeErrorResult,
  encodeFunctionData,
  getAddress,
  isAddress,
  keccak256,
  numberToHex,
  parseEther,
  parseEventLogs,
  stringToHex,
  type Address,
  type Hex,
  type RpcLog,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { formatUserOperation, getUserOperationHash, toPackedUserOperation, type RpcUserOperation, type UserOperation } from 'viem/account-abstraction'
import type { RequestFn } from '../chain/createChain'
import type { DevnetChain } from '../context'

/** The bundler's own account: it sends handleOps and is paid the operations' gas (beneficiary). */
const BUNDLER = /* address only: the node sends for it */ privateKeyToAccount(keccak256(stringToHex('airlock devnet bundler')))

/** ERC-7769 error codes: validation refused by the EntryPoint, and a method the bundler lacks. */
const REJECTED_BY_ENTRY_POINT = -32500
const INVALID_PARAMS = -32602
const METHOD_NOT_FOUND = -32601

class BundlerError extends Error {
  readonly code: number
  readonly data?: unknown
  constructor(code: number, message: string, data?: unknown) {
    super(message)
    this.code = code
    if (data !== undefined) this.data = data
  }
}

const revertData = (error: unknown): Hex | undefined => {
  const data = (error as { data?: unknown } | null)?.data
  const inner = typeof data === 'object' && data !== null ? (data as { data?: unknown }).data : data
  return typeof inner === 'string' && inner.startsWith('0x') ? (inner as Hex) : undefined
}

/**
 * An ERC-4337 bundler for one devnet chain (the ERC-7769 RPC methods a dapp needs): each user
 * operation is simulated through the EntryPoint's own handleOps (eth_call) and refused with the
 * EntryPoint's reason when it fails there; otherwise it is sent at once, alone in its bundle.
 */
export function createBundler(chain: DevnetChain): RequestFn {
  const { entryPoint, entryPointAbi } = chain.accountAbstraction
  const sent = new Map<Hex, { readonly transactionHash: Hex; readonly userOperation: RpcUserOperation }>()
  let ready: Promise<unknown> | undefined

  const handleOpsTransaction = (operation: UserOperation<'0.8'>) => ({
    from: BUNDLER.address,
    to: entryPoint,
    data: encodeFunctionData({ abi: entryPointAbi, functionName: 'handleOps', args: [[toPackedUserOperation(operation)], BUNDLER.address] }),
    gas: numberToHex(15_000_000n),
  })

  async function sendUserOperation(params: unknown[]): Promise<Hex> {
    const [raw, entry] = params
    if (typeof entry !== 'string' || !isAddress(entry) || getAddress(entry) !== entryPoint) {
      throw new BundlerError(INVALID_PARAMS, `The devnet bundler serves EntryPoint ${entryPoint} only`)
    }
    if (typeof raw !== 'object' || raw === null) throw new BundlerError(INVALID_PARAMS, 'expected a user operation object')
    let operation: UserOperation<'0.8'>
    try {
      operation = formatUserOperation(raw as RpcUserOperation) as UserOperation<'0.8'>
      if (!isAddress(operation.sender)) throw new Error('sender must be an address')
    } catch (error) {
      throw new BundlerError(INVALID_PARAMS, `Invalid user operation: ${error instanceof Error ? error.message : String(error)}`)
    }
    ready ??= chain
      .request({ method: 'hardhat_setBalance', params: [BUNDLER.address, numberToHex(parseEther('100'))] })
      .then(() => chain.request({ method: 'hardhat_impersonateAccount', params: [BUNDLER.address] }))
    await ready
    const transaction = handleOpsTransaction(operation)
    try {
      await chain.request({ method: 'eth_call', params: [transaction, 'latest'] })
    } catch (error) {
      const data = revertData(error)
      if (!data) throw error
      const decoded = decodeErrorResult({ abi: entryPointAbi, data })
      const reason = decoded.args?.find((arg): arg is string => typeof arg === 'string') ?? decoded.errorName
      throw new BundlerError(REJECTED_BY_ENTRY_POINT, reason, data)
    }
    const hash = getUserOperationHash({ chainId: chain.chainId, entryPointAddress: entryPoint, entryPointVersion: '0.8', userOperation: operation })
    const transactionHash = (await chain.request({ method: 'eth_sendTransaction', params: [transaction] })) as Hex
    sent.set(hash, { transactionHash, userOperation: raw as RpcUserOperation })
    return hash
  }

  async function userOperationReceipt(hash: unknown) {
    const entry = typeof hash === 'string' ? sent.get(hash as Hex) : undefined
    if (!entry) return null
    const receipt = (await chain.request({ method: 'eth_getTransactionReceipt', params: [entry.transactionHash] })) as { logs: RpcLog[] } | null
    if (!receipt) return null
    const [event] = parseEventLogs({ abi: entryPointAbi, logs: receipt.logs, eventName: 'UserOperationEvent' }).filter(
      (log) => (log.args as { userOpHash: Hex }).userOpHash === hash,
    ) as unknown as Array<{ args: { sender: Address; paymaster: Address; nonce: bigint; success: boolean; actualGasCost: bigint; actualGasUsed: bigint } }>
    if (!event) return null
    return {
      userOpHash: hash,
      entryPoint,
      sender: event.args.sender,
      nonce: numberToHex(event.args.nonce),
      paymaster: event.args.paymaster,
      actualGasCost: numberToHex(event.args.actualGasCost),
      actualGasUsed: numberToHex(event.args.actualGasUsed),
      success: event.args.success,
      logs: receipt.logs,
      receipt,
    }
  }

  return async ({ method, params }) => {
    const list = Array.isArray(params) ? (params as unknown[]) : []
    switch (method) {
      case 'eth_chainId':
        return numberToHex(chain.chainId)
      case 'eth_supportedEntryPoints':
        return [entryPoint]
      case 'eth_sendUserOperation':
        return sendUserOperation(list)
      case 'eth_getUserOperationReceipt':
        return userOperationReceipt(list[0])
      default:
        throw new BundlerError(METHOD_NOT_FOUND, `The devnet bundler does not support ${method}`)
    }
  }
}
