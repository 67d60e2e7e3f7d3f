import * as t from 'io-ts'
import { PathReporter } from 'io-ts/lib/PathReporter'
import { getAddress, hexToBigInt, isAddress, type Address, type Hex } from 'viem'
import type { UserOperation } from 'viem/account-abstraction'
import { RPC_CODES, RpcError } from './rpcError'

const HexString = new t.Type<Hex, Hex, unknown>(
  'Hex',
  (value): value is Hex => typeof value === 'string' && /^0x[0-9a-fA-F]*$/.test(value),
  (value, context) => (typeof value === 'string' && /^0x[0-9a-fA-F]*$/.test(value) ? t.success(value as Hex) : t.failure(value, context)),
  t.identity,
)
const AddressString = new t.Type<Address, Address, unknown>(
  'Address',
  (value): value is Address => typeof value === 'string' && isAddress(value),
  (value, context) => (typeof value === 'string' && isAddress(value) ? t.success(getAddress(value)) : t.failure(value, context)),
  t.identity,
)
/** A quantity as JSON-RPC writes it; absent or null gas fields are left for estimation to fill. */
const Quantity = HexString
const OptionalQuantity = t.union([Quantity, t.null, t.undefined])

/** An ERC-4337 v0.7/v0.8 user operation as the bundler RPC carries it (ERC-7769). */
const RpcUserOperationV08 = t.intersection([
  t.type({ sender: AddressString, nonce: Quantity, callData: HexString }),
  t.partial({
    factory: t.union([AddressString, t.null]),
    factoryData: t.union([HexString, t.null]),
    callGasLimit: OptionalQuantity,
    verificationGasLimit: OptionalQuantity,
    preVerificationGas: OptionalQuantity,
    maxFeePerGas: OptionalQuantity,
    maxPriorityFeePerGas: OptionalQuantity,
    paymaster: t.union([AddressString, t.null]),
    paymasterVerificationGasLimit: OptionalQuantity,
    paymasterPostOpGasLimit: OptionalQuantity,
    paymasterData: t.union([HexString, t.null]),
    signature: HexString,
  }),
])

const quantity = (value: Hex | null | undefined): bigint => (value ? hexToBigInt(value) : 0n)

/**
 * Decodes a user operation from outside; absent gas fields become 0 (the estimate's "fill this in").
 * A malformed one is refused with -32602 naming the field.
 */
export function decodeUserOperation(raw: unknown): UserOperation<'0.8'> {
  const result = RpcUserOperationV08.decode(raw)
  if (result._tag === 'Left') {
    throw new RpcError(RPC_CODES.invalidParams, `Invalid user operation: ${PathReporter.report(result).join('; ')}`)
  }
  const op = result.right
  return {
    sender: op.sender,
    nonce: hexToBigInt(op.nonce),
    ...(op.factory ? { factory: op.factory, factoryData: op.factoryData ?? '0x' } : {}),
    callData: op.callData,
    callGasLimit: quantity(op.callGasLimit),
    verificationGasLimit: quantity(op.verificationGasLimit),
    preVerificationGas: quantity(op.preVerificationGas),
    maxFeePerGas: quantity(op.maxFeePerGas),
    maxPriorityFeePerGas: quantity(op.maxPriorityFeePerGas),
    ...(op.paymaster
      ? {
          paymaster: op.paymaster,
          paymasterVerificationGasLimit: quantity(op.paymasterVerificationGasLimit),
          paymasterPostOpGasLimit: quantity(op.paymasterPostOpGasLimit),
          paymasterData: op.paymasterData ?? '0x',
        }
      : {}),
    signature: op.signature ?? '0x',
  }
}
