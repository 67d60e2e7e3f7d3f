import * as t from 'io-ts'
import type { MonoTypeOperatorFunction, SchedulerLike } from 'rxjs'
import type { Store } from '../storage/createStore'
import type { LoggerPort } from '../ports/logger'
import type { CaipAddress } from '../codec/primitives'
import { createTtlCache, ttlCache } from '../operators/ttlCache'
import { NATIVE_BALANCE_CACHE_MS } from './constants'

/** An account's native-coin balance as an adapter reports it (decimal text and the coin's symbol). */
export const NativeBalance = /* @__PURE__ */ t.type({ balance: t.string, symbol: t.string }, 'NativeBalance')
export type NativeBalance = t.TypeOf<typeof NativeBalance>

export interface NativeBalanceCache {
  /** Wrap an adapter's balance call: served from the balance cache for 30 s per CAIP address (SPEC §9). */
  cached(caipAddress: CaipAddress, refresh?: boolean): MonoTypeOperatorFunction<NativeBalance>
  /** Forget one address (after a send, SPEC §4 "the balance for that chain is refreshed"). */
  forget(caipAddress: CaipAddress): void
}

export function createNativeBalanceCache(deps: {
  readonly store: Store
  readonly scheduler: SchedulerLike
  readonly logger?: LoggerPort
}): NativeBalanceCache {
  const cache = createTtlCache(deps, { table: 'balanceCache', lifetimeMs: NATIVE_BALANCE_CACHE_MS, codec: NativeBalance })
  return {
    cached: (caipAddress, refresh = false) => ttlCache(cache, caipAddress, refresh),
    forget: (caipAddress) => cache.remove(caipAddress),
  }
}
