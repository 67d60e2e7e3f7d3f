import { describe, it } from 'vitest'
import { createTestScheduler } from '../../test/harness/marbles'
import { expireAfter } from './expireAfter'

describe('expireAfter (lifetimes such as SPEC §4 pairing validity)', () => {
  it('§4 a value is replaced by its expired form once its lifetime passes', () => {
    const ts = createTestScheduler()
    ts.run(({ cold, expectObservable }) => {
      const source = cold('a', { a: 'uri' })
      const out = source.pipe(expireAfter(() => 230_000, () => 'expired', ts))
      expectObservable(out).toBe('a 229999ms b', { a: 'uri', b: 'expired' })
    })
  })

  it('§4 a newer value restarts the lifetime; an unbounded value never expires', () => {
    const ts = createTestScheduler()
    ts.run(({ cold, expectObservable }) => {
      const source = cold('a 5ms b 20ms c', { a: 1, b: 2, c: 0 })
      const out = source.pipe(
        expireAfter(
          (v) => (v === 0 ? undefined : 10),
          (v) => -v,
          ts,
        ),
      )
      expectObservable(out).toBe('a 5ms b 9ms x 10ms c', { a: 1, b: 2, x: -2, c: 0 })
    })
  })
})
