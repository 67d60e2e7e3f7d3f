import { describe, expect, it } from 'vitest'
import { defer, map, mergeMap, of } from 'rxjs'
import { createNameCache } from './nameCache'
import { createStore } from '../storage/createStore'
import { createMemoryStorage } from '../ports/storage'
import { createRecordingLogger } from '../ports/logger'
import { storageKeys } from '../storage/keys'
import { createTestScheduler } from '../../test/harness/marbles'

describe('name cache (SPEC §3, §9 ENS 5 min)', () => {
  it('§9 cache lifetime ENS 5 min, timestamped per address (§3)', () => {
    const ts = createTestScheduler()
    const storage = createMemoryStorage()
    const names = createNameCache({ store: createStore(storage, createRecordingLogger()), scheduler: ts })
    let lookups = 0
    const resolve = (address: string) => defer(() => of(address === '0xnone' ? null : `${address}-${++lookups}`))
    ts.run(({ cold, expectObservable }) => {
      const reads = cold('a b 299997ms c d', { a: '0xaaa', b: '0xnone', c: '0xaaa', d: '0xaaa' })
      const out = reads.pipe(mergeMap((address) => resolve(address).pipe(names.cached(address), map(String))))
      expectObservable(out).toBe('a b 299997ms c d', { a: '0xaaa-1', b: 'null', c: '0xaaa-1', d: '0xaaa-2' })
    })
    const table = JSON.parse(storage.getItem(storageKeys.nameCache.key)!) as Record<string, { timestamp: number }>
    expect(table['0xaaa']?.timestamp).toBe(300_000)
    expect(table['0xnone']?.timestamp).toBe(1)
  })
})
