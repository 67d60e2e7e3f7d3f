import { describe, expect, it } from 'vitest'
import * as t from 'io-ts'
import { defer, map, mergeMap, of } from 'rxjs'
import { createTestScheduler } from '../../test/harness/marbles'
import { createMemoryStorage } from '../ports/storage'
import { createRecordingLogger } from '../ports/logger'
import { createStore } from '../storage/createStore'
import { storageKeys } from '../storage/keys'
import { createTtlCache, ttlCache } from './ttlCache'

const Price = t.type({ usd: t.number })

function setup(lifetimeMs = 30_000) {
  const ts = createTestScheduler()
  const storage = createMemoryStorage()
  const logger = createRecordingLogger()
  const store = createStore(storage, logger)
  const cache = createTtlCache({ store, scheduler: ts, logger }, { table: 'portfolioCache', lifetimeMs, codec: Price })
  let calls = 0
  const source = defer(() => of({ usd: ++calls }))
  return { ts, storage, logger, store, cache, source, calls: () => calls }
}

describe('ttlCache (SPEC §9 cache lifetimes)', () => {
  it('§9 cache lifetime 30 s: served from cache before 30 s, fetched again at 30 s', () => {
    const { ts, cache, source, calls } = setup()
    ts.run(({ cold, expectObservable }) => {
      // Readers at 0 (fetch), 29 999 ms (cached) and 30 000 ms (expired: fetched again).
      const reads = cold('a 29998ms bc')
      const read$ = reads.pipe(mergeMap(() => source.pipe(ttlCache(cache, 'eip155:1:0xabc'), map((v) => v.usd))))
      expectObservable(read$).toBe('a 29998ms bc', { a: 1, b: 1, c: 2 })
    })
    expect(calls()).toBe(2)
  })

  it('§9 cache lifetime: entries are timestamped with scheduler.now() and expire after the lifetime', () => {
    const { ts, cache, source, storage } = setup()
    ts.run(({ cold, expectObservable }) => {
      // 0: fetch #1; 29 999: cached; 30 001: expired → fetch #2; 60 001: 30 s after #2 → fetch #3.
      const reads = cold('a 29998ms b 1ms c 29999ms d')
      const read$ = reads.pipe(mergeMap(() => source.pipe(ttlCache(cache, 'k'), map((v) => v.usd))))
      expectObservable(read$).toBe('a 29998ms b 1ms c 29999ms d', { a: 1, b: 1, c: 2, d: 3 })
    })
    const stored = JSON.parse(storage.getItem(storageKeys.portfolioCache.key)!) as Record<string, unknown>
    expect(stored).toEqual({ k: { timestamp: 60_001, value: { usd: 3 } } })
  })

  it('§3 caches are decoded again on read: a corrupt entry is dropped and fetched again', () => {
    const { cache, source, storage, logger, calls } = setup()
    storage.setItem(storageKeys.portfolioCache.key, JSON.stringify({ k: { timestamp: 0, value: { usd: 'lots' } } }))
    const values: unknown[] = []
    source.pipe(ttlCache(cache, 'k')).subscribe((v) => values.push(v))
    expect(values).toEqual([{ usd: 1 }])
    expect(calls()).toBe(1)
    expect(logger.entries.some((e) => e.message.includes('corrupt portfolioCache'))).toBe(true)
  })

  it('§3 a cache table that is not a table at all is dropped and the value fetched', () => {
    const { cache, source, storage } = setup()
    storage.setItem(storageKeys.portfolioCache.key, '"garbage"')
    const values: unknown[] = []
    source.pipe(ttlCache(cache, 'k')).subscribe((v) => values.push(v))
    expect(values).toEqual([{ usd: 1 }])
  })

  it('§9 cache lifetime: an entry stamped in the future (clock moved back) is treated as expired', () => {
    const { cache, storage } = setup()
    storage.setItem(storageKeys.portfolioCache.key, JSON.stringify({ k: { timestamp: 5_000, value: { usd: 9 } } }))
    expect(cache.read('k')).toBeUndefined()
    expect(storage.getItem(storageKeys.portfolioCache.key)).toBeNull()
  })

  it('keys are independent; writing prunes expired entries; refresh skips the read but writes', () => {
    const { ts, cache, storage } = setup(1000)
    ts.run(({ cold, expectObservable }) => {
      const steps = cold('a 998ms b 1ms c').pipe(
        map((step) => {
          if (step === 'a') cache.write('old', { usd: 1 })
          if (step === 'b') cache.write('new', { usd: 2 })
          return [cache.read('old')?.usd, cache.read('new')?.usd]
        }),
      )
      expectObservable(steps).toBe('a 998ms b 1ms c', {
        a: [1, undefined],
        b: [1, 2],
        c: [undefined, 2],
      })
    })
    const values: unknown[] = []
    of({ usd: 3 })
      .pipe(ttlCache(cache, 'new', true))
      .subscribe((v) => values.push(v))
    expect(values).toEqual([{ usd: 3 }])
    expect(Object.keys(JSON.parse(storage.getItem(storageKeys.portfolioCache.key)!) as object)).toEqual(['new'])
    cache.clear()
    expect(storage.getItem(storageKeys.portfolioCache.key)).toBeNull()
  })
})
