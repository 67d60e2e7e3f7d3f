import type { Page } from 'playwright-core'

/** Wall-clock milliseconds with sub-millisecond precision: the same expression the page's probes use. */
export const wallClock = (): number => performance.timeOrigin + performance.now()

export interface ClockOffset {
  /** Page clock − this process's clock (ms): subtract it from a page time to get a Node time. */
  readonly offsetMs: number
  /** Half the fastest round trip: the offset is right to within this. */
  readonly uncertaintyMs: number
}

/**
 * NTP-style calibration of the page's clock against this process's: both read the machine's clock,
 * but Chromium and Node each anchor `timeOrigin` once and then run on a monotonic clock, so the two
 * may differ by a few ms. Of `samples` round trips the fastest bounds the error best.
 */
export async function calibrate(page: Page, samples = 15): Promise<ClockOffset> {
  let best: ClockOffset = { offsetMs: 0, uncertaintyMs: Number.POSITIVE_INFINITY }
  for (let i = 0; i < samples; i++) {
    const sent = wallClock()
    const pageTime = await page.evaluate(() => performance.timeOrigin + performance.now())
    const received = wallClock()
    const half = (received - sent) / 2
    if (half < best.uncertaintyMs) best = { offsetMs: pageTime - (sent + half), uncertaintyMs: half }
  }
  return best
}
