import { concat, getAddress, isAddress, keccak256, numberToHex, stringToHex, toHex, type Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { toPackedUserOperation, type UserOperation } from 'viem/account-abstraction'
import type { RequestFn } from '../chain/createChain'
import { PAYMASTER_SIGNER_KEY } from '../chain/paymaster'
import type { DevnetChain } from '../context'
import { RPC_CODES, RpcError } from '../bundler/rpcError'
import { decodeUserOperation } from '../bundler/userOperationCodec'
import { DEFAULT_SPONSORSHIP_POLICY, refusalOf, type SponsorshipPolicy } from './policy'

const SIGNER = privateKeyToAccount(PAYMASTER_SIGNER_KEY)

/** How long a sponsorship signature stays valid (the paymaster's validUntil). */
const VALIDITY_SECONDS = 600n

/**
 * The stub's signature: a real one by a key nobody trusts, so simulating with it runs the same
 * signature recovery, costing the same gas, as the signed operation will (and fails it, as a stub must).
 */
let stubSignature: Promise<Hex> | undefined
const stubSignatureOf = () =>
  (stubSignature ??= privateKeyToAccount(keccak256(stringToHex('airlock devnet paymaster stub key'))).sign({ hash: keccak256(stringToHex('stub')) }))

/** OpenZeppelin PaymasterSigner's paymasterData: validAfter (6 bytes), validUntil (6 bytes), signature. */
const paymasterDataOf = (validAfter: bigint, validUntil: bigint, signature: Hex): Hex =>
  concat([toHex(validAfter, { size: 6 }), toHex(validUntil, { size: 6 }), signature])

const SPONSOR = { name: 'Airlock Devnet' } as const

/**
 * The devnet's paymaster service (ERC-7677) for one chain and one project: it answers
 * pm_getPaymasterStubData with data to estimate gas with, and pm_getPaymasterData with the signature
 * the DevnetVerifyingPaymaster checks on chain, for the operations its policy sponsors.
 */
export function createPaymasterService(chain: DevnetChain, projectId: string | undefined, policy: SponsorshipPolicy = DEFAULT_SPONSORSHIP_POLICY): RequestFn {
  const { entryPoint, verifyingPaymaster } = chain.accountAbstraction

  /** ERC-7677 params: [userOp, entryPoint, chainId, context]; refused unless they name this chain's EntryPoint. */
  function operationOf(params: unknown): UserOperation<'0.8'> {
    const [raw, entry, chainId] = Array.isArray(params) ? (params as unknown[]) : []
    if (typeof entry !== 'string' || !isAddress(entry) || getAddress(entry) !== entryPoint) {
      throw new RpcError(RPC_CODES.invalidParams, `The devnet paymaster serves EntryPoint ${entryPoint} only`)
    }
    if (typeof chainId !== 'string' || !/^0x[0-9a-fA-F]+$/.test(chainId) || Number(chainId) !== chain.chainId) {
      throw new RpcError(RPC_CODES.invalidParams, `This paymaster URL serves chain ${numberToHex(chain.chainId)}, not ${String(chainId)}`)
    }
    const operation = decodeUserOperation(raw)
    const refusal = refusalOf(policy, projectId, operation)
    if (refusal) throw new RpcError(RPC_CODES.sponsorshipRefused, refusal.message, { rule: refusal.rule })
    return operation
  }

  async function paymasterData(operation: UserOperation<'0.8'>): Promise<Hex> {
    const { timestamp } = await chain.publicClient.getBlock({ blockTag: 'latest' })
    const validAfter = 0n
    const validUntil = timestamp + VALIDITY_SECONDS
    const sponsored: UserOperation<'0.8'> = {
      ...operation,
      paymaster: verifyingPaymaster,
      paymasterVerificationGasLimit: operation.paymasterVerificationGasLimit ?? 0n,
      paymasterPostOpGasLimit: operation.paymasterPostOpGasLimit ?? 0n,
    }
    const packed = toPackedUserOperation(sponsored)
    const signature = await SIGNER.signTypedData({
      domain: { name: 'Airlock Devnet Paymaster', version: '1', chainId: chain.chainId, verifyingContract: verifyingPaymaster },
      types: {
        UserOperationRequest: [
          { name: 'sender', type: 'address' },
          { name: 'nonce', type: 'uint256' },
          { name: 'initCode', type: 'bytes' },
          { name: 'callData', type: 'bytes' },
          { name: 'accountGasLimits', type: 'bytes32' },
          { name: 'preVerificationGas', type: 'uint256' },
          { name: 'gasFees', type: 'bytes32' },
          { name: 'paymasterVerificationGasLimit', type: 'uint256' },
          { name: 'paymasterPostOpGasLimit', type: 'uint256' },
          { name: 'validAfter', type: 'uint48' },
          { name: 'validUntil', type: 'uint48' },
        ],
      },
      primaryType: 'UserOperationRequest',
      message: {
        sender: packed.sender,
        nonce: packed.nonce,
        initCode: packed.initCode,
        callData: packed.callData,
        accountGasLimits: packed.accountGasLimits,
        preVerificationGas: packed.preVerificationGas,
        gasFees: packed.gasFees,
        paymasterVerificationGasLimit: sponsored.paymasterVerificationGasLimit ?? 0n,
        paymasterPostOpGasLimit: sponsored.paymasterPostOpGasLimit ?? 0n,
        validAfter: Number(validAfter),
        validUntil: Number(validUntil),
      },
    })
    return paymasterDataOf(validAfter, validUntil, signature)
  }

  return async ({ method, params }) => {
    switch (method) {
      case 'pm_getPaymasterStubData': {
        operationOf(params)
        // No paymasterVerificationGasLimit: the bundler's estimate measures it. The paymaster keeps
        // no context, so the EntryPoint never calls its postOp.
        return {
          paymaster: verifyingPaymaster,
          paymasterData: paymasterDataOf(0n, 0n, await stubSignatureOf()),
          paymasterPostOpGasLimit: '0x0',
          sponsor: SPONSOR,
          isFinal: false,
        }
      }
      case 'pm_getPaymasterData': {
        const operation = operationOf(params)
        return { paymaster: verifyingPaymaster, paymasterData: await paymasterData(operation) }
      }
      default:
        throw new RpcError(RPC_CODES.methodNotFound, `The devnet paymaster does not support ${method}`)
    }
  }
}
