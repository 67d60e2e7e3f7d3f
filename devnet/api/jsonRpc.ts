import type { RequestFn } from '../chain/createChain'

type Id = string | number | null

interface JsonRpcError {
  readonly code: number
  readonly message: string
  readonly data?: unknown
}

export type JsonRpcAnswer =
  | { readonly jsonrpc: '2.0'; readonly id: Id; readonly result: unknown }
  | { readonly jsonrpc: '2.0'; readonly id: Id; readonly error: JsonRpcError }

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null

const failure = (id: Id, code: number, message: string, data?: unknown): JsonRpcAnswer => ({
  jsonrpc: '2.0',
  id,
  error: { code, message, ...(data !== undefined ? { data } : {}) },
})

/** The node's error as JSON-RPC: keep its code and revert data (wallets decode custom errors from it). */
function errorOf(error: unknown): JsonRpcError {
  if (isRecord(error)) {
    const code = typeof error.code === 'number' ? error.code : -32603
    const message = typeof error.message === 'string' ? error.message : 'Internal error'
    return { code, message, ...(error.data !== undefined ? { data: error.data } : {}) }
  }
  return { code: -32603, message: String(error) }
}

async function answerOne(request: RequestFn, call: unknown): Promise<JsonRpcAnswer> {
  if (!isRecord(call)) return failure(null, -32600, 'Invalid request: expected a JSON-RPC object')
  const id: Id = typeof call.id === 'string' || typeof call.id === 'number' ? call.id : null
  if (typeof call.method !== 'string' || call.method === '') return failure(id, -32600, 'Invalid request: method must be a string')
  if (call.params !== undefined && !Array.isArray(call.params) && !isRecord(call.params)) {
    return failure(id, -32602, 'Invalid params: expected an array or an object')
  }
  try {
    const result = await request({ method: call.method, ...(call.params !== undefined ? { params: call.params } : {}) })
    return { jsonrpc: '2.0', id, result: result ?? null }
  } catch (error) {
    const { code, message, data } = errorOf(error)
    return failure(id, code, message, data)
  }
}

/** One JSON-RPC call or a batch, answered in order. Failures are JSON-RPC errors, never throws. */
export async function answerJsonRpc(request: RequestFn, body: unknown): Promise<JsonRpcAnswer | JsonRpcAnswer[]> {
  if (Array.isArray(body)) {
    if (body.length === 0) return failure(null, -32600, 'Invalid request: empty batch')
    return Promise.all(body.map((call) => answerOne(request, call)))
  }
  return answerOne(request, body)
}
