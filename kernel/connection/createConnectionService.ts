import { combineLatest, distinctUntilChanged, filter, map, mergeMap, raceWith, skip, startWith, take, throwError } from 'rxjs'
import type { Observable, SchedulerLike } from 'rxjs'
import { createService, handleOf, type ServiceHandle } from '../core/createService'
import { select } from '../core/select'
import type { ChainNamespace } from '../codec/primitives'
import type { Connector } from '../codec/connector'
import type { DeepLink, RecentWallet } from '../codec/wallet'
import { adapterConnectors, adapterEvents, adapterFor, ownerKey } from '../ports/adapter'
import type { Adapter, ConnectorWithProvider, TransactionRequest } from '../ports/adapter'
import type { Network } from '../codec/network'
import { AirlockError } from '../errors/AirlockError'
import { thrownMessages } from '../errors/messages'
import { resyncAfterSwitchEffect } from './resyncAfterSwitch'
import { walletSwitchEffect } from './switchInWallet'
import type { LoggerPort } from '../ports/logger'
import type { Store } from '../storage/createStore'
import { connectCancelledEffect, connectedEffect, connectEffect, connectFailedEffect } from './connect'
import type { ConnectionContext } from './context'
import { disconnectEffect } from './disconnect'
import { planRestore, restoreEffect, type RestorePlan } from './restore'
import { reduceConnection } from './state'
import type { ConnectionCommand } from './state'
import type {
  ChainLink,
  ConnectionOutput,
  ConnectionResultEvent,
  ConnectionState,
  ConnectionStatus,
  ConnectRequest,
  PerNamespace,
  TrackEvent,
} from './types'
import { persistConnectionEffect, resetConnectionEffect, switchAccountEffect, walletEventsEffect } from './walletEvents'

export interface ConnectionServiceDeps {
  readonly adapters: ReadonlyArray<Adapter>
  /** The chain service (its commands match ChainLink). */
  readonly chain: ChainLink
  readonly store: Store
  /** Bounds the embedded wallet's sign-out wait (3 s). */
  readonly scheduler: SchedulerLike
  readonly logger: LoggerPort
}

export interface ConnectionService extends ServiceHandle<ConnectionState> {
  /** The adapter serving the namespace's connection (its connector's), else the namespace's first. */
  adapterOf(namespace: ChainNamespace): Adapter | undefined
  /** Warm up the adapter that serves this connector (in that namespace, or the one listing it). */
  prepare(connectorId: string, namespace?: ChainNamespace): void
  /** The namespace's wallet asked to sign; 'Adapter not found' when its adapter cannot sign. */
  signMessage(namespace: ChainNamespace, message: string, address: string): Observable<unknown>
  /** A raw request to the namespace's wallet; 'Adapter not found' when its adapter takes none. */
  request(namespace: ChainNamespace, args: { readonly method: string; readonly params?: unknown }): Observable<unknown>
  /** The wallet's own provider behind the namespace's connection; undefined when not connected or not offered. */
  walletProvider(namespace: ChainNamespace): unknown
  /** The namespace's wallet asked to send; 'Adapter not found' when its adapter cannot send. */
  sendTransaction(namespace: ChainNamespace, request: TransactionRequest): Observable<unknown>
  // Outputs
  /** Per-namespace status. */
  readonly status$: Observable<PerNamespace<ConnectionStatus>>
  /** Tracked events (CONNECT_SUCCESS, CONNECT_ERROR, DISCONNECT_SUCCESS, DISCONNECT_ERROR) for modal.events$. */
  readonly events$: Observable<TrackEvent>
  /** Messages for the error snackbar ('Failed to disconnect'). */
  readonly snackbarErrors$: Observable<string>
  readonly sendFormReset$: Observable<void>
  /** Clear the pairing URI and expiry (pairing.reset). */
  readonly walletConnectReset$: Observable<void>
  readonly transactionsClear$: Observable<void>
  /** One per connect and disconnect, with the AirlockError when it failed. */
  readonly results$: Observable<ConnectionResultEvent>
  // Commands
  connect(request: ConnectRequest): void
  /** Drop the namespace's connect under way (the person left it): status goes back at once. */
  cancelConnect(namespace: ChainNamespace, connectorId: string): void
  /** One namespace (and those sharing its WalletConnect or embedded connector), or all when omitted. */
  disconnect(namespace?: ChainNamespace): void
  switchAccount(params: { readonly connectorId: string; readonly address: string; readonly namespace: ChainNamespace }): void
  resetConnection(): void
  /** The deep link about to be used for a WalletConnect connection on mobile. */
  setLinking(linking: DeepLink | undefined): void
  /** The catalogue wallet the person picked, remembered as recent on success. */
  setRecentWallet(wallet: RecentWallet | undefined): void
}

const adapterNotFound = () => new AirlockError(thrownMessages.adapterNotFound, { category: 'internal' })

const stripProvider = ({ provider: _provider, ...connector }: ConnectorWithProvider): Connector => connector

/**
 * SPEC §4 connection: per-namespace status, connect through adapters, startup restore, reset,
 * switching account, disconnect and wallet events.
 */
export interface ConnectionServiceInputs {
  /** Networks the chain service switched to successfully. */
  readonly switched$?: Observable<Network>
  /** Networks the chain service wants the connected wallet on (answered by chain.settleWalletSwitch). */
  readonly walletSwitches$?: Observable<Network>
}

/** The namespaces the adapters serve, each once. */
const namespacesOf = (adapters: ReadonlyArray<Adapter>): ChainNamespace[] => [...new Set(adapters.flatMap((a) => a.namespaces))]

/**
 * The connection as the page opens: what storage says was connected is being restored (SPEC §4), and
 * the recent wallets. `plan` is what the restore then carries out.
 */
export function startingConnection(deps: Pick<ConnectionServiceDeps, 'adapters' | 'store'>): { readonly plan: RestorePlan; readonly state: ConnectionState } {
  const plan = planRestore(deps.store, namespacesOf(deps.adapters))
  return {
    plan,
    state: {
      status: plan.status,
      connectorIds: {},
      connected: false,
      connectors: {},
      owners: {},
      linking: undefined,
      recentWallet: undefined,
      recentWallets: deps.store.read('recentWallets') ?? [],
    },
  }
}

/** `start`: the state the kernel's first snapshot already showed, and its restore plan (the default is the same). */
export function createConnectionService(
  deps: ConnectionServiceDeps,
  given: ConnectionServiceInputs = {},
  start: ReturnType<typeof startingConnection> = startingConnection(deps),
): ConnectionService {
  const { adapters, store, logger } = deps
  // A connector is served by the adapter that lists it; a namespace's calls go to its connected
  // connector's adapter. `service` exists by the time any effect asks.
  const route = (ns: ChainNamespace, connectorId?: string) => {
    const state = service.getState()
    return adapterFor(adapters, ns, connectorId ?? state.connectorIds[ns], state.owners)
  }
  const ctx: ConnectionContext = {
    adapters,
    adapterFor: route,
    chain: deps.chain,
    store,
    scheduler: deps.scheduler,
    logger,
  }
  const namespaces = namespacesOf(adapters)
  const { plan, state: initial } = start

  const inputs: Array<Observable<ConnectionCommand>> = [
    // Each event names its connector; the effect drops those of a connector the namespace is not on.
    ...adapters.map((adapter) =>
      adapterEvents(adapter, logger).pipe(
        map((event): ConnectionCommand => ({ type: 'adapterEvent', namespace: event.namespace ?? adapter.namespaces[0] ?? 'eip155', event })),
      ),
    ),
    // A namespace offers the connectors of every adapter serving it; each connector names its adapter.
    combineLatest(
      adapters.map((adapter) => adapterConnectors(adapter, logger).pipe(startWith<ReadonlyArray<ConnectorWithProvider>>([]))),
    ).pipe(
      map((lists): ConnectionCommand => {
        const connectors: Partial<Record<ChainNamespace, Connector[]>> = Object.fromEntries(namespaces.map((ns) => [ns, []]))
        const owners: Record<string, number> = {}
        lists.forEach((list, index) => {
          for (const connector of list) {
            ;(connectors[connector.chain] ??= []).push(stripProvider(connector))
            owners[ownerKey(connector.chain, connector.id)] ??= index
          }
        })
        return { type: 'connectorsChanged', connectors, owners }
      }),
    ),
  ]

  const service = createService<ConnectionState, ConnectionCommand, ConnectionOutput>({
    initial,
    reduce: reduceConnection,
    effects: [
      restoreEffect(ctx, plan),
      connectEffect(ctx),
      connectedEffect(ctx),
      connectFailedEffect(ctx),
      connectCancelledEffect(),
      disconnectEffect(ctx),
      walletEventsEffect(ctx),
      switchAccountEffect(ctx),
      resyncAfterSwitchEffect(ctx),
      walletSwitchEffect(ctx),
      resetConnectionEffect(ctx),
      persistConnectionEffect(ctx),
    ],
    inputs: [
      ...inputs,
      ...(given.switched$ ? [given.switched$.pipe(map((network): ConnectionCommand => ({ type: 'networkSwitched', network })))] : []),
      ...(given.walletSwitches$
        ? [given.walletSwitches$.pipe(map((network): ConnectionCommand => ({ type: 'walletSwitch', network })))]
        : []),
    ],
  })

  const output = <T extends ConnectionOutput['type']>(type: T) =>
    service.output$.pipe(filter((o): o is Extract<ConnectionOutput, { type: T }> => o.type === type))
  const signal = (type: 'sendFormReset' | 'walletConnectReset' | 'transactionsClear') =>
    output(type).pipe(map((): void => undefined))

  // A wallet that goes away mid-request (extension removed, session deleted) never answers it: the
  // request ends, aborted, when its namespace disconnects, so no promise or view waits forever.
  const whileConnected =
    (namespace: ChainNamespace) =>
    <T>(request: Observable<T>): Observable<T> =>
      request.pipe(
        raceWith(
          service.state$.pipe(
            map((s) => s.status[namespace]),
            distinctUntilChanged(),
            skip(1),
            filter((status) => status === 'disconnected'),
            take(1),
            mergeMap(() => throwError(() => new AirlockError(thrownMessages.requestAborted, { category: 'wallet' }))),
          ),
        ),
      )

  return {
    ...handleOf(service),
    status$: select(service.state$, (s) => s.status),
    events$: output('track').pipe(map((o) => o.event)),
    snackbarErrors$: output('snackbarError').pipe(map((o) => o.message)),
    sendFormReset$: signal('sendFormReset'),
    walletConnectReset$: signal('walletConnectReset'),
    transactionsClear$: signal('transactionsClear'),
    results$: output('result').pipe(map((o) => o.result)),

    adapterOf: (namespace) => route(namespace),
    signMessage: (namespace, message, address) => {
      const adapter = route(namespace)
      return adapter?.signMessage ? adapter.signMessage({ message, address, namespace }).pipe(whileConnected(namespace)) : throwError(adapterNotFound)
    },
    request: (namespace, args) => {
      const adapter = route(namespace)
      return adapter?.request ? adapter.request(args).pipe(whileConnected(namespace)) : throwError(adapterNotFound)
    },
    walletProvider: (namespace) => {
      const connectorId = service.getState().connectorIds[namespace]
      return connectorId === undefined ? undefined : route(namespace, connectorId)?.walletProvider?.(connectorId)
    },
    sendTransaction: (namespace, request) => {
      const adapter = route(namespace)
      return adapter?.sendTransaction ? adapter.sendTransaction(request).pipe(whileConnected(namespace)) : throwError(adapterNotFound)
    },
    prepare: (connectorId, namespace) => {
      const { owners } = service.getState()
      const key = Object.keys(owners).find((k) => (namespace ? k === ownerKey(namespace, connectorId) : k.endsWith(`:${connectorId}`)))
      const owner = key === undefined ? undefined : owners[key]
      ;(owner === undefined ? undefined : adapters[owner])?.prepare?.(connectorId)
    },
    connect: (request) => service.dispatch({ type: 'connect', request }),
    cancelConnect: (namespace, connectorId) => service.dispatch({ type: 'cancelConnect', namespace, connectorId }),
    disconnect: (namespace) => service.dispatch({ type: 'disconnect', ...(namespace ? { namespace } : {}) }),
    switchAccount: (params) => service.dispatch({ type: 'switchAccount', ...params }),
    resetConnection: () => service.dispatch({ type: 'resetConnection' }),
    setLinking: (linking) => service.dispatch({ type: 'setLinking', linking }),
    setRecentWallet: (wallet) => service.dispatch({ type: 'setRecentWallet', wallet }),
  }
}
