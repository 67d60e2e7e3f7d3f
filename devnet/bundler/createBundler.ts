import {
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
import { getUserOperationHash, toPackedUserOperation, type RpcUserOperation, type UserOperation } from 'viem/account-abstraction'
import type { RequestFn } from '../chain/createChain'
import type { DevnetChain } from '../context'
import { estimateUserOperationGas } from './estimateGas'
import { preVerificationGasOf } from './preVerificationGas'
import { RPC_CODES, RpcError } from './rpcError'
import { createSimulator, refusalOf } from './simulation'
import { decodeUserOperation } from './userOperationCodec'

/** The bundler's own account: it sends handleOps and is paid the operations' gas (beneficiary). */
const BUNDLER = /* address only: the node sends for it */ privateKeyToAccount(keccak256(stringToHex('airlock devnet bundler')))

interface SentOperation {
  readonly transactionHash: Hex
  readonly userOperation: RpcUserOperation
}

/**
 * An ERC-4337 bundler for one devnet chain (the ERC-7769 RPC methods a dapp needs): each user
 * operation is simulated through the EntryPoint's own handleOps (eth_call) and refused with the
 * EntryPoint's reason when it fails there; otherwise it is sent at once, alone in its bundle. Gas
 * estimates are measured by simulation too (./estimateGas).
 */
export function createBundler(chain: DevnetChain): RequestFn {
  const { entryPoint, entryPointAbi } = chain.accountAbstraction
  const simulator = createSimulator(chain)
  const sent = new Map<Hex, SentOperation>()
  let ready: Promise<unknown> | undefined

  const handleOpsTransaction = (operation: UserOperation<'0.8'>) => ({
    from: BUNDLER.address,
    to: entryPoint,
    data: encodeFunctionData({ abi: entryPointAbi, functionName: 'handleOps', args: [[toPackedUserOperation(operation)], BUNDLER.address] }),
    gas: numberToHex(15_000_000n),
  })

  /** ERC-7769 params: [userOperation, entryPoint]. */
  function operationOf(params: unknown[]): UserOperation<'0.8'> {
    const [raw, entry] = params
    if (typeof entry !== 'string' || !isAddress(entry) || getAddress(entry) !== entryPoint) {
      throw new RpcError(RPC_CODES.invalidParams, `The devnet bundler serves EntryPoint ${entryPoint} only`)
    }
    return decodeUserOperation(raw)
  }

  async function sendUserOperation(params: unknown[]): Promise<Hex> {
    const operation = operationOf(params)
    const required = preVerificationGasOf(operation)
    if (operation.preVerificationGas < required) {
      throw new RpcError(RPC_CODES.invalidParams, `preVerificationGas ${operation.preVerificationGas} is below the ${required} this operation needs`)
    }
    ready ??= chain
      .request({ method: 'hardhat_setBalance', params: [BUNDLER.address, numberToHex(parseEther('100'))] })
      .then(() => chain.request({ method: 'hardhat_impersonateAccount', params: [BUNDLER.address] }))
    await ready
    const transaction = handleOpsTransaction(operation)
    try {
      await chain.request({ method: 'eth_call', params: [transaction, 'latest'] })
    } catch (error) {
      throw refusalOf(error, entryPointAbi)
    }
    const hash = getUserOperationHash({ chainId: chain.chainId, entryPointAddress: entryPoint, entryPointVersion: '0.8', userOperation: operation })
    const transactionHash = (await chain.request({ method: 'eth_sendTransaction', params: [transaction] })) as Hex
    sent.set(hash, { transactionHash, userOperation: params[0] as RpcUserOperation })
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

  async function userOperationByHash(hash: unknown) {
    const entry = typeof hash === 'string' ? sent.get(hash as Hex) : undefined
    if (!entry) return null
    const transaction = (await chain.request({ method: 'eth_getTransactionByHash', params: [entry.transactionHash] })) as {
      blockHash: Hex | null
      blockNumber: Hex | null
    } | null
    return {
      userOperation: entry.userOperation,
      entryPoint,
      transactionHash: entry.transactionHash,
      blockHash: transaction?.blockHash ?? null,
      blockNumber: transaction?.blockNumber ?? null,
    }
  }

  return async ({ method, params }) => {
    const list = Array.isArray(params) ? (params as unknown[]) : []
    switch (method) {
      case 'eth_chainId':
        return numberToHex(chain.chainId)
      case 'eth_supportedEntryPoints':
        return [entryPoint]
      case 'eth_estimateUserOperationGas':
        return estimateUserOperationGas(simulator, chain.accountAbstraction, operationOf(list))
      case 'eth_sendUserOperation':
        return sendUserOperation(list)
      case 'eth_getUserOperationReceipt':
        return userOperationReceipt(list[0])
      case 'eth_getUserOperationByHash':
        return userOperationByHash(list[0])
      default:
        throw new RpcError(RPC_CODES.methodNotFound, `The devnet bundler does not support ${method}`)
    }
  }
}
