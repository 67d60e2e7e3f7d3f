import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { decodeErrorResult, decodeFunctionResult, encodeFunctionData, numberToHex, type Abi, type Address, type Hex } from 'viem'
import { toPackedUserOperation, type UserOperation } from 'viem/account-abstraction'
import type { DevnetChain } from '../context'
import { RPC_CODES, RpcError } from './rpcError'

/*
 * ERC-4337 simulation as bundlers do it: one eth_call to the EntryPoint's address with its code
 * replaced (a state override) by EntryPointSimulations from the same @account-abstraction/contracts
 * release. That contract is the EntryPoint plus simulateValidation and simulateHandleOp, so the
 * account, its factory and the paymaster run exactly as handleOps will run them.
 */

const require = createRequire(import.meta.url)
const SIMULATIONS = JSON.parse(readFileSync(require.resolve('@account-abstraction/contracts/artifacts/EntryPointSimulations.json'), 'utf8')) as {
  abi: Abi
  deployedBytecode: Hex
}

export interface ValidationResult {
  /** Gas of validation (account creation, account and paymaster checks) plus preVerificationGas. */
  readonly preOpGas: bigint
  readonly accountValidationData: bigint
  readonly paymasterValidationData: bigint
  /** What the paymaster hands to its postOp; empty when it has none. */
  readonly paymasterContext: Hex
}

export interface ExecutionResult {
  readonly preOpGas: bigint
  /** The operation's actual gas cost in wei, as the EntryPoint charged it. */
  readonly paid: bigint
  readonly targetSuccess: boolean
  readonly targetResult: Hex
}

const revertDataOf = (error: unknown): Hex | undefined => {
  const data = (error as { data?: unknown } | null)?.data
  const inner = typeof data === 'object' && data !== null ? (data as { data?: unknown }).data : data
  return typeof inner === 'string' && inner.startsWith('0x') ? (inner as Hex) : undefined
}

/** The ERC-7769 code for an EntryPoint refusal, read from its AAxx reason. */
export function codeOfReason(reason: string): number {
  if (/^AA(22|32)/.test(reason)) return RPC_CODES.outOfTimeRange
  if (/^AA(24|34)/.test(reason)) return RPC_CODES.signatureFailed
  if (/^AA31/.test(reason)) return RPC_CODES.paymasterDepositTooLow
  if (/^AA3/.test(reason)) return RPC_CODES.rejectedByPaymaster
  return RPC_CODES.rejectedByEntryPointOrAccount
}

/** A failed eth_call against the EntryPoint as the RpcError a bundler answers with; other failures pass through. */
export function refusalOf(error: unknown, abi: Abi): unknown {
  const data = revertDataOf(error)
  if (!data) return error
  try {
    const decoded = decodeErrorResult({ abi, data })
    const reason = decoded.args?.find((arg): arg is string => typeof arg === 'string') ?? decoded.errorName
    return new RpcError(codeOfReason(reason), reason, data)
  } catch {
    return new RpcError(RPC_CODES.rejectedByEntryPointOrAccount, `The EntryPoint reverted: ${data}`, data)
  }
}

export function createSimulator(chain: DevnetChain) {
  const { entryPoint } = chain.accountAbstraction

  async function call(functionName: 'simulateValidation' | 'simulateHandleOp', args: readonly unknown[], overrides: Record<Address, { balance?: Hex }>) {
    const data = encodeFunctionData({ abi: SIMULATIONS.abi, functionName, args })
    try {
      const result = (await chain.request({
        method: 'eth_call',
        params: [{ to: entryPoint, data }, 'latest', { ...overrides, [entryPoint]: { code: SIMULATIONS.deployedBytecode } }],
      })) as Hex
      return decodeFunctionResult({ abi: SIMULATIONS.abi, functionName, data: result })
    } catch (error) {
      throw refusalOf(error, SIMULATIONS.abi)
    }
  }

  return {
    async simulateValidation(operation: UserOperation<'0.8'>, overrides: Record<Address, { balance?: Hex }> = {}): Promise<ValidationResult> {
      const result = (await call('simulateValidation', [toPackedUserOperation(operation)], overrides)) as {
        returnInfo: { preOpGas: bigint; accountValidationData: bigint; paymasterValidationData: bigint; paymasterContext: Hex }
      }
      const { preOpGas, accountValidationData, paymasterValidationData, paymasterContext } = result.returnInfo
      return { preOpGas, accountValidationData, paymasterValidationData, paymasterContext }
    },
    async simulateHandleOp(
      operation: UserOperation<'0.8'>,
      target: { readonly to: Address; readonly data: Hex } | undefined,
      overrides: Record<Address, { balance?: Hex }> = {},
    ): Promise<ExecutionResult> {
      const args = [toPackedUserOperation(operation), target?.to ?? '0x0000000000000000000000000000000000000000', target?.data ?? '0x'] as const
      const result = (await call('simulateHandleOp', args, overrides)) as { preOpGas: bigint; paid: bigint; targetSuccess: boolean; targetResult: Hex }
      return { preOpGas: result.preOpGas, paid: result.paid, targetSuccess: result.targetSuccess, targetResult: result.targetResult }
    },
  }
}

/** A balance no estimate runs short of: gas is measured whether or not the sender can pay yet. */
export const AMPLE_BALANCE = numberToHex(10n ** 24n)
