import type { ChainNamespace } from '../codec/primitives'
import type { Connector } from '../codec/connector'
import type { ConnectionResultEvent, ConnectRequest } from '../connection/types'
import type { PairingRefresh } from '../pairing/createPairingService'
import type { RouterEntry } from '../router/views'

/**
 * The connect a connecting view stands for (SPEC §2 ConnectingExternal, ConnectingWalletConnect,
 * ConnectingWalletConnectBasic), and how it went. The kernel starts it when the view comes on
 * screen; the view only shows it and offers a retry.
 */
export interface ConnectFlowState {
  readonly request: ConnectRequest | undefined
  readonly status: 'idle' | 'connecting' | 'connected' | 'failed'
  /** Why the attempt failed, until the next one (the wallet's own words). */
  readonly error: string | undefined
  /**
   * The failure was the person refusing in the wallet (code 4001): views say so in one wording
   * whatever words the wallet used, and keep "failed" for everything else.
   */
  readonly declined: boolean
}

export const initialConnectFlowState: ConnectFlowState = { request: undefined, status: 'idle', error: undefined, declined: false }

export type ConnectFlowCommand =
  /** The connect the screen stands for now (undefined when no connecting view is on screen). */
  | { readonly type: 'wanted'; readonly request: ConnectRequest | undefined }
  | { readonly type: 'retry' }
  /** The view the attempt stood for left the screen (modal closed, Escape, Back): the attempt ends. */
  | { readonly type: 'abandoned' }
  /** The public API's connect; the namespace defaults to the active one. */
  | { readonly type: 'connectAsked'; readonly request: Omit<ConnectRequest, 'namespace'> & { readonly namespace?: ConnectRequest['namespace'] } }
  /** A connect to run: a view's, the public API's (`own` false), or a pairing to renew. */
  | { readonly type: 'start'; readonly request: ConnectRequest; readonly renew: boolean; readonly own: boolean }
  | { readonly type: 'settled'; readonly request: ConnectRequest; readonly error: string | undefined; readonly declined: boolean }
  /** A connect or disconnect ended (the connection service's result). */
  | { readonly type: 'result'; readonly result: ConnectionResultEvent }
  /** SPEC §4 pairing: the URI expired or a new one was asked for. */
  | { readonly type: 'refresh'; readonly refresh: PairingRefresh }

const isString = (value: unknown): value is string => typeof value === 'string'

/** The facts a connecting view's connect is read from. */
export interface ScreenFacts {
  readonly route: RouterEntry
  readonly activeNamespace: ChainNamespace
  readonly connectors: { readonly [N in ChainNamespace]?: ReadonlyArray<Connector> }
}

/**
 * The connect a route stands for: ConnectingExternal names its connector; the WalletConnect views use
 * the active namespace's WalletConnect connector (with the catalogue wallet to remember as recent).
 */
export function connectRequestOf({ route, activeNamespace, connectors }: ScreenFacts): ConnectRequest | undefined {
  const data = route.data
  if (route.view === 'ConnectingExternal') {
    const connectorId = data?.['connectorId']
    const namespace = data?.['namespace']
    if (!isString(connectorId)) return undefined
    return { connectorId, namespace: isString(namespace) ? (namespace as ChainNamespace) : activeNamespace }
  }
  if (route.view !== 'ConnectingWalletConnect' && route.view !== 'ConnectingWalletConnectBasic') return undefined
  const walletConnect = connectors[activeNamespace]?.find((c) => c.type === 'WALLET_CONNECT')
  if (!walletConnect) return undefined
  const wallet = data?.['wallet'] as { readonly id?: unknown; readonly name?: unknown } | undefined
  return {
    connectorId: walletConnect.id,
    namespace: activeNamespace,
    ...(wallet && isString(wallet.id) && isString(wallet.name) ? { wallet: { id: wallet.id, name: wallet.name } } : {}),
  }
}

/** One attempt is the same as another when it reaches the same connector for the same wallet. */
export const sameRequest = (a: ConnectRequest | undefined, b: ConnectRequest | undefined): boolean =>
  a === b ||
  (a !== undefined && b !== undefined && a.connectorId === b.connectorId && a.namespace === b.namespace && a.wallet?.id === b.wallet?.id)

export function reduceConnectFlow(state: ConnectFlowState, command: ConnectFlowCommand): ConnectFlowState {
  switch (command.type) {
    case 'wanted':
      // Leaving is settled by 'abandoned', once the effect has read what was under way.
      return state
    case 'abandoned':
      return initialConnectFlowState
    case 'start':
      if (!command.own) return state
      return { request: command.request, status: 'connecting', error: undefined, declined: false }
    case 'settled':
      if (!sameRequest(state.request, command.request) || state.status !== 'connecting') return state
      return command.error === undefined
        ? { ...state, status: 'connected', error: undefined, declined: false }
        : { ...state, status: 'failed', error: command.error, declined: command.declined }
    case 'retry':
    case 'connectAsked':
    case 'result':
    case 'refresh':
      return state
  }
}
