import * as t from 'io-ts'
import type { MonoTypeOperatorFunction, SchedulerLike } from 'rxjs'
import type { Store } from '../storage/createStore'
import type { LoggerPort } from '../ports/logger'
import { createTtlCache, ttlCache } from '../operators/ttlCache'
import { NAME_CACHE_MS } from './constants'

/** A resolved name, or null when the address has none (remembered too, so it is not asked again). */
export const CachedName = t.union([t.string, t.null], 'CachedName')
export type CachedName = t.TypeOf<typeof CachedName>

export interface NameCache {
  /** Wrap a name lookup (ENS reverse resolution, profile reverse call): cached 5 min per address. */
  cached(address: string): MonoTypeOperatorFunction<CachedName>
  forget(address: string): void
}

/** SPEC §3/§9 name cache: ENS names timestamped per address, 5 min. */
export function createNameCache(deps: {
  readonly store: Store
  readonly scheduler: SchedulerLike
  readonly logger?: LoggerPort
}): NameCache {
  const cache = createTtlCache(deps, { table: 'nameCache', lifetimeMs: NAME_CACHE_MS, codec: CachedName })
  return {
    cached: (address) => ttlCache(cache, address.toLowerCase()),
    forget: (address) => cache.remove(address.toLowerCase()),
  }
}
