import { encodeAbiParameters, hexToBytes, parseAbiParameters, type Hex } from 'viem'
import { toPackedUserOperation, type UserOperation } from 'viem/account-abstraction'

/*
 * preVerificationGas pays the bundler for what no gas limit measures: the bundle transaction's base
 * cost and the calldata this operation adds to it. The devnet bundler sends each operation alone, so
 * the whole base cost is this operation's.
 */
const TRANSACTION_BASE = 21_000n
/** The EntryPoint's own bookkeeping around one operation (the figure ERC-4337 bundlers use). */
const PER_OPERATION = 18_300n
const PER_WORD = 4n
const ZERO_BYTE = 4n
const NON_ZERO_BYTE = 16n
/** Estimates run with stub signatures; the real one may be longer, never shorter than this. */
const SIGNATURE_BYTES = 65
/** Gas limits as the final operation will carry them (estimates see zeros there). */
const GAS_PLACEHOLDER = 0xffff_ffffn

/** Same length, every byte non-zero: stubs and signatures cost what the real bytes can cost at most. */
const worstCase = (data: Hex, minimum = 0): Hex => `0x${'ff'.repeat(Math.max((data.length - 2) / 2, minimum))}`

const PACKED = parseAbiParameters('(address, uint256, bytes, bytes, bytes32, uint256, bytes32, bytes, bytes)')

/**
 * The preVerificationGas the bundler asks of `operation`. Counted on its calldata with the parts an
 * estimate cannot know yet (gas limits, paymaster data, signature) at their dearest, so the value
 * estimated before signing still covers the signed operation.
 */
export function preVerificationGasOf(operation: UserOperation<'0.8'>): bigint {
  const packed = toPackedUserOperation({
    ...operation,
    callGasLimit: GAS_PLACEHOLDER,
    verificationGasLimit: GAS_PLACEHOLDER,
    preVerificationGas: GAS_PLACEHOLDER,
    ...(operation.paymaster
      ? {
          paymasterVerificationGasLimit: GAS_PLACEHOLDER,
          paymasterPostOpGasLimit: GAS_PLACEHOLDER,
          paymasterData: worstCase(operation.paymasterData ?? '0x'),
        }
      : {}),
  })
  const signature = worstCase(packed.signature, SIGNATURE_BYTES)
  const encoded = hexToBytes(
    encodeAbiParameters(PACKED, [
      [
        packed.sender,
        packed.nonce,
        packed.initCode,
        packed.callData,
        packed.accountGasLimits,
        packed.preVerificationGas,
        packed.gasFees,
        packed.paymasterAndData,
        signature,
      ],
    ]),
  )
  const calldata = encoded.reduce((sum, byte) => sum + (byte === 0 ? ZERO_BYTE : NON_ZERO_BYTE), 0n)
  const words = BigInt(Math.ceil(encoded.length / 32))
  return calldata + TRANSACTION_BASE + PER_OPERATION + PER_WORD * words
}
