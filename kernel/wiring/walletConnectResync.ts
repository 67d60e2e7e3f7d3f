import { catchError, defer, EMPTY, filter, ignoreElements, mergeMap, tap } from 'rxjs'
import type { Observable } from 'rxjs'
import type { ChainNamespace } from '../codec/primitives'
import type { Network } from '../codec/network'
import type { AirlockError } from '../errors/AirlockError'
import { ConnectionResult, walletAnswer, type Adapter } from '../ports/adapter'
import type { LoggerPort } from '../ports/logger'
import type { ConnectionState } from '../connection/types'
import type { SetAccountParams } from '../chain/createChainService'

export interface WalletConnectResyncDeps {
  readonly switchResults$: Observable<{ readonly network: Network; readonly error?: AirlockError | undefined }>
  readonly connection: () => ConnectionState
  readonly adapterFor: (namespace: ChainNamespace) => Adapter | undefined
  readonly setAccount: (namespace: ChainNamespace, params: SetAccountParams) => void
  readonly logger: LoggerPort
}

/**
 * SPEC §4 switching network: "WalletConnect resyncs the account". A session holds one account per
 * chain, so after a switch the account is read again from the session for the new chain.
 */
export function walletConnectResync(deps: WalletConnectResyncDeps): Observable<never> {
  return deps.switchResults$.pipe(
    filter((result) => result.error === undefined),
    mergeMap(({ network }) => {
      const namespace = network.chainNamespace
      const state = deps.connection()
      const connectorId = state.connectorIds[namespace]
      const connector = state.connectors[namespace]?.find((c) => c.id === connectorId)
      const adapter = deps.adapterFor(namespace)
      if (connectorId === undefined || connector?.type !== 'WALLET_CONNECT' || !adapter) return EMPTY
      return defer(() => adapter.syncConnection({ connectorId, chainId: network.id })).pipe(
        walletAnswer(ConnectionResult, `${namespace} resync`),
        tap((result) =>
          deps.setAccount(namespace, {
            address: result.address,
            chainId: result.chainId,
            ...(result.accounts ? { accounts: result.accounts } : {}),
          }),
        ),
        catchError((error: unknown) => {
          deps.logger.warn(`walletConnect: could not resync the account on ${network.caipNetworkId}`, error)
          return EMPTY
        }),
      )
    }),
    ignoreElements(),
  )
}
