import { combineLatest, filter, map, startWith } from 'rxjs'
import type { Observable, SchedulerLike } from 'rxjs'
import { createService, handleOf, type ServiceHandle } from '../core/createService'
import { select } from '../core/select'
import type { ChainNamespace } from '../codec/primitives'
import type { Connector } from '../codec/connector'
import type { DeepLink, RecentWallet } from '../codec/wallet'
import { adapterConnectors, adapterEvents, adapterFor } from '../ports/adapter'
import type { Adapter, ConnectorWithProvider } from '../ports/adapter'
import type { LoggerPort } from '../ports/logger'
import type { Store } from '../storage/createStore'
import { connectedEffect, connectEffect, connectFailedEffect } from './connect'
import type { ConnectionContext } from './context'
import { disconnectEffect } from './disconnect'
import { planRestore, restoreEffect } from './restore'
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
  // Outputs
  /** Per-namespace status, for the chain service's connectionStatus$ input. */
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
  /** One namespace (and those sharing its WalletConnect or embedded connector), or all when omitted. */
  disconnect(namespace?: ChainNamespace): void
  switchAccount(params: { readonly connectorId: string; readonly address: string; readonly namespace: ChainNamespace }): void
  resetConnection(): void
  /** The deep link about to be used for a WalletConnect connection on mobile. */
  setLinking(linking: DeepLink | undefined): void
  /** The catalogue wallet the person picked, remembered as recent on success. */
  setRecentWallet(wallet: RecentWallet | undefined): void
}

const stripProvider = ({ provider: _provider, ...connector }: ConnectorWithProvider): Connector => connector

/**
 * SPEC §4 connection: per-namespace status, connect through adapters, startup restore, reset,
 * switching account, disconnect and wallet events.
 */
export function createConnectionService(deps: ConnectionServiceDeps): ConnectionService {
  const { adapters, store, logger } = deps
  // The connected connector decides which adapter serves a namespace (WalletConnect beside the
  // browser wallets); `service` exists by the time any effect asks.
  const route = (ns: ChainNamespace, connectorId?: string) =>
    adapterFor(adapters, ns, connectorId ?? service.getState().connectorIds[ns])
  const ctx: ConnectionContext = {
    adapterFor: route,
    chain: deps.chain,
    store,
    scheduler: deps.scheduler,
    logger,
  }
  const namespaces = [...new Set(adapters.map((a) => a.namespace))]
  const plan = planRestore(store, namespaces)
  const initial: ConnectionState = {
    status: plan.status,
    connectorIds: {},
    connected: false,
    connectors: {},
    linking: undefined,
    recentWallet: undefined,
    recentWallets: store.read('recentWallets') ?? [],
  }

  const inputs: Array<Observable<ConnectionCommand>> = [
    // Only the adapter serving the namespace's connection speaks for it.
    ...adapters.map((adapter) =>
      adapterEvents(adapter, logger).pipe(
        filter(() => {
          const id = service.getState().connectorIds[adapter.namespace]
          return id === undefined || route(adapter.namespace, id) === adapter
        }),
        map((event): ConnectionCommand => ({ type: 'adapterEvent', namespace: adapter.namespace, event })),
      ),
    ),
    // A namespace offers the connectors of every adapter serving it.
    ...namespaces.map((namespace) =>
      combineLatest(
        adapters
          .filter((a) => a.namespace === namespace)
          .map((adapter) => adapterConnectors(adapter, logger).pipe(startWith<ReadonlyArray<ConnectorWithProvider>>([]))),
      ).pipe(
        map((lists): ConnectionCommand => ({
          type: 'connectorsChanged',
          namespace,
          connectors: lists.flat().map(stripProvider),
        })),
      ),
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
      disconnectEffect(ctx),
      walletEventsEffect(ctx),
      switchAccountEffect(ctx),
      resetConnectionEffect(ctx),
      persistConnectionEffect(ctx),
    ],
    inputs,
  })

  const output = <T extends ConnectionOutput['type']>(type: T) =>
    service.output$.pipe(filter((o): o is Extract<ConnectionOutput, { type: T }> => o.type === type))
  const signal = (type: 'sendFormReset' | 'walletConnectReset' | 'transactionsClear') =>
    output(type).pipe(map((): void => undefined))

  return {
    ...handleOf(service),
    status$: select(service.state$, (s) => s.status),
    events$: output('track').pipe(map((o) => o.event)),
    snackbarErrors$: output('snackbarError').pipe(map((o) => o.message)),
    sendFormReset$: signal('sendFormReset'),
    walletConnectReset$: signal('walletConnectReset'),
    transactionsClear$: signal('transactionsClear'),
    results$: output('result').pipe(map((o) => o.result)),

    connect: (request) => service.dispatch({ type: 'connect', request }),
    disconnect: (namespace) => service.dispatch({ type: 'disconnect', ...(namespace ? { namespace } : {}) }),
    switchAccount: (params) => service.dispatch({ type: 'switchAccount', ...params }),
    resetConnection: () => service.dispatch({ type: 'resetConnection' }),
    setLinking: (linking) => service.dispatch({ type: 'setLinking', linking }),
    setRecentWallet: (wallet) => service.dispatch({ type: 'setRecentWallet', wallet }),
  }
}
