import { describe, expect, it } from 'vitest'
import { filter, ignoreElements, map, of, tap, timer, switchMap, type Observable } from 'rxjs'
import { createService } from './createService'
import { createTestScheduler } from '../../test/harness/marbles'

type Cmd = { type: 'inc' } | { type: 'incLater' }

describe('createService (DESIGN §3 feedback loop)', () => {
  it('reduces commands into a state that replays its latest value', () => {
    const svc = createService<number, Cmd>({ initial: 0, reduce: (s, c) => (c.type === 'inc' ? s + 1 : s) })
    const sub = svc.run$.subscribe()
    svc.dispatch({ type: 'inc' })
    svc.dispatch({ type: 'inc' })
    const seen: number[] = []
    svc.state$.subscribe((v) => seen.push(v)).unsubscribe()
    expect(seen).toEqual([2])
    expect(svc.getState()).toBe(2)
    sub.unsubscribe()
  })

  it('feeds effect output back as commands, on the injected scheduler', () => {
    const ts = createTestScheduler()
    ts.run(({ expectObservable, cold }) => {
      const later = (command$: Observable<Cmd>): Observable<Cmd> =>
        command$.pipe(
          filter((c) => c.type === 'incLater'),
          switchMap(() => timer(10, ts).pipe(map((): Cmd => ({ type: 'inc' })))),
        )
      const svc = createService<number, Cmd>({
        initial: 0,
        reduce: (s, c) => (c.type === 'inc' ? s + 1 : s),
        effects: [later],
        inputs: [cold<Cmd>('-a', { a: { type: 'incLater' } })],
      })
      svc.run$.subscribe()
      expectObservable(svc.state$).toBe('0 10ms 1', { 0: 0, 1: 1 })
    })
  })

  it('effects read the state after the reducer applied the command', () => {
    const seen: number[] = []
    const svc = createService<number, Cmd>({
      initial: 0,
      reduce: (s, c) => (c.type === 'inc' ? s + 1 : s),
      effects: [
        (command$, state$) =>
          command$.pipe(
            switchMap(() => state$.pipe(map((s) => (seen.push(s), s)))),
            filter(() => false),
            map((): Cmd => ({ type: 'inc' })),
          ),
      ],
    })
    const sub = svc.run$.subscribe()
    svc.dispatch({ type: 'inc' })
    expect(seen).toEqual([1])
    sub.unsubscribe()
  })

  it('a command an effect produces the moment the loop starts reaches the effects subscribed after it', () => {
    const seen: string[] = []
    const svc = createService<number, Cmd>({
      initial: 0,
      reduce: (s, c) => (c.type === 'inc' ? s + 1 : s),
      effects: [
        // Answers at once on start, as a wallet that confirms the start-up restore synchronously does.
        () => of<Cmd>({ type: 'incLater' }),
        (command$) => command$.pipe(tap((c) => seen.push(c.type)), ignoreElements()),
      ],
    })
    const sub = svc.run$.subscribe()
    expect(seen).toEqual(['incLater'])
    sub.unsubscribe()
  })
})
