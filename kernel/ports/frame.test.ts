import { describe, expect, it } from 'vitest'
import { createFakeFramePort } from './frame'

describe('frame port fake (SPEC §7 embedded frame over postMessage)', () => {
  it('§7 the fake frame: load() emits at the load event; posted messages are kept; the frame can answer', () => {
    const port = createFakeFramePort()
    const events: string[] = []
    port.messages$.subscribe((m) => events.push(`message ${JSON.stringify(m)}`))
    port.load().subscribe({ next: () => events.push('loaded'), complete: () => events.push('load complete') })
    expect(port.loads()).toBe(1)
    port.loaded()
    port.autoAnswer((m) => [{ echo: m }])
    port.post({ hello: 1 })
    port.emit({ spontaneous: true })
    expect(port.posted).toEqual([{ hello: 1 }])
    expect(events).toEqual(['loaded', 'load complete', 'message {"echo":{"hello":1}}', 'message {"spontaneous":true}'])
  })

  it('§8 the fake frame: a failed load errors load(); destroy completes messages and stops posting', () => {
    const port = createFakeFramePort()
    const errors: unknown[] = []
    let completed = false
    port.messages$.subscribe({ complete: () => (completed = true) })
    port.load().subscribe({ error: (e: unknown) => errors.push(e) })
    port.failLoad('boom')
    port.destroy()
    port.post({ late: true })
    expect(errors).toEqual(['boom'])
    expect(completed).toBe(true)
    expect(port.destroyed()).toBe(true)
    expect(port.posted).toEqual([])
  })
})
