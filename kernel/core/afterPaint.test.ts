import { describe, expect, it } from 'vitest'
import { Subject } from 'rxjs'
import { createStaticPlatform } from '../ports/platform'
import { afterPaint } from './afterPaint'

/** A platform whose paints the test makes happen. */
function painting() {
  const waiting: Array<() => void> = []
  return { platform: createStaticPlatform({ afterPaint: (run) => void waiting.push(run) }), paint: () => waiting.splice(0).forEach((run) => run()) }
}

/** A source passed through afterPaint, and what came out of it. */
function watched(platform: ReturnType<typeof createStaticPlatform>) {
  const source = new Subject<string>()
  const seen: string[] = []
  const sub = afterPaint(platform, source).subscribe((value) => seen.push(value))
  return { source, seen, sub }
}

describe('afterPaint (work an opening starts that its own frame does not show)', () => {
  it('holds a value until the next frame has painted', () => {
    const { platform, paint } = painting()
    const { source, seen, sub } = watched(platform)
    source.next('opened')
    expect(seen).toEqual([])
    paint()
    expect(seen).toEqual(['opened'])
    sub.unsubscribe()
  })

  it('lets a value through at once on a platform that paints nothing (a test, a server)', () => {
    const { source, seen, sub } = watched(createStaticPlatform())
    source.next('opened')
    expect(seen).toEqual(['opened'])
    sub.unsubscribe()
  })

  it('sends nothing after its subscriber has left (a kernel destroyed before the paint)', () => {
    const { platform, paint } = painting()
    const { source, seen, sub } = watched(platform)
    source.next('opened')
    sub.unsubscribe()
    paint()
    expect(seen).toEqual([])
  })
})
