import type { Observable } from 'rxjs'
import type { HttpClient } from '../http/createHttpClient'
import type { CaipNetworkId } from '../codec/primitives'
import { AccountHistoryResponse } from '../codec/api'
import { whenNetworkSupported, type SupportedChains } from '../supportedChains/supportedChains'

export interface HistoryApiDeps {
  readonly http: HttpClient
  readonly supportedChains: SupportedChains
}

export interface HistoryQuery {
  readonly address: string
  readonly caipNetworkId: CaipNetworkId
  /** The `next` of the previous page; absent for the first page. */
  readonly cursor?: string | undefined
  /** An onramp provider whose purchases to list (e.g. 'coinbase'). */
  readonly onramp?: string | undefined
}

export interface HistoryApi {
  /**
   * SPEC §7 GET /v1/account/{account}/history (cursor, onramp, chainId) → {data, next}. Skipped with
   * an empty page when the network is not in the supported-chains list.
   */
  fetchPage(query: HistoryQuery): Observable<AccountHistoryResponse>
}

const emptyPage: AccountHistoryResponse = { data: [] }

export function createHistoryApi(deps: HistoryApiDeps): HistoryApi {
  return {
    fetchPage: ({ address, caipNetworkId, cursor, onramp }) =>
      whenNetworkSupported(
        deps.supportedChains,
        caipNetworkId,
        () =>
          deps.http.get(`/v1/account/${encodeURIComponent(address)}/history`, AccountHistoryResponse, {
            cursor,
            onramp,
            chainId: caipNetworkId,
          }),
        emptyPage,
      ),
  }
}
