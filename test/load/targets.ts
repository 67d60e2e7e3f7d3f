/**
 * What the load run fires at: every SPEC §7 call the kernel makes to the devnet's API and catalogue,
 * as the kernel makes it (method, path, query, body).
 */
import type { Devnet } from '../../devnet'

export interface LoadTarget {
  readonly id: string
  /** As SPEC §7 names the call. */
  readonly call: string
  readonly origin: string
  readonly method: 'GET' | 'POST'
  /** Path and query. */
  readonly path: string
  readonly body?: string
  /** The answer is the same every time (checked byte for byte under load); false where it counts arrivals. */
  readonly stable: boolean
}

export function loadTargets(devnet: Devnet): ReadonlyArray<LoadTarget> {
  const api = devnet.urls.api
  const project = `projectId=${devnet.projectId}`
  const chain = devnet.chains[0]
  const account = devnet.accounts[0]
  if (chain === undefined || account === undefined) throw new Error('the load run needs a devnet chain and account')
  const address = account.address
  const get = (id: string, call: string, path: string, origin = api): LoadTarget => ({ id, call, origin, method: 'GET', path, stable: true })
  const post = (id: string, call: string, path: string, body: unknown, stable = true): LoadTarget => ({
    id,
    call,
    origin: api,
    method: 'POST',
    path,
    body: JSON.stringify(body),
    stable,
  })
  return [
    get('supportedChains', 'GET v1/supported-chains', `/v1/supported-chains?${project}`),
    get('origins', 'GET /projects/v1/origins', `/projects/v1/origins?${project}`),
    get('analyticsConfig', 'GET /getAnalyticsConfig', `/getAnalyticsConfig?${project}`),
    post(
      'telemetry',
      'POST /e',
      `/e?${project}&st=appkit&sv=airlock-load`,
      { eventId: 'load', url: 'http://127.0.0.1/', domain: '127.0.0.1', timestamp: 0, props: { type: 'track', event: 'MODAL_OPEN' } },
      false,
    ),
    get('wallets', 'GET /getWallets (first page)', '/getWallets?page=1&entries=40', devnet.urls.catalogue),
    get('walletsSearch', 'GET /getWallets (search)', '/getWallets?page=1&entries=40&search=devnet', devnet.urls.catalogue),
    get('balance', 'GET /v1/account/{address}/balance', `/v1/account/${address}/balance?currency=usd&chainId=${chain.caipNetworkId}&${project}`),
    get('history', 'GET /v1/account/{account}/history', `/v1/account/${address}/history?chainId=${chain.caipNetworkId}&${project}`),
    get('identity', 'GET /v1/identity/{address}', `/v1/identity/${address}?${project}`),
    get('profile', 'GET /v1/profile/account/{name}', `/v1/profile/account/alice.devnet?${project}`),
    post('fungiblePrice', 'POST /v1/fungible/price', '/v1/fungible/price', {
      currency: 'usd',
      addresses: [`${chain.caipNetworkId}:${chain.contracts.token}`],
      projectId: devnet.projectId,
    }),
    post('rpc', 'POST /v1/?chainId&projectId (eth_getBalance)', `/v1/?chainId=${chain.caipNetworkId}&${project}`, {
      jsonrpc: '2.0',
      id: 1,
      method: 'eth_getBalance',
      params: [address, 'latest'],
    }),
  ]
}
