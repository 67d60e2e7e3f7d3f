import { describe, expect, it } from 'vitest'
import { BehaviorSubject, combineLatest, queueScheduler } from 'rxjs'
import { whenSettled } from './whenSettled'

describe('whenSettled (DESIGN §3 glitch-free snapshots)', () => {
  it('emits once per queue flush, with the values the whole cascade left', () => {
    const a = new BehaviorSubject(0)
    const b = new BehaviorSubject(0)
    const seen: Array<[number, number]> = []
    const sub = combineLatest([a, b]).pipe(whenSettled()).subscribe((v) => seen.push(v))
    expect(seen).toEqual([[0, 0]])
    queueScheduler.schedule(() => {
      a.next(1)
      // A command the first one caused, queued behind it, as effects' answers are.
      queueScheduler.schedule(() => {
        b.next(1)
        queueScheduler.schedule(() => a.next(2))
      })
    })
    expect(seen).toEqual([[0, 0], [2, 1]])
    sub.unsubscribe()
  })

  it('emits at once outside a flush', () => {
    const a = new BehaviorSubject(0)
    const seen: number[] = []
    const sub = a.pipe(whenSettled()).subscribe((v) => seen.push(v))
    a.next(1)
    a.next(2)
    expect(seen).toEqual([0, 1, 2])
    sub.unsubscribe()
  })

  it('a value left waiting is dropped when unsubscribed mid-flush', () => {
    const a = new BehaviorSubject(0)
    const seen: number[] = []
    const sub = a.pipe(whenSettled()).subscribe((v) => seen.push(v))
    queueScheduler.schedule(() => {
      a.next(1)
      sub.unsubscribe()
    })
    expect(seen).toEqual([0])
  })
})
