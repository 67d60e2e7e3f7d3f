import { Observable } from 'rxjs'
import { CaipNetworkId, type ChainNamespace } from '../../kernel/codec/primitives'
import type { AdapterEvent } from '../../kernel/ports/adapter'
import { chainIdOf, sessionChains, type SessionLike } from './sessionAccounts'

/** The part of UniversalProvider's event emitter the adapter listens to. */
export interface ProviderEmitter {
  on(event: string, listener: (value: unknown) => void): void
  removeListener(event: string, listener: (value: unknown) => void): void
}

/** The namespace a bare chain reference or address of the session belongs to. */
export type Locate = (part: 'reference' | 'address', value: string) => ChainNamespace

const asStrings = (value: unknown): string[] => (Array.isArray(value) ? value.filter((a): a is string => typeof a === 'string') : [])

/**
 * UniversalProvider's events as adapter events while subscribed: display_uri feeds the pairing
 * service, the session events update accounts and network, a deleted session is a disconnect
 * (SPEC §4 WalletConnect events). The provider drops the namespace from its events, so `locate`
 * finds it in the session. Values pass as given; the kernel decodes every event.
 */
export function providerEvents(provider: ProviderEmitter, locate: Locate, connectorId: string): Observable<AdapterEvent> {
  return new Observable<AdapterEvent>((subscriber) => {
    const listeners: Record<string, (value: unknown) => void> = {
      display_uri: (uri) => subscriber.next({ type: 'displayUri', connectorId, uri } as AdapterEvent),
      accountsChanged: (accounts) => {
        // UniversalProvider strips CAIP-10 down to addresses already; tolerate either form.
        const addresses = asStrings(accounts).map((account) => account.split(':').pop() ?? account)
        const namespace = locate('address', addresses[0] ?? '')
        subscriber.next({
          type: 'accountsChanged',
          connectorId,
          namespace,
          accounts: addresses.map((address) => ({ namespace, address, type: 'eoa' })),
        })
      },
      chainChanged: (chainId) => {
        const known = typeof chainId === 'string' || typeof chainId === 'number'
        const namespace = known ? locate('reference', String(chainId)) : locate('reference', '')
        subscriber.next({
          type: 'chainChanged',
          connectorId,
          namespace,
          chainId: known ? chainIdOf(namespace, String(chainId)) : chainId,
        } as AdapterEvent)
      },
      disconnect: () => subscriber.next({ type: 'disconnect', connectorId }),
    }
    for (const [event, listener] of Object.entries(listeners)) provider.on(event, listener)
    return () => {
      for (const [event, listener] of Object.entries(listeners)) provider.removeListener(event, listener)
    }
  })
}

/** The part of UniversalProvider the session updates are read from: its events and the session it keeps. */
export interface SessionHolder extends ProviderEmitter {
  readonly session?: SessionLike | undefined
}

/**
 * SPEC §3 approvedCaipNetworkIds after the connection: a session_update (the wallet approving a
 * network later, or withdrawing one) names, per served namespace the session still holds, the chains
 * it now approves. UniversalProvider has stored the updated session when it emits the event.
 */
export function sessionUpdates(provider: SessionHolder, served: ReadonlyArray<ChainNamespace>, connectorId: string): Observable<AdapterEvent> {
  return new Observable<AdapterEvent>((subscriber) => {
    const listener = () => {
      const session = provider.session
      if (!session) return
      for (const namespace of served) {
        const approvedCaipNetworkIds = sessionChains(session, namespace).filter(CaipNetworkId.is)
        if (approvedCaipNetworkIds.length > 0) subscriber.next({ type: 'approvedNetworksChanged', connectorId, namespace, approvedCaipNetworkIds })
      }
    }
    provider.on('session_update', listener)
    return () => provider.removeListener('session_update', listener)
  })
}

/** The part of the SDK's JSON-RPC history the adapter listens to: every request it receives is recorded. */
export interface RequestHistory {
  on(event: 'history_created', listener: (record: unknown) => void): void
  off(event: 'history_created', listener: (record: unknown) => void): void
}

const isSessionDelete = (record: unknown, topic: string | undefined): boolean => {
  if (typeof record !== 'object' || record === null || topic === undefined) return false
  const { topic: recordTopic, request } = record as { readonly topic?: unknown; readonly request?: { readonly method?: unknown } }
  return recordTopic === topic && request?.method === 'wc_sessionDelete'
}

/**
 * The wallet ended the session, heard as soon as its request is read. The SDK's own 'disconnect' event
 * comes only after it has unsubscribed from the relay and cleaned its storage, seconds later at
 * times; the page must not show an account that is gone meanwhile. The later event is harmless: the
 * kernel ignores a disconnect of a connector no namespace is on.
 */
export function sessionDeletes(history: RequestHistory, sessionTopic: () => string | undefined, connectorId: string): Observable<AdapterEvent> {
  return new Observable<AdapterEvent>((subscriber) => {
    const listener = (record: unknown) => {
      if (isSessionDelete(record, sessionTopic())) subscriber.next({ type: 'disconnect', connectorId })
    }
    history.on('history_created', listener)
    return () => history.off('history_created', listener)
  })
}
