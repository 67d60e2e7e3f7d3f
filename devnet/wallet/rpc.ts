import { ProviderRpcError, walletErrorCodes } from './errors'

export type FetchFn = (input: string, init: RequestInit) => Promise<Response>

export type RpcCaller = (url: string, method: string, params: unknown) => Promise<unknown>

/** JSON-RPC calls to devnet chains; a JSON-RPC error keeps its code, a transport failure is -32603. */
export function createRpcCaller(fetchFn: FetchFn): RpcCaller {
  let nextId = 1
  return (url, method, params) => callRpc(fetchFn, url, method, params, nextId++)
}

async function callRpc(fetchFn: FetchFn, url: string, method: string, params: unknown, id: number): Promise<unknown> {
  let response: Response
  try {
    response = await fetchFn(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id, method, params: params ?? [] }),
    })
  } catch (error) {
    throw new ProviderRpcError(walletErrorCodes.internal, `Devnet RPC unreachable at ${url}: ${String(error)}`)
  }
  const body = (await response.json().catch(() => undefined)) as
    | { result?: unknown; error?: { code?: unknown; message?: unknown; data?: unknown } }
    | undefined
  if (body?.error) {
    const code = typeof body.error.code === 'number' ? body.error.code : walletErrorCodes.internal
    const message = typeof body.error.message === 'string' ? body.error.message : 'RPC error'
    throw new ProviderRpcError(code, message, body.error.data)
  }
  if (!response.ok || !body || !('result' in body)) {
    throw new ProviderRpcError(walletErrorCodes.internal, `Devnet RPC answered HTTP ${response.status}`)
  }
  return body.result
}
