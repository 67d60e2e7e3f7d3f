import * as t from 'io-ts'
import { AirlockError } from '../errors/AirlockError'

/** JSON-RPC 2.0 error object. */
export const JsonRpcErrorObject = /* @__PURE__ */ t.intersection(
  [/* @__PURE__ */ t.type({ code: t.number, message: t.string }), /* @__PURE__ */ t.partial({ data: t.unknown })],
  'JsonRpcErrorObject',
)
export type JsonRpcErrorObject = t.TypeOf<typeof JsonRpcErrorObject>

/**
 * One JSON-RPC 2.0 answer. `result` may legitimately be null (an unknown receipt), so the answer is
 * an error when `error` is present and a result otherwise.
 */
export const JsonRpcResponse = /* @__PURE__ */ t.intersection(
  [
    /* @__PURE__ */ t.type({ jsonrpc: /* @__PURE__ */ t.literal('2.0'), id: /* @__PURE__ */ t.union([t.number, t.string, t.null]) }),
    /* @__PURE__ */ t.partial({ result: t.unknown, error: JsonRpcErrorObject }),
  ],
  'JsonRpcResponse',
)
export type JsonRpcResponse = t.TypeOf<typeof JsonRpcResponse>

export const JsonRpcBatchResponse = /* @__PURE__ */ t.array(JsonRpcResponse, 'JsonRpcBatchResponse')

export interface JsonRpcCall {
  readonly method: string
  readonly params?: ReadonlyArray<unknown> | Readonly<Record<string, unknown>>
}

/** A JSON-RPC error as the kernel's error, keeping the node's code and message. */
export function jsonRpcError(error: JsonRpcErrorObject): AirlockError {
  return new AirlockError(error.message, {
    category: 'http',
    code: error.code,
    cause: error,
    ...(error.data === undefined ? {} : { details: JSON.stringify(error.data) }),
  })
}
