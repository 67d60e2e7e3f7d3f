import { defer, of, tap, type MonoTypeOperatorFunction, type SchedulerLike } from 'rxjs'
import type * as t from 'io-ts'
import type { Store } from '../storage/createStore'
import type { StorageKeyName, StoredValue } from '../storage/keys'
import type { LoggerPort } from '../ports/logger'
import { decode } from '../codec/decode'

/** The SPEC §3 cache keys; each holds a CacheTable {key: {timestamp, value}}. */
export type CacheTableName = Extract<StorageKeyName, 'balanceCache' | 'portfolioCache' | 'nameCache' | 'identityCache'>

/** What a cache needs from the kernel; a service's own deps usually carry these and can be passed as they are. */
export interface TtlCacheDeps {
  readonly store: Store
  readonly scheduler: SchedulerLike
  readonly logger?: LoggerPort
}

export interface TtlCacheConfig<A> {
  readonly table: CacheTableName
  /** How long an entry is served, in ms (SPEC §9 cache lifetimes). */
  readonly lifetimeMs: number
  /** Values are decoded again on every read: storage is outside input. */
  readonly codec: t.Decoder<unknown, A>
}

/** A table of values by key in one stored cache key, each valid for `lifetimeMs` after it was written. */
export interface TtlCache<A> {
  /** The live value for the key; an expired or corrupt entry is removed and gives undefined. */
  read(key: string): A | undefined
  /** Store with timestamp scheduler.now(); expired entries of the table are pruned on the way. */
  write(key: string, value: A): void
  remove(key: string): void
  clear(): void
}

type Table = StoredValue<'balanceCache'>

export function createTtlCache<A>(deps: TtlCacheDeps, config: TtlCacheConfig<A>): TtlCache<A> {
  const { store, scheduler, logger } = deps
  const { table, lifetimeMs, codec } = config
  // A timestamp in the future (clock moved back) counts as expired, so nothing lives forever.
  const alive = (timestamp: number, now: number): boolean => now >= timestamp && now - timestamp < lifetimeMs
  const load = (): Table => store.read(table) ?? {}
  const save = (entries: Table): void => {
    if (Object.keys(entries).length === 0) store.remove(table)
    else store.write(table, entries)
  }
  const without = (entries: Table, key: string): Table =>
    Object.fromEntries(Object.entries(entries).filter(([k]) => k !== key))

  return {
    read(key) {
      const entries = load()
      const entry = entries[key]
      if (!entry) return undefined
      if (alive(entry.timestamp, scheduler.now())) {
        const decoded = decode(codec, entry.value, `${table}[${key}]`)
        if (decoded.ok) return decoded.value
        logger?.warn(`cache: dropped corrupt ${table} entry`, decoded.error.message)
      }
      save(without(entries, key))
      return undefined
    },
    write(key, value) {
      const now = scheduler.now()
      const live = Object.fromEntries(Object.entries(load()).filter(([, entry]) => alive(entry.timestamp, now)))
      save({ ...live, [key]: { timestamp: now, value } })
    },
    remove(key) {
      save(without(load(), key))
    },
    clear() {
      store.remove(table)
    },
  }
}

/**
 * Serve the key from the cache while it is live; otherwise subscribe to the source and cache each
 * value it gives. The check happens at subscription time, so a retried or repeated call sees the
 * cache as it is then. `refresh` skips the read (a forced update) but still writes.
 */
export function ttlCache<A>(cache: TtlCache<A>, key: string, refresh = false): MonoTypeOperatorFunction<A> {
  return (source) =>
    defer(() => {
      const hit = refresh ? undefined : cache.read(key)
      return hit !== undefined ? of(hit) : source.pipe(tap((value) => cache.write(key, value)))
    })
}
