import type { ChainNamespace } from '../codec/primitives'
import type { Connector } from '../codec/connector'
import type { Network } from '../codec/network'
import type { DeepLink, RecentWallet } from '../codec/wallet'
import type { AirlockError } from '../errors/AirlockError'
import type { AdapterEvent, ConnectionResult } from '../ports/adapter'
import { addRecentWallet } from './recentWallets'
import type { ConnectionOutput, ConnectionState, ConnectionStatus, ConnectRequest, PerNamespace } from './types'

export type ConnectionCommand =
  | { readonly type: 'connect'; readonly request: ConnectRequest }
  | {
      readonly type: 'connected'
      readonly namespace: ChainNamespace
      readonly connectorId: string
      readonly result: ConnectionResult
      /** A fresh connect carries its request; a startup sync has none. */
      readonly request?: ConnectRequest
    }
  | {
      readonly type: 'connectFailed'
      readonly namespace: ChainNamespace
      readonly connectorId: string
      readonly error: AirlockError
      readonly request?: ConnectRequest
    }
  | { readonly type: 'disconnect'; readonly namespace?: ChainNamespace }
  /** The person left the attempt (closed the modal, went back): the connect under way is dropped. */
  | { readonly type: 'cancelConnect'; readonly namespace: ChainNamespace; readonly connectorId: string }
  /** These namespaces lost their connection (after the adapter answered, or the wallet said so). */
  | { readonly type: 'disconnected'; readonly namespaces: ReadonlyArray<ChainNamespace> }
  /** `internal` when part of a disconnect: it does not cancel connects under way elsewhere. */
  | { readonly type: 'resetConnection'; readonly internal?: boolean }
  | {
      readonly type: 'switchAccount'
      readonly connectorId: string
      readonly address: string
      readonly namespace: ChainNamespace
    }
  | {
      readonly type: 'connectorsChanged'
      readonly connectors: PerNamespace<ReadonlyArray<Connector>>
      readonly owners: Readonly<Record<string, number>>
    }
  | { readonly type: 'adapterEvent'; readonly namespace: ChainNamespace; readonly event: AdapterEvent }
  /** A network switch succeeded (the chain service's result). */
  | { readonly type: 'networkSwitched'; readonly network: Network }
  /** The chain service asks the connected wallet to move to this network. */
  | { readonly type: 'walletSwitch'; readonly network: Network }
  | { readonly type: 'setLinking'; readonly linking: DeepLink | undefined }
  | { readonly type: 'setRecentWallet'; readonly wallet: RecentWallet | undefined }
  /** Outputs travel as commands so listeners hear them after the state they follow. */
  | { readonly type: 'emit'; readonly output: ConnectionOutput }

function withStatus(state: ConnectionState, namespace: ChainNamespace, status: ConnectionStatus): ConnectionState {
  return state.status[namespace] === status ? state : { ...state, status: { ...state.status, [namespace]: status } }
}

function withoutKeys<V>(map: PerNamespace<V>, keys: ReadonlyArray<ChainNamespace>): PerNamespace<V> {
  const out: Partial<Record<ChainNamespace, V>> = { ...map }
  for (const key of keys) delete out[key]
  return out
}

/** The further namespaces a connect answer holds accounts in. */
export function heldNamespaces(result: ConnectionResult): ChainNamespace[] {
  return Object.keys(result.namespaces ?? {}) as ChainNamespace[]
}

function apply(state: ConnectionState, command: ConnectionCommand): ConnectionState {
  switch (command.type) {
    case 'connect':
      return withStatus(state, command.request.namespace, 'connecting')

    case 'connected': {
      // One connection may hold accounts in several namespaces (WalletConnect, the embedded wallet).
      let next = state
      for (const ns of [command.namespace, ...heldNamespaces(command.result)]) {
        next = { ...withStatus(next, ns, 'connected'), connectorIds: { ...next.connectorIds, [ns]: command.connectorId } }
      }
      const wallet = command.request ? (command.request.wallet ?? state.recentWallet) : undefined
      if (wallet) next = { ...next, recentWallets: addRecentWallet(next.recentWallets, wallet) }
      return next
    }

    case 'connectFailed':
      return withStatus(state, command.namespace, state.connectorIds[command.namespace] ? 'connected' : 'disconnected')

    case 'cancelConnect':
      if (state.status[command.namespace] !== 'connecting') return state
      return withStatus(state, command.namespace, state.connectorIds[command.namespace] ? 'connected' : 'disconnected')

    case 'disconnected': {
      if (command.namespaces.length === 0) return state
      let next: ConnectionState = { ...state, connectorIds: withoutKeys(state.connectorIds, command.namespaces) }
      for (const ns of command.namespaces) next = withStatus(next, ns, 'disconnected')
      return next
    }

    case 'resetConnection': {
      // SPEC §4 reset connection: clears linking and recent wallet, sets disconnected. A namespace
      // that still has an active connector keeps its connection.
      let next: ConnectionState =
        state.linking === undefined && state.recentWallet === undefined
          ? state
          : { ...state, linking: undefined, recentWallet: undefined }
      for (const ns of Object.keys(state.status) as ChainNamespace[]) {
        // A disconnect elsewhere leaves a connect under way alone; a user reset cancels it.
        const underWay = command.internal && state.status[ns] === 'connecting'
        if (!state.connectorIds[ns] && !underWay) next = withStatus(next, ns, 'disconnected')
      }
      return next
    }

    case 'connectorsChanged':
      return { ...state, connectors: command.connectors, owners: command.owners }

    case 'setLinking':
      return state.linking === command.linking ? state : { ...state, linking: command.linking }

    case 'setRecentWallet':
      return state.recentWallet === command.wallet ? state : { ...state, recentWallet: command.wallet }

    case 'disconnect':
    case 'switchAccount':
    case 'adapterEvent':
    case 'networkSwitched':
    case 'walletSwitch':
    case 'emit':
      return state
  }
}

/** SPEC §4: the global connected flag follows the connector ids. */
export function reduceConnection(state: ConnectionState, command: ConnectionCommand): ConnectionState {
  const next = apply(state, command)
  if (next === state) return state
  const connected = Object.values(next.connectorIds).some((id) => Boolean(id))
  return connected === next.connected ? next : { ...next, connected }
}
