import { describe, it } from 'vitest'
import { rateLimit } from './rateLimit'
import { createTestScheduler } from '../../test/harness/marbles'

describe('rateLimit (SPEC §9 telemetry error cap: 5 per 60 s)', () => {
  it('§9 telemetry error cap: lets 5 values through in 60 s and drops the rest', () => {
    const ts = createTestScheduler()
    ts.run(({ cold, expectObservable }) => {
      const source = cold('abcdefg|')
      expectObservable(source.pipe(rateLimit(5, 60_000, ts))).toBe('abcde--|')
    })
  })

  it('§9 telemetry error cap: the window slides, each passed value frees its slot 60 s later', () => {
    const ts = createTestScheduler()
    ts.run(({ cold, expectObservable }) => {
      // a..e pass at 0..4 ms and f is refused. At 60 000 ms only a's slot is free again: g passes,
      // h (same frame) does not. At 60 004 ms b's and c's slots are free: i passes.
      const source = cold('abcdef 59994ms (gh) i|')
      const expected = '   abcde- 59994ms g 3ms i|'
      expectObservable(source.pipe(rateLimit(5, 60_000, ts))).toBe(expected)
    })
  })

  it('§9 telemetry error cap: a slot frees exactly 60 s after it was taken, not before', () => {
    const ts = createTestScheduler()
    ts.run(({ cold, expectObservable }) => {
      // (abcde) takes 7 frames, so f is at 59 999 ms (refused) and g at 60 000 ms (passes).
      const source = cold('(abcde) 59992ms fg|')
      expectObservable(source.pipe(rateLimit(5, 60_000, ts))).toBe('(abcde) 59992ms -g|')
    })
  })

  it('counts each subscription on its own', () => {
    const ts = createTestScheduler()
    ts.run(({ cold, expectObservable }) => {
      const limited = cold('abc|').pipe(rateLimit(2, 1_000, ts))
      expectObservable(limited).toBe('ab-|')
      expectObservable(limited).toBe('ab-|')
    })
  })
})
