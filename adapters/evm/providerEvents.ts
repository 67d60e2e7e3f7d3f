import { Observable } from 'rxjs'
import type { AdapterEvent } from '../../kernel/ports/adapter'
import type { Eip1193Provider } from './eip1193'

const asAccounts = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((a): a is string => typeof a === 'string') : []

/**
 * A provider's EIP-1193 events as adapter events of its connector, listening only while subscribed. Values are
 * passed on as the wallet gave them: the kernel decodes every event.
 */
export function providerEvents(provider: Eip1193Provider, connectorId: string): Observable<AdapterEvent> {
  return new Observable<AdapterEvent>((subscriber) => {
    const onAccounts = (accounts: unknown) =>
      subscriber.next({
        type: 'accountsChanged',
        connectorId,
        accounts: asAccounts(accounts).map((address) => ({ namespace: 'eip155', address, type: 'eoa' })),
      })
    const onChain = (chainId: unknown) => subscriber.next({ type: 'chainChanged', connectorId, chainId } as AdapterEvent)
    const onDisconnect = () => subscriber.next({ type: 'disconnect', connectorId })
    provider.on?.('accountsChanged', onAccounts)
    provider.on?.('chainChanged', onChain)
    provider.on?.('disconnect', onDisconnect)
    return () => {
      provider.removeListener?.('accountsChanged', onAccounts)
      provider.removeListener?.('chainChanged', onChain)
      provider.removeListener?.('disconnect', onDisconnect)
    }
  })
}
