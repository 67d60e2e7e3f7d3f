import type { SchedulerLike } from 'rxjs'
import type { Network } from '../codec/network'
import type { ChainNamespace } from '../codec/primitives'
import { asAdapter, type Adapter } from './adapter'
import type { LoggerPort } from './logger'
import type { StoragePort } from './storage'
import type { ResolvedOptions } from '../options/types'

/** What the kernel gives each adapter it starts (DESIGN §5, as wagmi's createConnector receives its config). */
export interface AdapterHost {
  /** The kernel's clock: every timer of an adapter runs on it. */
  readonly scheduler: SchedulerLike
  readonly logger: LoggerPort
  /** Storage for the adapter's own keys, under a prefix of its own. */
  readonly storage: StoragePort
  readonly projectId: string
  readonly endpoints: { readonly apiUrl: string; readonly catalogueUrl: string; readonly relayUrl: string; readonly frameUrl: string }
  /** The app as wallets show it. */
  readonly metadata: ResolvedOptions['metadata']
  /** The networks the app offers, every namespace of them. */
  readonly networks: ReadonlyArray<Network>
}

/**
 * What `options.adapters` lists: a description of an adapter, started by the kernel with its host.
 * `namespaces` is read before the start (options, chain entries).
 */
export interface AdapterFactory {
  readonly namespaces: ReadonlyArray<ChainNamespace>
  /** A short name for the adapter's storage prefix and logs ('evm', 'walletconnect'). */
  readonly id: string
  readonly create: (host: AdapterHost) => Adapter
}

/** Keys under `prefix`, so an adapter never reads or clobbers the kernel's or another adapter's. */
export function scopedStorage(storage: StoragePort, prefix: string): StoragePort {
  return {
    getItem: (key) => storage.getItem(prefix + key),
    setItem: (key, value) => storage.setItem(prefix + key, value),
    removeItem: (key) => storage.removeItem(prefix + key),
  }
}

/**
 * Starts every adapter the options list, each with its own scoped storage; `destroy` ends them all
 * (their timers, listeners and sockets). A factory that is not one, or an adapter that lacks the
 * contract, fails here with a clear message.
 */
export function startAdapters(
  factories: ReadonlyArray<AdapterFactory>,
  host: Omit<AdapterHost, 'storage'> & { readonly storage: StoragePort },
): { readonly adapters: ReadonlyArray<Adapter>; readonly destroy: () => void } {
  const adapters = factories.map((factory, index) =>
    asAdapter(factory.create({ ...host, storage: scopedStorage(host.storage, `airlock:adapter:${factory.id}:`) }), index),
  )
  return {
    adapters,
    destroy: () => {
      for (const adapter of adapters) {
        try {
          adapter.destroy()
        } catch (error) {
          host.logger.warn('an adapter failed to end', error)
        }
      }
    },
  }
}
