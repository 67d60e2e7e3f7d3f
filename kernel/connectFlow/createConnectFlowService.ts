import { EMPTY, distinctUntilChanged, filter, map, mergeMap, switchMap, take, takeUntil, withLatestFrom, type Observable } from 'rxjs'
import type { SiwxStatus } from '../siwx/state'
import type { ChainNamespace } from '../codec/primitives'
import { createService, emit, handleOf, type Effect, type ServiceHandle } from '../core/createService'
import { messageOf } from '../errors/AirlockError'
import { walletErrorCodes } from '../errors/messages'
import type { ConnectionResultEvent, ConnectionState, ConnectRequest } from '../connection/types'
import type { PairingRefresh, PairingRequest, PairingState } from '../pairing/createPairingService'
import {
  initialConnectFlowState,
  reduceConnectFlow,
  sameRequest,
  type ConnectFlowCommand,
  type ConnectFlowState,
} from './connectFlowState'

export interface ConnectFlowDeps {
  /** The connection service's connect. */
  readonly connect: (request: ConnectRequest) => void
  /** The connection service's setRecentWallet: the wallet a joined connect is remembered as. */
  readonly rememberWallet: (wallet: NonNullable<ConnectRequest['wallet']>) => void
  /** The pairing service's begin and reset. */
  readonly beginPairing: (request: PairingRequest) => void
  readonly resetPairing: () => void
  /** The connection service's cancelConnect: the connect under way is dropped, its status reset. */
  readonly cancelConnect: (request: ConnectRequest) => void
}

export interface ConnectFlowInputs {
  /** The connect the connecting view on screen stands for (connectRequestOf), undefined without one. */
  readonly wanted$: Observable<ConnectRequest | undefined>
  readonly connection$: Observable<ConnectionState>
  readonly pairing$: Observable<PairingState>
  readonly results$: Observable<ConnectionResultEvent>
  /** SPEC §4 pairing: the URI expired or a new one was asked for. */
  readonly refresh$: Observable<PairingRefresh>
  /** SPEC §4 reset connection: the WalletConnect pairing ends too. */
  readonly walletConnectReset$: Observable<void>
  readonly siwxStatus$: Observable<SiwxStatus>
  /** SPEC §2: the wallet sits on a network the app does not offer, and UnsupportedChain is to show. */
  readonly unsupportedChain$: Observable<boolean>
  /** The chain service's active namespace: where a connect without one goes. */
  readonly activeNamespace$: Observable<ChainNamespace>
}

export interface ConnectFlowService extends ServiceHandle<ConnectFlowState> {
  /** The modal closes: a connecting view's connect succeeded, on an offered network, and sign-in has nothing to ask. */
  readonly close$: Observable<unknown>
  /**
   * The connect succeeded on a network the app does not offer: UnsupportedChain, shown over the
   * connecting view, is left as the modal's only view (its way back then closes the modal).
   */
  readonly unsupportedChain$: Observable<unknown>
  /** Connect, as the public API asks (WalletConnect owns the pairing); the active namespace by default. */
  connect(request: Extract<ConnectFlowCommand, { type: 'connectAsked' }>['request']): void
  /** The connecting view's "Try again": the same connect once more, with a fresh pairing. */
  retry(): void
}

/** Sign-in has nothing more to ask of this account (the SPEC §4 sign-in view takes over otherwise). */
const signInSettled = (status: SiwxStatus) => status === 'disabled' || status === 'unsupported' || status === 'signedIn' || status === 'cancelled'

/**
 * SPEC §2/§4 connect flows, owned by the kernel: a connecting view coming on screen starts its connect
 * (never the view itself, so a renderer mounting twice starts nothing twice); a WalletConnect connect
 * owns the pairing (a view opened again joins the connect still waiting on a valid URI; the URI is
 * renewed while its view is on screen; the pairing ends with its connect); any other connect on the
 * namespace ends a pairing left waiting there; and once a view's connect succeeded the modal closes,
 * unless sign-in is asked, when SIWXSignMessage takes over, or the wallet is on a network the app does
 * not offer, when UnsupportedChain does.
 */
export function createConnectFlowService(deps: ConnectFlowDeps, inputs: ConnectFlowInputs): ConnectFlowService {
  const starting: Effect<ConnectFlowState, ConnectFlowCommand> = (command$) =>
    command$.pipe(
      filter((c): c is Extract<ConnectFlowCommand, { type: 'start' }> => c.type === 'start'),
      withLatestFrom(inputs.connection$, inputs.pairing$),
      mergeMap(([{ request, renew }, connection, pairing]) => {
        const { namespace, connectorId, chainId } = request
        const walletConnect = connection.connectors[namespace]?.some((c) => c.id === connectorId && c.type === 'WALLET_CONNECT')
        const { pending, expired } = pairing
        if (walletConnect) {
          const waiting =
            pending?.namespace === namespace && pending.connectorId === connectorId && !expired && connection.status[namespace] === 'connecting'
          if (waiting && !renew) {
            // Joined: the connect already waiting is this one, for the wallet named now.
            if (request.wallet) deps.rememberWallet(request.wallet)
            return EMPTY
          }
          deps.beginPairing({ namespace, connectorId, ...(chainId === undefined ? {} : { chainId }) })
        } else if (pending?.namespace === namespace) deps.resetPairing()
        deps.connect(request)
        return EMPTY
      }),
    )

  const asked: Effect<ConnectFlowState, ConnectFlowCommand> = (command$) =>
    command$.pipe(
      filter((c): c is Extract<ConnectFlowCommand, { type: 'connectAsked' }> => c.type === 'connectAsked'),
      withLatestFrom(inputs.activeNamespace$),
      map(([{ request }, activeNamespace]): ConnectFlowCommand => ({
        type: 'start',
        request: { ...request, namespace: request.namespace ?? activeNamespace },
        renew: false,
        own: false,
      })),
    )

  // What the screen wants starts once; retry starts the same connect again with a new pairing.
  const screen: Effect<ConnectFlowState, ConnectFlowCommand> = (command$, state$) =>
    command$.pipe(
      filter((c) => c.type === 'wanted' || c.type === 'retry'),
      withLatestFrom(state$),
      mergeMap(([command, state]): ConnectFlowCommand[] => {
        if (command.type === 'retry') return state.request ? [{ type: 'start', request: state.request, renew: true, own: true }] : []
        if (command.type !== 'wanted' || !command.request || (state.status !== 'idle' && sameRequest(state.request, command.request))) return []
        return [{ type: 'start', request: command.request, renew: false, own: true }]
      }),
    )

  // Closing the modal, Escape or Back while the wallet prompt or QR waits cancels that attempt: the
  // page sees "disconnected" at once instead of waiting for the wallet's own time-out.
  const leaving: Effect<ConnectFlowState, ConnectFlowCommand> = (command$, state$) =>
    command$.pipe(
      filter((c): c is Extract<ConnectFlowCommand, { type: 'wanted' }> => c.type === 'wanted' && c.request === undefined),
      withLatestFrom(state$, inputs.pairing$),
      mergeMap(([, state, pairing]): ConnectFlowCommand[] => {
        const request = state.request
        if (!request) return []
        if (state.status === 'connecting') {
          const { pending } = pairing
          if (pending?.namespace === request.namespace && pending.connectorId === request.connectorId) deps.resetPairing()
          deps.cancelConnect(request)
        }
        return [{ type: 'abandoned' }]
      }),
    )

  // The pairing ends with its connect, accepted or not; a view's connect settles.
  const settling: Effect<ConnectFlowState, ConnectFlowCommand> = (command$, state$) =>
    command$.pipe(
      filter((c): c is Extract<ConnectFlowCommand, { type: 'result' }> => c.type === 'result'),
      withLatestFrom(inputs.pairing$, state$),
      mergeMap(([{ result }, pairing, state]): ConnectFlowCommand[] => {
        if (result.op !== 'connect') return []
        const { pending } = pairing
        if (result.namespace === pending?.namespace && result.connectorId === pending.connectorId) deps.resetPairing()
        const request = state.request
        if (!request || request.namespace !== result.namespace || request.connectorId !== result.connectorId) return []
        const { error } = result
        return [{ type: 'settled', request, error: error ? messageOf(error) : undefined, declined: error?.code === walletErrorCodes.userRejected }]
      }),
    )

  // SPEC §4 pairing: a WalletConnect connect still waiting while its view is on screen is asked again
  // when its URI expires (or a new one is asked for), which pairs anew.
  const renewing: Effect<ConnectFlowState, ConnectFlowCommand> = (command$, state$) =>
    command$.pipe(
      filter((c): c is Extract<ConnectFlowCommand, { type: 'refresh' }> => c.type === 'refresh'),
      withLatestFrom(inputs.connection$, state$),
      mergeMap(([{ refresh }, connection, state]): ConnectFlowCommand[] => {
        const { pending } = refresh
        const request = state.request
        if (!pending || !request || request.namespace !== pending.namespace || request.connectorId !== pending.connectorId) return []
        if (connection.status[pending.namespace] !== 'connecting') return []
        return [{ type: 'start', request, renew: true, own: true }]
      }),
    )

  const closing: Effect<ConnectFlowState, ConnectFlowCommand, boolean> = (command$) =>
    command$.pipe(
      filter((c): c is Extract<ConnectFlowCommand, { type: 'settled' }> => c.type === 'settled' && c.error === undefined),
      switchMap(() =>
        inputs.siwxStatus$.pipe(
          filter(signInSettled),
          take(1),
          withLatestFrom(inputs.unsupportedChain$),
          map(([, unsupported]) => emit(unsupported)),
          takeUntil(command$.pipe(filter((c) => c.type === 'start'))),
        ),
      ),
    )

  const service = createService<ConnectFlowState, ConnectFlowCommand, boolean>({
    initial: initialConnectFlowState,
    reduce: reduceConnectFlow,
    effects: [asked, screen, leaving, starting, settling, renewing, closing],
    inputs: [
      inputs.wanted$.pipe(
        distinctUntilChanged(sameRequest),
        map((request): ConnectFlowCommand => ({ type: 'wanted', request })),
      ),
      inputs.results$.pipe(map((result): ConnectFlowCommand => ({ type: 'result', result }))),
      inputs.refresh$.pipe(map((refresh): ConnectFlowCommand => ({ type: 'refresh', refresh }))),
      inputs.walletConnectReset$.pipe(mergeMap(() => (deps.resetPairing(), EMPTY))),
    ],
  })

  return {
    ...handleOf(service),
    close$: service.output$.pipe(filter((unsupported) => !unsupported)),
    unsupportedChain$: service.output$.pipe(filter(Boolean)),
    connect: (request) => service.dispatch({ type: 'connectAsked', request }),
    retry: () => service.dispatch({ type: 'retry' }),
  }
}
