import type { RequestFn } from '../chain/createChain'
import type { DevnetChain, DevnetContext } from '../context'
import { HttpProblem } from '../http/problem'
import { requiredString } from '../http/query'
import { json } from '../http/reply'
import type { RequestContext, Router } from '../http/router'
import { answerJsonRpc } from './jsonRpc'
import { parseChain } from './params'

/** A JSON-RPC request body answered by `request` (a chain, or a service in front of one). */
export async function answerRpcRequest(request: RequestFn, context: RequestContext) {
  let body: unknown
  try {
    body = await context.readJson()
  } catch (error) {
    // JSON-RPC clients expect a parse error object, with a 400 so plain HTTP clients see the refusal too.
    if (error instanceof HttpProblem && error.status === 400) {
      return json({ jsonrpc: '2.0', id: null, error: { code: -32700, message: `Parse error: ${error.message}` } }, 400)
    }
    throw error
  }
  return json(await answerJsonRpc(request, body))
}

const proxy = (chain: DevnetChain, context: RequestContext) => answerRpcRequest(chain.request, context)

/**
 * SPEC §7 chain RPC endpoint: POST /v1/?chainId={caip2}&projectId={id} to the named local chain.
 * Also POST /rpc/{chainId} without a projectId, the plain URL a wallet's network entry can hold.
 */
export const rpcRoutes = (devnet: DevnetContext) => (router: Router) =>
  router
    .post('/v1', (context) => {
      requiredString(context.query, 'projectId')
      return proxy(parseChain(devnet, requiredString(context.query, 'chainId')), context)
    })
    .post('/rpc/:chainId', (context) => proxy(parseChain(devnet, context.params.chainId ?? ''), context))

/** A chain's own port answers JSON-RPC at its root, like `hardhat node` on 8545. */
export const chainPortRoutes = (chain: DevnetChain) => (router: Router) =>
  router.post('/', (context) => proxy(chain, context))
