import { Subject, firstValueFrom, map, type Observable } from 'rxjs'
import { describe, expect, it, vi } from 'vitest'
import { createRecordingLogger } from '../ports/logger'
import { createService, emit, handleOf, type ServiceHandle } from './createService'
import { lazyService } from './lazyService'

interface Counter extends ServiceHandle<ReadonlyArray<string>> {
  add(item: string): void
  readonly added$: Observable<string>
}

/** A small service: a list that grows by command and says what it added. */
function createCounter(): Counter {
  const service = createService<ReadonlyArray<string>, { readonly type: 'add'; readonly item: string }, string>({
    initial: [],
    reduce: (state, command) => [...state, command.item],
    effects: [(command$) => command$.pipe(map((command) => emit(command.item)))],
  })
  return { ...handleOf(service), add: (item) => service.dispatch({ type: 'add', item }), added$: service.output$ }
}

describe('lazyService (DESIGN §3 services, loaded on first need)', () => {
  it('shows the initial state until loaded; commands given before run in order once the code has arrived', async () => {
    const need = new Subject<void>()
    const load = vi.fn(async () => createCounter())
    const lazy = lazyService({ name: 'counter', initial: [] as ReadonlyArray<string>, load, need$: need, logger: createRecordingLogger() })
    const running = lazy.run$.subscribe()
    expect(load).not.toHaveBeenCalled()
    lazy.call((s) => s.add('a'))
    lazy.call((s) => s.add('b'))
    expect(lazy.getState()).toEqual([])
    await vi.waitFor(() => expect(lazy.getState()).toEqual(['a', 'b']))
    expect(load).toHaveBeenCalledTimes(1)
    // Loaded: a command now applies at once.
    lazy.call((s) => s.add('c'))
    expect(lazy.getState()).toEqual(['a', 'b', 'c'])
    need.next()
    expect(load).toHaveBeenCalledTimes(1)
    running.unsubscribe()
  })

  it('starts loading at the first need, before any command; its outputs reach those who listened before', async () => {
    const need = new Subject<void>()
    const load = vi.fn(async () => createCounter())
    const lazy = lazyService({ name: 'counter', initial: [] as ReadonlyArray<string>, load, need$: need, logger: createRecordingLogger() })
    const running = lazy.run$.subscribe()
    const added = firstValueFrom(lazy.output((s) => s.added$))
    need.next()
    expect(load).toHaveBeenCalledTimes(1)
    lazy.call((s) => s.add('x'))
    await expect(added).resolves.toBe('x')
    running.unsubscribe()
  })

  it('a command that only undoes fetches no code while the service was given nothing, and waits in order once it was', async () => {
    const load = vi.fn(async () => createCounter())
    const lazy = lazyService({ name: 'counter', initial: [] as ReadonlyArray<string>, load, need$: new Subject<void>(), logger: createRecordingLogger() })
    const running = lazy.run$.subscribe()
    lazy.undo((s) => s.add('undone'))
    expect(load).not.toHaveBeenCalled()
    lazy.call((s) => s.add('a'))
    lazy.undo((s) => s.add('b'))
    await vi.waitFor(() => expect(lazy.getState()).toEqual(['a', 'b']))
    lazy.undo((s) => s.add('c'))
    expect(lazy.getState()).toEqual(['a', 'b', 'c'])
    expect(load).toHaveBeenCalledTimes(1)
    running.unsubscribe()
  })

  it('a failed fetch is logged and tried again at the next command', async () => {
    const logger = createRecordingLogger()
    let attempts = 0
    const load = async () => {
      attempts += 1
      if (attempts === 1) throw new Error('offline')
      return createCounter()
    }
    const lazy = lazyService({ name: 'counter', initial: [] as ReadonlyArray<string>, load, need$: new Subject<void>(), logger })
    const running = lazy.run$.subscribe()
    lazy.call((s) => s.add('a'))
    await vi.waitFor(() => expect(logger.entries.map((e) => e.message)).toContain('kernel: the counter service could not be loaded'))
    expect(lazy.getState()).toEqual([])
    lazy.call((s) => s.add('b'))
    await vi.waitFor(() => expect(lazy.getState()).toEqual(['a', 'b']))
    running.unsubscribe()
  })
})
