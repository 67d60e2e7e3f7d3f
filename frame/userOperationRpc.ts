import * as t from 'io-ts'
import { getAddress, isAddress, numberToHex, type Address, type Hex } from 'viem'
import { formatUserOperationRequest, type UserOperation } from 'viem/account-abstraction'

/*
 * The smart account's two services, each answer decoded before use: the ERC-4337 bundler
 * (eth_estimateUserOperationGas, eth_sendUserOperation, eth_getUserOperationReceipt) and an ERC-7677
 * paymaster service (pm_getPaymasterStubData, pm_getPaymasterData).
 */

const HexString = new t.Type<Hex, Hex, unknown>(
  'Hex',
  (value): value is Hex => typeof value === 'string' && /^0x[0-9a-fA-F]*$/.test(value),
  (value, context) => (typeof value === 'string' && /^0x[0-9a-fA-F]*$/.test(value) ? t.success(value as Hex) : t.failure(value, context)),
  t.identity,
)
const Quantity = new t.Type<bigint, Hex, unknown>(
  'Quantity',
  (value): value is bigint => typeof value === 'bigint',
  (value, context) => (typeof value === 'string' && /^0x[0-9a-fA-F]{1,64}$/.test(value) ? t.success(BigInt(value)) : t.failure(value, context)),
  (value) => numberToHex(value),
)
const AddressString = new t.Type<Address, Address, unknown>(
  'Address',
  (value): value is Address => typeof value === 'string' && isAddress(value),
  (value, context) => (typeof value === 'string' && isAddress(value) ? t.success(getAddress(value)) : t.failure(value, context)),
  t.identity,
)

const RpcAnswer = t.union([
  t.type({ result: t.unknown }),
  t.type({ error: t.intersection([t.type({ message: t.string }), t.partial({ code: t.number })]) }),
])

const GasEstimate = t.intersection([
  t.type({ preVerificationGas: Quantity, verificationGasLimit: Quantity, callGasLimit: Quantity }),
  t.partial({ paymasterVerificationGasLimit: Quantity, paymasterPostOpGasLimit: Quantity }),
])
export type GasEstimate = t.TypeOf<typeof GasEstimate>

/** ERC-7677 answers for EntryPoint v0.7 and later. */
const PaymasterStubData = t.intersection([
  t.type({ paymaster: AddressString, paymasterData: HexString }),
  t.partial({ paymasterVerificationGasLimit: Quantity, paymasterPostOpGasLimit: Quantity, isFinal: t.boolean }),
])
export type PaymasterStubData = t.TypeOf<typeof PaymasterStubData>
const PaymasterData = t.type({ paymaster: AddressString, paymasterData: HexString })
export type PaymasterData = t.TypeOf<typeof PaymasterData>

const Receipt = t.union([
  t.null,
  t.partial({
    success: t.boolean,
    receipt: t.partial({ transactionHash: HexString, status: HexString, blockHash: HexString, blockNumber: HexString, gasUsed: HexString }),
  }),
])
export type UserOperationReceipt = t.TypeOf<typeof Receipt>

const malformed = (what: string) => Object.assign(new Error(`The ${what} answered something malformed`), { code: -32603 })

async function rpc<A>(url: string, what: string, method: string, params: unknown[], codec: t.Decoder<unknown, A>): Promise<A> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  })
  const answer = RpcAnswer.decode(await response.json().catch(() => undefined))
  if (answer._tag === 'Left') throw malformed(what)
  if ('error' in answer.right) throw Object.assign(new Error(answer.right.error.message), { code: answer.right.error.code ?? -32603 })
  const result = codec.decode(answer.right.result)
  if (result._tag === 'Left') throw malformed(what)
  return result.right
}

const request = (operation: UserOperation<'0.8'>) => formatUserOperationRequest(operation)

export const estimateUserOperationGas = (bundlerUrl: string, operation: UserOperation<'0.8'>, entryPoint: Address): Promise<GasEstimate> =>
  rpc(bundlerUrl, 'bundler', 'eth_estimateUserOperationGas', [request(operation), entryPoint], GasEstimate)

export const sendUserOperation = (bundlerUrl: string, operation: UserOperation<'0.8'>, entryPoint: Address): Promise<Hex> =>
  rpc(bundlerUrl, 'bundler', 'eth_sendUserOperation', [request(operation), entryPoint], HexString)

export const userOperationReceipt = (bundlerUrl: string, hash: Hex): Promise<UserOperationReceipt> =>
  rpc(bundlerUrl, 'bundler', 'eth_getUserOperationReceipt', [hash], Receipt)

export const paymasterStubData = (paymasterUrl: string, operation: UserOperation<'0.8'>, entryPoint: Address, chainId: number): Promise<PaymasterStubData> =>
  rpc(paymasterUrl, 'paymaster service', 'pm_getPaymasterStubData', [request(operation), entryPoint, numberToHex(chainId), {}], PaymasterStubData)

export const paymasterData = (paymasterUrl: string, operation: UserOperation<'0.8'>, entryPoint: Address, chainId: number): Promise<PaymasterData> =>
  rpc(paymasterUrl, 'paymaster service', 'pm_getPaymasterData', [request(operation), entryPoint, numberToHex(chainId), {}], PaymasterData)
