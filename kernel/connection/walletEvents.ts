import { EMPTY, filter, from, mergeMap, of, withLatestFrom } from 'rxjs'
import type { Observable } from 'rxjs'
import type { ChainNamespace } from '../codec/primitives'
import { isValidAddress } from '../codec/addresses'
import type { Effect } from '../core/createService'
import { emit, isCommand, namespacesSharing } from './context'
import type { ConnectionContext } from './context'
import type { ConnectionCommand } from './state'
import type { ConnectionState } from './types'

/** The wallet ended the connection: every namespace sharing it loses its account (no adapter call). */
function walletGone(ctx: ConnectionContext, state: ConnectionState, namespace: ChainNamespace): Observable<ConnectionCommand> {
  const namespaces = namespacesSharing(state, namespace)
  for (const ns of namespaces) {
    ctx.chain.resetAccount(ns)
    ctx.chain.resetNetwork(ns)
  }
  return from<ConnectionCommand[]>([
    { type: 'disconnected', namespaces },
    { type: 'resetConnection', internal: true },
    emit({ type: 'sendFormReset' }),
  ])
}

/**
 * SPEC §4 wallet events of a connected namespace: accountsChanged updates the accounts, chainChanged
 * the active network, approvedNetworksChanged the networks the wallet takes (SPEC §3), and a
 * disconnect event resets all accounts of the connection (for WalletConnect,
 * every namespace of the session). displayUri belongs to the pairing service.
 */
export function walletEventsEffect(ctx: ConnectionContext): Effect<ConnectionState, ConnectionCommand> {
  return (command$, state$) =>
    command$.pipe(
      filter(isCommand('adapterEvent')),
      withLatestFrom(state$),
      mergeMap(([{ namespace, event }, state]): Observable<ConnectionCommand> => {
        // Only the connector the namespace is connected with speaks for it.
        if (state.connectorIds[namespace] !== event.connectorId) return EMPTY
        switch (event.type) {
          case 'accountsChanged': {
            // EIP-1193: an empty account list means the wallet let go of the site.
            if (event.accounts.length === 0) return walletGone(ctx, state, namespace)
            // SPEC §5: an account that is no address of its namespace is dropped; when the first one is
            // refused the event says nothing the kernel can use, and the connection stays as it was.
            const accounts = event.accounts.filter((a) => isValidAddress(a.namespace, a.address))
            const [first] = accounts
            if (!first || first !== event.accounts[0] || !isValidAddress(namespace, first.address)) {
              ctx.logger.warn(`connection: ${namespace} account event with an invalid address dropped`)
              return EMPTY
            }
            const chainId = event.chainId ?? ctx.chain.chainIdOf(namespace)
            if (chainId === undefined) {
              ctx.chain.setAddress(namespace, first.address)
              ctx.chain.setAllAccounts(namespace, accounts)
            } else {
              ctx.chain.setAccount(namespace, { address: first.address, chainId, accounts })
            }
            return EMPTY
          }
          case 'chainChanged':
            ctx.chain.handleChainChanged(namespace, event.chainId)
            return EMPTY
          case 'approvedNetworksChanged':
            ctx.chain.setApprovedNetworks(namespace, event.approvedCaipNetworkIds)
            return EMPTY
          case 'disconnect':
            return walletGone(ctx, state, namespace)
          case 'displayUri':
            return EMPTY
        }
      }),
    )
}

/**
 * SPEC §4 switching account: if the connector is already active, set the address on the current
 * network; otherwise connect the connector.
 */
export function switchAccountEffect(ctx: ConnectionContext): Effect<ConnectionState, ConnectionCommand> {
  return (command$, state$) =>
    command$.pipe(
      filter(isCommand('switchAccount')),
      withLatestFrom(state$),
      mergeMap(([{ namespace, connectorId, address }, state]): Observable<ConnectionCommand> => {
        if (state.connectorIds[namespace] === connectorId) {
          if (!isValidAddress(namespace, address)) {
            ctx.logger.warn(`connection: switch to an invalid ${namespace} address refused`)
            return EMPTY
          }
          ctx.chain.setAddress(namespace, address)
          return EMPTY
        }
        return of({ type: 'connect', request: { connectorId, namespace } })
      }),
    )
}

/**
 * SPEC §4 reset connection: clears URI and expiry (the pairing service, through walletConnectReset),
 * linking and recent wallet (the reducer), sets disconnected, clears transactions and the deep link.
 */
export function resetConnectionEffect(ctx: ConnectionContext): Effect<ConnectionState, ConnectionCommand> {
  return (command$) =>
    command$.pipe(
      filter(isCommand('resetConnection')),
      mergeMap(() => {
        ctx.store.remove('deepLink')
        return of(emit({ type: 'walletConnectReset' }), emit({ type: 'transactionsClear' }))
      }),
    )
}

/** Stored connector ids and connection status follow every connection change. */
export function persistConnectionEffect(ctx: ConnectionContext): Effect<ConnectionState, ConnectionCommand> {
  return (command$, state$) =>
    command$.pipe(
      filter((c) => c.type === 'connected' || c.type === 'disconnected'),
      withLatestFrom(state$),
      mergeMap(([, state]) => {
        ctx.store.write('connectedConnectorIds', { ...state.connectorIds })
        ctx.store.write('connectionStatus', state.connected ? 'connected' : 'disconnected')
        return EMPTY
      }),
    )
}
