import type { Page } from 'playwright-core'

/**
 * Wait until no transition runs on the page (endless ones, such as spinners, aside): contrast is read
 * on the final frame, and a view that just came in resizes the modal, which moves its header, so a
 * click aimed during that lands where it was.
 */
export async function untilTransitionsEnd(page: Page): Promise<void> {
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity))
}
