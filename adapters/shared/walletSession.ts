import type { Observable} from 'rxjs';
import { BehaviorSubject, EMPTY, ReplaySubject, defer, distinctUntilChanged, filter, from, map, mergeMap, of, race, share, switchMap, take, tap, throwError, timer } from 'rxjs'
import type { ChainNamespace } from '../../kernel/codec/primitives'
import { AirlockError } from '../../kernel/errors/AirlockError'
import { thrownMessages } from '../../kernel/errors/messages'
import type { AdapterEvent, ConnectParams, ConnectionResult, ConnectorWithProvider } from '../../kernel/ports/adapter'
import type { AdapterHost } from '../../kernel/ports/adapterHost'

/*
 * What an adapter over wallets found in the page (Wallet Standard, injected providers) keeps between
 * calls: the connectors discovered, the one connection it holds, and that wallet's account events.
 * The Solana and Bitcoin adapters differ only in how they talk to their wallets.
 */

export const walletError = (message: string): AirlockError => new AirlockError(message, { category: 'wallet' })

/** The connection an adapter holds: whose connector, and what its wallet shared. */
export interface Held {
  readonly connectorId: string
}

export interface WalletSessionOptions<C extends ConnectorWithProvider, P, S extends Held> {
  readonly namespace: ChainNamespace
  /** The connectors in the page, the whole list again on every change. */
  readonly discover: Observable<ReadonlyArray<C>>
  /** The wallet object behind a connector. */
  readonly providerOf: (connector: C) => P | undefined
  /** How long a restore waits for its wallet to appear (ms; 1000 by default). */
  readonly registerWaitMs?: number | undefined
  /** The wallet of a connection: its listener is set up again only when this changes. */
  readonly walletOf: (held: S) => unknown
  /** The wallet's account events for `held`; `session.update` keeps the held accounts current. */
  readonly listen: (held: S) => Observable<AdapterEvent>
}

/** What the wallet shared when it connected: the connection to hold and the kernel's answer without its network. */
export interface Opened<S extends Held> {
  readonly held: S
  readonly result: Omit<ConnectionResult, 'chainId'>
}

export interface WalletSession<C extends ConnectorWithProvider, P, S extends Held> {
  readonly connectors$: Observable<ReadonlyArray<C>>
  /** Account events of the connected wallet. */
  readonly events$: Observable<AdapterEvent>
  /**
   * Connect (or restore) through a connector: `open` asks its wallet and answers what it shared, or
   * nothing when it shared no account. The network is the one asked for, else the app's first of the namespace.
   */
  connect(params: ConnectParams, open: (provider: P) => Promise<Opened<S> | undefined>): Observable<ConnectionResult>
  /** The held connection, or 'No ActiveCaipAddress found'. */
  current(): Observable<S>
  /** The held connection now, if any. */
  now(): S | undefined
  /** Changes the held connection when it is still `held`'s wallet's (an account change). */
  update(held: S, change: (latest: S) => S): void
  /** Drops the held connection at once; `end` tells its wallet, and a wallet that fails still loses it here. */
  disconnect(end: (held: S) => Promise<void> | undefined): Observable<void>
  destroy(): void
}

export function createWalletSession<C extends ConnectorWithProvider, P, S extends Held>(
  host: AdapterHost,
  options: WalletSessionOptions<C, P, S>,
): WalletSession<C, P, S> {
  const active = new BehaviorSubject<S | undefined>(undefined)
  let known: ReadonlyArray<C> = []

  const connectors$ = options.discover.pipe(
    tap((list) => {
      known = list
    }),
    share({ connector: () => new ReplaySubject(1), resetOnRefCountZero: true }),
  )

  const providerFor = (connectorId: string): Observable<P> => {
    const found = (list: ReadonlyArray<C>) => {
      const connector = list.find((c) => c.id === connectorId)
      return connector ? options.providerOf(connector) : undefined
    }
    const now = found(known)
    if (now !== undefined) return of(now)
    // A restore can run before the wallet registered; give it a moment, then give up.
    return race(
      connectors$.pipe(map(found), filter((p): p is P => p !== undefined), take(1)),
      timer(options.registerWaitMs ?? 1000, host.scheduler).pipe(mergeMap(() => throwError(() => walletError(thrownMessages.adapterNotFound)))),
    )
  }

  const defaultNetworkId = () => host.networks.find((n) => n.chainNamespace === options.namespace)?.id

  return {
    connectors$,
    events$: active.pipe(
      map((held) => (held ? options.walletOf(held) : undefined)),
      // A new listener only when the wallet changes, not when its account list does.
      distinctUntilChanged(),
      switchMap(() => {
        const held = active.getValue()
        return held ? options.listen(held) : EMPTY
      }),
      share(),
    ),
    connect: (params, open) =>
      providerFor(params.connectorId).pipe(
        mergeMap((provider) => from(open(provider))),
        mergeMap((opened) => {
          const chainId = params.chainId ?? defaultNetworkId()
          if (!opened || chainId === undefined) return throwError(() => walletError(thrownMessages.noActiveCaipAddress))
          active.next(opened.held)
          return of<ConnectionResult>({ ...opened.result, chainId })
        }),
      ),
    current: () =>
      defer(() => {
        const held = active.getValue()
        return held ? of(held) : throwError(() => walletError(thrownMessages.noActiveCaipAddress))
      }),
    now: () => active.getValue(),
    update: (held, change) => {
      const latest = active.getValue()
      if (latest && options.walletOf(latest) === options.walletOf(held)) active.next(change(latest))
    },
    disconnect: (end) =>
      defer(() => {
        const held = active.getValue()
        active.next(undefined)
        const ending = held ? end(held) : undefined
        return ending ? from(ending.catch(() => undefined)).pipe(map((): void => undefined)) : of(undefined)
      }),
    destroy: () => {
      active.next(undefined)
      active.complete()
    },
  }
}
