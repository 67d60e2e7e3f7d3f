import { describe, it } from 'vitest'
import { createTestScheduler } from '../../test/harness/marbles'
import { preloadImage } from './preloadImage'

describe('image preload (SPEC §5)', () => {
  it('§5 image preload: an image that loads in time gives true when it loads', () => {
    const ts = createTestScheduler()
    ts.run(({ cold, expectObservable }) => {
      const loader = () => cold<void>('1999ms |')
      expectObservable(preloadImage(loader, 'https://img/a.png', ts)).toBe('1999ms (a|)', { a: true })
    })
  })

  it('§5 image preload gives up after 2 seconds', () => {
    const ts = createTestScheduler()
    ts.run(({ cold, expectObservable, expectSubscriptions }) => {
      const load = cold<void>('5000ms |')
      expectObservable(preloadImage(() => load, 'https://img/slow.png', ts)).toBe('2000ms (a|)', { a: false })
      expectSubscriptions(load.subscriptions).toBe('^ 1999ms !')
    })
  })

  it('§5 image preload: a failed load gives false at once, never an error', () => {
    const ts = createTestScheduler()
    ts.run(({ cold, expectObservable }) => {
      const loader = () => cold<void>('10ms #')
      expectObservable(preloadImage(loader, 'https://img/broken.png', ts)).toBe('10ms (a|)', { a: false })
    })
  })
})
