import { answerRpcRequest } from '../api/rpc'
import { parseChain } from '../api/params'
import type { RequestFn } from '../chain/createChain'
import type { DevnetContext } from '../context'
import type { Router } from '../http/router'
import { createBundler } from './createBundler'

/** The ERC-4337 bundler's JSON-RPC endpoint: POST /bundler/{chainId} (a chain id or CAIP-2 id). */
export const bundlerRoutes = (devnet: DevnetContext) => {
  const bundlers = new Map<number, RequestFn>()
  return (router: Router) =>
    router.post('/bundler/:chainId', (context) => {
      const chain = parseChain(devnet, context.params.chainId ?? '')
      let bundler = bundlers.get(chain.chainId)
      if (!bundler) {
        bundler = createBundler(chain)
        bundlers.set(chain.chainId, bundler)
      }
      return answerRpcRequest(bundler, context)
    })
}
