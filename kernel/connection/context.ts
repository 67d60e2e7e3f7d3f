import type { SchedulerLike } from 'rxjs'
import type { ChainNamespace } from '../codec/primitives'
import type { Adapter } from '../ports/adapter'
import type { LoggerPort } from '../ports/logger'
import type { Store } from '../storage/createStore'
import type { ConnectionCommand } from './state'
import type { ChainLink, ConnectionOutput, ConnectionState } from './types'

/** What the connection service's effects share. */
export interface ConnectionContext {
  readonly adapters: ReadonlyArray<Adapter>
  /** The adapter serving a namespace's connector (the connected one when no id is given). */
  readonly adapterFor: (namespace: ChainNamespace, connectorId?: string) => Adapter | undefined
  readonly chain: ChainLink
  readonly store: Store
  readonly scheduler: SchedulerLike
  readonly logger: LoggerPort
}

export const emit = (output: ConnectionOutput): ConnectionCommand => ({ type: 'emit', output })

export function isCommand<T extends ConnectionCommand['type']>(type: T) {
  return (c: ConnectionCommand): c is Extract<ConnectionCommand, { type: T }> => c.type === type
}

/** The type of a namespace's connector, from what its adapter announced. */
export function connectorTypeOf(state: ConnectionState, namespace: ChainNamespace, connectorId: string) {
  return state.connectors[namespace]?.find((c) => c.id === connectorId)?.type
}

/**
 * SPEC §4: a WalletConnect or embedded (AUTH) connection spans every namespace it connected; any
 * other connector serves its namespace alone.
 */
export function namespacesSharing(state: ConnectionState, namespace: ChainNamespace): ChainNamespace[] {
  const id = state.connectorIds[namespace]
  if (!id) return [namespace]
  const type = connectorTypeOf(state, namespace, id)
  if (type !== 'WALLET_CONNECT' && type !== 'AUTH') return [namespace]
  return (Object.keys(state.connectorIds) as ChainNamespace[]).filter((ns) => state.connectorIds[ns] === id)
}
