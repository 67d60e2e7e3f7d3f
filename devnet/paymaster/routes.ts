import { answerRpcRequest } from '../api/rpc'
import { parseChain } from '../api/params'
import type { DevnetContext } from '../context'
import { optionalString } from '../http/query'
import type { Router } from '../http/router'
import { createPaymasterService } from './createPaymasterService'

/** The paymaster service URL for a chain, as the devnet hands it out: the devnet's project is sponsored. */
export const paymasterUrlOf = (apiUrl: string, chainId: number, projectId: string): string =>
  `${apiUrl}/paymaster/${chainId}?projectId=${encodeURIComponent(projectId)}`

/**
 * The paymaster service's JSON-RPC endpoint (ERC-7677): POST /paymaster/{chainId}?projectId={id}.
 * The project is the sponsorship policy's first test, so it travels in the URL as an API key would.
 */
export const paymasterRoutes = (devnet: DevnetContext) => (router: Router) =>
  router.post('/paymaster/:chainId', (context) => {
    const chain = parseChain(devnet, context.params.chainId ?? '')
    return answerRpcRequest(createPaymasterService(chain, optionalString(context.query, 'projectId')), context)
  })
