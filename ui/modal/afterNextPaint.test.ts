import { afterEach, describe, expect, it, vi } from 'vitest'
import { afterNextPaint } from './afterNextPaint'

/** A page's frame loop: callbacks queued for the next frame, run when the test paints one. */
function frames() {
  const waiting = new Map<number, FrameRequestCallback>()
  let next = 0
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => (waiting.set(++next, callback), next))
  vi.stubGlobal('cancelAnimationFrame', (id: number) => void waiting.delete(id))
  return {
    paint: () => {
      const due = [...waiting.values()]
      waiting.clear()
      for (const callback of due) callback(0)
    },
  }
}

afterEach(() => {
  vi.unstubAllGlobals()
  vi.useRealTimers()
})

describe('afterNextPaint (the views fetched after the opening has painted)', () => {
  it('runs nothing in the task that asks, nor in the frame itself, but in a task after that frame', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const { paint } = frames()
    const run = vi.fn()
    afterNextPaint(run)
    vi.runAllTimers()
    expect(run).not.toHaveBeenCalled()
    paint()
    expect(run).not.toHaveBeenCalled()
    vi.runAllTimers()
    expect(run).toHaveBeenCalledTimes(1)
  })

  it('runs nothing once cancelled, before the frame or after it (a modal closed at once)', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const { paint } = frames()
    const early = vi.fn()
    afterNextPaint(early)()
    paint()
    vi.runAllTimers()
    const late = vi.fn()
    const cancel = afterNextPaint(late)
    paint()
    cancel()
    vi.runAllTimers()
    expect(early).not.toHaveBeenCalled()
    expect(late).not.toHaveBeenCalled()
  })
})
