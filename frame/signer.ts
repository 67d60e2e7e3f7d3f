import * as t from 'io-ts'
import { privateKeyToAccount } from 'viem/accounts'
import { hexToString, isHex, serializeTransaction, type TransactionSerializable, type TypedDataDefinition } from 'viem'
import type { FrameConfig } from './config'

/** JSON-RPC to the configured chain endpoint of `chainId`. */
export async function chainRpc(config: FrameConfig, chainId: number, method: string, params: unknown): Promise<unknown> {
  const url = config.rpcUrls[String(chainId)]
  if (!url) throw Object.assign(new Error('Chain is not supported'), { code: 4902 })
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params: params ?? [] }),
  })
  const body = (await response.json()) as { result?: unknown; error?: { message?: string; code?: number } }
  if (body.error) throw Object.assign(new Error(body.error.message ?? 'RPC error'), { code: body.error.code ?? -32603 })
  return body.result
}

/** personal_sign's message as a person reads it: UTF-8 when it decodes cleanly, else the hex. */
export function readableMessage(message: string): string {
  if (!isHex(message)) return message
  try {
    const text = hexToString(message)
    return /^[\P{C}\n\r\t]*$/u.test(text) ? text : message
  } catch {
    return message
  }
}

export async function personalSign(privateKey: `0x${string}`, message: string): Promise<string> {
  const account = privateKeyToAccount(privateKey)
  return account.signMessage({ message: isHex(message) ? { raw: message } : message })
}

/** eth_signTypedData_v4's payload (a JSON string, or the object some dapps send): EIP-712's four parts. */
const TypedDataPayload = t.type({
  types: t.record(t.string, t.array(t.type({ name: t.string, type: t.string }))),
  primaryType: t.string,
  domain: t.UnknownRecord,
  message: t.UnknownRecord,
})

export function typedDataOf(payload: unknown): TypedDataDefinition {
  let value: unknown = payload
  if (typeof payload === 'string') {
    try {
      value = JSON.parse(payload)
    } catch {
      value = undefined
    }
  }
  const decoded = TypedDataPayload.decode(value)
  if (decoded._tag === 'Left') throw Object.assign(new Error('Invalid typed data'), { code: -32602 })
  // viem derives the domain's types itself; EIP712Domain in `types` would be a second definition.
  const { EIP712Domain: _domainTypes, ...types } = decoded.right.types
  return { ...decoded.right, types } as unknown as TypedDataDefinition
}

export async function signTypedData(privateKey: `0x${string}`, typedData: TypedDataDefinition): Promise<string> {
  return privateKeyToAccount(privateKey).signTypedData(typedData)
}

interface TxParams {
  readonly to?: string
  readonly value?: string
  readonly data?: string
  readonly gas?: string
}

/** Fills nonce, gas and fees from the chain, signs here, and sends the raw transaction. */
export async function sendTransaction(config: FrameConfig, chainId: number, privateKey: `0x${string}`, tx: TxParams): Promise<string> {
  const account = privateKeyToAccount(privateKey)
  const rpc = (method: string, params: unknown[]) => chainRpc(config, chainId, method, params)
  const base = {
    from: account.address,
    ...(tx.to ? { to: tx.to } : {}),
    ...(tx.value ? { value: tx.value } : {}),
    ...(tx.data ? { data: tx.data } : {}),
  }
  const [nonce, gas, block, tip] = (await Promise.all([
    rpc('eth_getTransactionCount', [account.address, 'pending']),
    tx.gas ? Promise.resolve(tx.gas) : rpc('eth_estimateGas', [base]),
    rpc('eth_getBlockByNumber', ['latest', false]),
    rpc('eth_maxPriorityFeePerGas', []).catch(() => '0x3b9aca00'),
  ])) as [string, string, { baseFeePerGas?: string }, string]
  const baseFee = BigInt(block.baseFeePerGas ?? '0x0')
  const maxPriorityFeePerGas = BigInt(tip)
  const request: TransactionSerializable = {
    type: 'eip1559',
    chainId,
    nonce: Number(BigInt(nonce)),
    gas: BigInt(gas),
    maxPriorityFeePerGas,
    maxFeePerGas: baseFee * 2n + maxPriorityFeePerGas,
    ...(tx.to ? { to: tx.to as `0x${string}` } : {}),
    ...(tx.value ? { value: BigInt(tx.value) } : {}),
    ...(tx.data ? { data: tx.data as `0x${string}` } : {}),
  }
  const signed = await account.signTransaction(request, { serializer: serializeTransaction })
  return (await rpc('eth_sendRawTransaction', [signed])) as string
}
