import { decodeErrorResult, decodeFunctionResult, encodeFunctionData, numberToHex, type Abi, type Address, type Hex } from 'viem'
import type { UserOperation } from 'viem/account-abstraction'
import { preVerificationGasOf } from './preVerificationGas'
import { RPC_CODES, RpcError } from './rpcError'
import { AMPLE_BALANCE, type createSimulator } from './simulation'

/** Limits the simulation runs under when the operation leaves a field to the estimate (0). */
const SIMULATION_LIMITS = { verification: 5_000_000n, paymasterVerification: 1_000_000n, call: 10_000_000n } as const
/** Simulating with a fee, so the EntryPoint's charge tells the gas used; never below 1 gwei. */
const MIN_SIMULATION_FEE = 1_000_000_000n
/** A binary search stops when its bounds are this close (or 1 % apart). */
const SEARCH_PRECISION = 1_000n
/** What estimates add to the least gas that passed, for the variations between estimate and bundle. */
const margin = (gas: bigint) => gas + gas / 20n


export interface GasEstimate {
  readonly preVerificationGas: Hex
  readonly verificationGasLimit: Hex
  readonly callGasLimit: Hex
  readonly paymasterVerificationGasLimit?: Hex
  readonly paymasterPostOpGasLimit?: Hex
}

type Simulator = ReturnType<typeof createSimulator>

/** The least limit in [low, high] for which `passes` holds, within the search precision; `high` must pass. */
async function leastPassing(low: bigint, high: bigint, passes: (limit: bigint) => Promise<boolean>): Promise<bigint> {
  let bad = low
  let good = high
  while (good - bad > SEARCH_PRECISION && good - bad > good / 100n) {
    const middle = (bad + good) / 2n
    if (await passes(middle)) good = middle
    else bad = middle
  }
  return good
}

export interface MeterContracts {
  readonly entryPoint: Address
  readonly entryPointAbi: Abi
  readonly callGasMeter: Address
  readonly callGasMeterAbi: Abi
}

/**
 * The account's call with `gasLimit`, made from the EntryPoint inside simulateHandleOp: the
 * EntryPoint's delegateAndRevert runs DevnetCallGasMeter in its own context and reverts with what
 * the call did, so the account sees the EntryPoint as its caller and nothing is kept.
 */
async function measureCall(
  simulator: Simulator,
  contracts: MeterContracts,
  validated: UserOperation<'0.8'>,
  callData: Hex,
  gasLimit: bigint,
  overrides: Record<Address, { balance: Hex }>,
): Promise<{ success: boolean; gasUsed: bigint; result: Hex }> {
  const measure = encodeFunctionData({ abi: contracts.callGasMeterAbi, functionName: 'measure', args: [validated.sender, callData, gasLimit] })
  const probe = await simulator.simulateHandleOp(
    validated,
    { to: contracts.entryPoint, data: encodeFunctionData({ abi: contracts.entryPointAbi, functionName: 'delegateAndRevert', args: [contracts.callGasMeter, measure] }) },
    overrides,
  )
  const reverted = decodeErrorResult({ abi: contracts.entryPointAbi, data: probe.targetResult })
  const [delegated, answer] = (reverted.args ?? []) as [boolean, Hex]
  if (reverted.errorName !== 'DelegateAndRevert' || !delegated) throw new Error(`devnet bundler: the gas probe failed (${reverted.errorName})`)
  const [success, gasUsed, result] = decodeFunctionResult({ abi: contracts.callGasMeterAbi, functionName: 'measure', data: answer }) as readonly [boolean, bigint, Hex]
  return { success, gasUsed, result }
}

const revertReasonOf = (data: Hex): string => {
  try {
    const decoded = decodeErrorResult({ abi: [], data })
    return decoded.args?.length ? `${decoded.errorName}: ${decoded.args.map(String).join(', ')}` : decoded.errorName
  } catch {
    return data === '0x' ? 'no reason given' : data
  }
}

/**
 * eth_estimateUserOperationGas, measured by simulation through the EntryPoint:
 * - verificationGasLimit and paymasterVerificationGasLimit: the least each can be for
 *   simulateValidation to pass (the EntryPoint refuses over-limit validation: AA13, AA23, AA26,
 *   AA33, AA36), found by binary search, plus 5 %;
 * - callGasLimit: the least gas under which the account's call, made from the EntryPoint after
 *   validation and deployment, still succeeds (binary search again: what a call uses is less than
 *   what it needs to start, by the 1/64 it keeps back and the stipend a value transfer returns),
 *   plus 5 %; an operation whose call reverts even with ample gas is refused (-32521) with the reason.
 * Signature failures do not stop an estimate: the operation carries stub signatures until it is signed.
 */
export async function estimateUserOperationGas(simulator: Simulator, contracts: MeterContracts, operation: UserOperation<'0.8'>): Promise<GasEstimate> {
  const sponsored = operation.paymaster !== undefined
  const fee = operation.maxFeePerGas > MIN_SIMULATION_FEE ? operation.maxFeePerGas : MIN_SIMULATION_FEE
  const preVerificationGas = preVerificationGasOf(operation)
  const base: UserOperation<'0.8'> = {
    ...operation,
    preVerificationGas,
    maxFeePerGas: fee,
    maxPriorityFeePerGas: fee,
    verificationGasLimit: operation.verificationGasLimit || SIMULATION_LIMITS.verification,
    callGasLimit: operation.callGasLimit || SIMULATION_LIMITS.call,
    ...(sponsored ? { paymasterVerificationGasLimit: operation.paymasterVerificationGasLimit || SIMULATION_LIMITS.paymasterVerification } : {}),
  }
  // The sender pays nothing when sponsored; otherwise its balance must not decide the gas measured.
  const overrides: Record<Address, { balance: Hex }> = sponsored ? {} : { [operation.sender]: { balance: AMPLE_BALANCE } }
  const passes = async (candidate: UserOperation<'0.8'>) =>
    simulator.simulateValidation(candidate, overrides).then(
      () => true,
      (error: unknown) => {
        if (error instanceof RpcError) return false
        throw error
      },
    )

  // Refusals that no limit fixes surface here, with the EntryPoint's reason.
  const validation = await simulator.simulateValidation(base, overrides)
  const verificationGasLimit = await leastPassing(0n, base.verificationGasLimit, (limit) => passes({ ...base, verificationGasLimit: limit }))
  const paymasterVerificationGasLimit = sponsored
    ? await leastPassing(0n, base.paymasterVerificationGasLimit ?? 0n, (limit) => passes({ ...base, paymasterVerificationGasLimit: limit }))
    : undefined

  // The call, run as the EntryPoint runs it once validation (and deployment) is done: first with
  // ample gas (does it succeed at all?), then with the least callGasLimit under which it still does.
  const measure = (gasLimit: bigint) => measureCall(simulator, contracts, { ...base, callData: '0x' }, operation.callData, gasLimit, overrides)
  const ample = await measure(base.callGasLimit)
  if (!ample.success) {
    throw new RpcError(RPC_CODES.executionReverted, `The user operation's call reverts: ${revertReasonOf(ample.result)}`, ample.result)
  }
  const callGasLimit = operation.callData === '0x' ? 0n : await leastPassing(ample.gasUsed / 2n, base.callGasLimit, async (limit) => (await measure(limit)).success)

  return {
    preVerificationGas: numberToHex(preVerificationGas),
    verificationGasLimit: numberToHex(margin(verificationGasLimit)),
    callGasLimit: numberToHex(margin(callGasLimit)),
    ...(sponsored
      ? {
          paymasterVerificationGasLimit: numberToHex(margin(paymasterVerificationGasLimit ?? 0n)),
          // A paymaster without context is never called after the operation.
          paymasterPostOpGasLimit: numberToHex(validation.paymasterContext === '0x' ? 0n : (operation.paymasterPostOpGasLimit ?? 0n)),
        }
      : {}),
  }
}
