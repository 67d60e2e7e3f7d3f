import { catchError, defer, EMPTY, filter, mergeMap, withLatestFrom } from 'rxjs'
import type { Effect } from '../core/createService'
import { ConnectionResult, walletAnswer } from '../ports/adapter'
import { isCommand, type ConnectionContext } from './context'
import type { ConnectionCommand } from './state'
import type { ConnectionState } from './types'

/**
 * SPEC §4 switching network: "WalletConnect resyncs the account". A wallet whose connection holds one
 * account per chain (its adapter says `resyncAfterSwitch`) is asked again for the account on the
 * new chain once a switch succeeded.
 */
export function resyncAfterSwitchEffect(ctx: ConnectionContext): Effect<ConnectionState, ConnectionCommand> {
  return (command$, state$) =>
    command$.pipe(
      filter(isCommand('networkSwitched')),
      withLatestFrom(state$),
      mergeMap(([{ network }, state]) => {
        const namespace = network.chainNamespace
        const connectorId = state.connectorIds[namespace]
        const adapter = connectorId === undefined ? undefined : ctx.adapterFor(namespace, connectorId)
        if (connectorId === undefined || !adapter?.resyncAfterSwitch) return EMPTY
        return defer(() => adapter.syncConnection({ connectorId, namespace, chainId: network.id })).pipe(
          walletAnswer(ConnectionResult, `${namespace} resync`),
          mergeMap((result) => {
            ctx.chain.setAccount(namespace, {
              address: result.address,
              chainId: result.chainId,
              ...(result.accounts ? { accounts: result.accounts } : {}),
            })
            return EMPTY
          }),
          catchError((error: unknown) => {
            ctx.logger.warn(`connection: could not resync the account on ${network.caipNetworkId}`, error)
            return EMPTY
          }),
        )
      }),
    )
}
