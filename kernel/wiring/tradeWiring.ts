import { map } from 'rxjs'
import { loadSwapService } from '../swap/loadSwapService'
import { loadOnrampService } from '../onramp/loadOnrampService'
import { initialSwapState } from '../swap/initialState'
import { initialOnrampState } from '../onramp/initialState'
import { activeAccount } from './activeAccount'
import { apisOf } from './apis'
import type { KernelParts } from './parts'
import { refreshBalances } from './refreshBalances'

// Swaps and buying, each wired from the entry's parts (see KernelParts).

export const swapServiceOf = (parts: KernelParts) => {
  const { connection, balance, env, options } = parts
  return loadSwapService({
    initial: initialSwapState,
    http: parts.api,
    projectId: options.projectId,
    extraNetworks: options.swapNetworks,
    scheduler: env.scheduler,
    logger: env.logger,
    sendTransaction: (namespace, request) => connection.sendTransaction(namespace, request),
    walletRequest: (namespace, args) => connection.request(namespace, args),
    refreshBalances: refreshBalances(parts),
    context$: activeAccount(parts).pipe(map((a) => ({ namespace: a.namespace, network: a.network, address: a.address }))),
    balances$: balance.state$.pipe(map((b) => b.tokenBalances)),
  })
}

export const onrampServiceOf = (parts: KernelParts) =>
  loadOnrampService({
    initial: initialOnrampState,
    http: parts.api,
    history: apisOf(parts).historyApi,
    scheduler: parts.env.scheduler,
    logger: parts.env.logger,
    router: parts.router,
    refreshBalances: refreshBalances(parts),
    context$: activeAccount(parts),
  })
