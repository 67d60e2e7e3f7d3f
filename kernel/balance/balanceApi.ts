import * as t from 'io-ts'
import { map, type Observable, type SchedulerLike } from 'rxjs'
import type { HttpClient } from '../http/createHttpClient'
import type { Store } from '../storage/createStore'
import type { LoggerPort } from '../ports/logger'
import type { CaipNetworkId } from '../codec/primitives'
import { createTtlCache, ttlCache } from '../operators/ttlCache'
import { BalanceResponse } from '../codec/api'
import { TokenBalance } from '../codec/token'
import { BALANCE_CURRENCY, PORTFOLIO_CACHE_MS } from './constants'

export interface BalanceApiDeps {
  readonly http: HttpClient
  readonly store: Store
  readonly scheduler: SchedulerLike
  readonly logger?: LoggerPort
}

export interface BalanceApi {
  /**
   * SPEC §7 GET /v1/account/{address}/balance (currency usd, chainId, forceUpdate), served from the
   * portfolio cache for 30 s (SPEC §9). `forceUpdate` also skips the cache read, so a balance asked
   * for after a send is fresh. Tokens with decimals '0' are dropped (SPEC §5).
   */
  getTokenBalances(
    address: string,
    caipNetworkId: CaipNetworkId,
    forceUpdate?: boolean,
  ): Observable<ReadonlyArray<TokenBalance>>
}

export function createBalanceApi(deps: BalanceApiDeps): BalanceApi {
  const cache = createTtlCache(deps, { table: 'portfolioCache', lifetimeMs: PORTFOLIO_CACHE_MS, codec: /* @__PURE__ */ t.array(TokenBalance) })
  return {
    getTokenBalances: (address, caipNetworkId, forceUpdate = false) =>
      deps.http
        .get(`/v1/account/${encodeURIComponent(address)}/balance`, BalanceResponse, {
          currency: BALANCE_CURRENCY,
          chainId: caipNetworkId,
          forceUpdate,
        })
        .pipe(
          map((answer) => answer.balances.filter((balance) => balance.quantity.decimals !== '0')),
          ttlCache(cache, `${caipNetworkId}:${address}`, forceUpdate),
        ),
  }
}
