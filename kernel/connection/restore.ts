import { combineLatest, defer, filter, map, merge, mergeMap, of, take, takeUntil, type Observable } from 'rxjs'
import { AirlockError } from '../errors/AirlockError'
import { thrownMessages } from '../errors/messages'
import { adapterConnectors, type Adapter } from '../ports/adapter'
import type { ChainNamespace } from '../codec/primitives'
import type { Effect } from '../core/createService'
import type { Store } from '../storage/createStore'
import { askAdapter } from './connect'
import type { ConnectionContext } from './context'
import type { ConnectionCommand } from './state'
import type { ConnectionState, ConnectionStatus, PerNamespace } from './types'

export interface RestorePlan {
  readonly storedStatus: 'connected' | 'disconnected' | undefined
  /** Start statuses: 'connecting' where a sync will run, else 'disconnected'. */
  readonly status: PerNamespace<ConnectionStatus>
  readonly syncs: ReadonlyArray<{ readonly namespace: ChainNamespace; readonly connectorId: string }>
}

/**
 * SPEC §4 startup restore: stored connected becomes connecting until the existing connection syncs;
 * a namespace without an adapter or a stored connector id is disconnected.
 */
export function planRestore(store: Store, adapterNamespaces: ReadonlyArray<ChainNamespace>): RestorePlan {
  const storedStatus = store.read('connectionStatus')
  const ids = store.read('connectedConnectorIds') ?? {}
  const status: Partial<Record<ChainNamespace, ConnectionStatus>> = {}
  const syncs: Array<{ namespace: ChainNamespace; connectorId: string }> = []
  for (const namespace of adapterNamespaces) {
    const connectorId = ids[namespace]
    if (storedStatus === 'connected' && connectorId) {
      status[namespace] = 'connecting'
      syncs.push({ namespace, connectorId })
    } else {
      status[namespace] = 'disconnected'
    }
  }
  return { storedStatus, status, syncs }
}

/** SPEC §4: stored disconnected clears the address cache (balances, portfolio, names, identities). */
export function clearAddressCache(store: Store): void {
  store.remove('balanceCache')
  store.remove('portfolioCache')
  store.remove('nameCache')
  store.remove('identityCache')
}

/**
 * Runs once when the kernel starts: sync success gives connected, failure disconnected. A connect or
 * disconnect of the namespace meanwhile takes over.
 *
 * SPEC §4: a stored connector no longer offered restores as disconnected, without asking any wallet.
 * "Offered" is decided on each adapter's first connector list: discovery answers synchronously to its
 * request (EIP-6963 wallets announce when asked, the legacy provider is already on the page), so a
 * wallet absent from that list is absent from the page.
 */
export function restoreEffect(ctx: ConnectionContext, plan: RestorePlan): Effect<ConnectionState, ConnectionCommand> {
  return (command$) =>
    defer(() => {
      if (plan.storedStatus === 'disconnected') clearAddressCache(ctx.store)
      return merge(
        ...plan.syncs.map(({ namespace, connectorId }) =>
          offeredBy(ctx, namespace, connectorId).pipe(
            mergeMap((adapter): Observable<ConnectionCommand> => {
              if (adapter) return askAdapter(ctx, namespace, connectorId, 'syncConnection', undefined, adapter)
              ctx.logger.info(`connection: ${connectorId} is no longer offered on ${namespace}; restored as disconnected`)
              return of({
                type: 'connectFailed',
                namespace,
                connectorId,
                error: new AirlockError(thrownMessages.adapterNotFound, { category: 'wallet' }),
              })
            }),
            takeUntil(
              command$.pipe(
                filter(
                  (c) =>
                    (c.type === 'connect' && c.request.namespace === namespace) ||
                    (c.type === 'disconnect' && (c.namespace === undefined || c.namespace === namespace)),
                ),
              ),
            ),
          ),
        ),
      )
    })
}

/** The adapter whose first connector list holds the connector in the namespace, if any does. */
function offeredBy(ctx: ConnectionContext, namespace: ChainNamespace, connectorId: string): Observable<Adapter | undefined> {
  const serving = ctx.adapters.filter((adapter) => adapter.namespaces.includes(namespace))
  if (serving.length === 0) return of(undefined)
  return combineLatest(serving.map((adapter) => adapterConnectors(adapter, ctx.logger).pipe(take(1)))).pipe(
    map((lists) => serving.find((_, i) => lists[i]?.some((c) => c.id === connectorId && c.chain === namespace))),
  )
}
