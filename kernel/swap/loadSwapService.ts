import type { Observable, SchedulerLike } from 'rxjs'
import type { CaipNetworkId, ChainNamespace } from '../codec/primitives'
import type { TokenBalance } from '../codec/token'
import type { HttpClient } from '../http/createHttpClient'
import type { TransactionRequest } from '../ports/adapter'
import type { LoggerPort } from '../ports/logger'
import { createSwapApi } from './swapApi'
import { createSwapService, type SwapService } from './createSwapService'
import { isSwapNetwork } from './swapForm'
import type { SwapContext, SwapState } from './types'

export interface LoadSwapArgs {
  readonly initial: SwapState
  readonly http: HttpClient
  readonly projectId: string
  readonly extraNetworks: ReadonlyArray<CaipNetworkId>
  readonly scheduler: SchedulerLike
  readonly logger: LoggerPort
  readonly sendTransaction: (namespace: ChainNamespace, request: TransactionRequest) => Observable<unknown>
  readonly walletRequest: (namespace: ChainNamespace, args: { readonly method: string; readonly params?: unknown }) => Observable<unknown>
  readonly refreshBalances: () => void
  readonly context$: Observable<SwapContext>
  readonly balances$: Observable<ReadonlyArray<TokenBalance>>
}

/** The swap chunk's one entry: the API client and the service, built together when swaps are first used. */
export function loadSwapService(args: LoadSwapArgs): SwapService {
  const api = createSwapApi({
    http: args.http,
    projectId: args.projectId,
    isSwapNetwork: (caipNetworkId) => isSwapNetwork(caipNetworkId, args.extraNetworks),
  })
  return createSwapService(
    {
      api,
      initial: args.initial,
      scheduler: args.scheduler,
      logger: args.logger,
      sendTransaction: args.sendTransaction,
      walletRequest: args.walletRequest,
      extraNetworks: args.extraNetworks,
      refreshBalances: args.refreshBalances,
    },
    { context$: args.context$, balances$: args.balances$ },
  )
}
