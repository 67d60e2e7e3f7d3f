import { Observable } from 'rxjs'
import { decode } from '../../kernel/codec/decode'
import type { ConnectorWithProvider } from '../../kernel/ports/adapter'
import { Eip6963Info, type Eip1193Provider } from './eip1193'

/** Where wallets announce themselves: the page's window in a browser, a plain EventTarget in tests. */
export interface DiscoveryTarget extends EventTarget {
  readonly ethereum?: unknown
}

export const LEGACY_INJECTED_ID = 'injected'
export const LEGACY_INJECTED_NAME = 'Browser Wallet'

function isProvider(value: unknown): value is Eip1193Provider {
  return typeof value === 'object' && value !== null && typeof (value as Eip1193Provider).request === 'function'
}

/**
 * EIP-6963 announced wallets (type ANNOUNCED, id = rdns) and the legacy `window.ethereum` (type
 * INJECTED). Discovery runs while subscribed: it asks wallets to announce, and listens until the
 * subscriber leaves. Each emission is the whole current list.
 */
export function discoverConnectors(target: DiscoveryTarget, options: { readonly eip6963: boolean }): Observable<ReadonlyArray<ConnectorWithProvider>> {
  return new Observable((subscriber) => {
    // A server's global object is no event target: no wallet can announce itself there.
    const listens = typeof (target as Partial<EventTarget>).addEventListener === 'function'
    const announced = new Map<string, ConnectorWithProvider>()
    const legacy = (): ConnectorWithProvider[] =>
      isProvider(target.ethereum)
        ? [{ id: LEGACY_INJECTED_ID, type: 'INJECTED', name: LEGACY_INJECTED_NAME, chain: 'eip155', provider: target.ethereum }]
        : []
    // Wallets answer the request synchronously; gather those answers into the first list.
    let gathering = true
    const publish = () => {
      if (!gathering) subscriber.next([...announced.values(), ...legacy()])
    }

    const onAnnounce = (event: Event): void => {
      const detail = (event as CustomEvent<{ info?: unknown; provider?: unknown }>).detail
      const info = decode(Eip6963Info, detail?.info)
      if (!info.ok || !isProvider(detail?.provider)) return
      announced.set(info.value.rdns, {
        id: info.value.rdns,
        type: 'ANNOUNCED',
        name: info.value.name,
        chain: 'eip155',
        imageUrl: info.value.icon,
        info: { rdns: info.value.rdns },
        provider: detail.provider,
      })
      publish()
    }

    if (options.eip6963 && listens) {
      target.addEventListener('eip6963:announceProvider', onAnnounce)
      target.dispatchEvent(new Event('eip6963:requestProvider'))
    }
    gathering = false
    publish()
    return () => {
      if (listens) target.removeEventListener('eip6963:announceProvider', onAnnounce)
    }
  })
}
