import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import type { Page } from 'playwright-core'
import { untilTransitionsEnd } from './demoPage'

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')

/**
 * axe-core's violations under `scope` (the open modal by default), once transitions have ended, so
 * contrast is read on the final frame. axe is evaluated by the driver, so no page CSP stands in its way.
 */
export async function axeViolations(page: Page, scope = '[role="dialog"]'): Promise<ReadonlyArray<string>> {
  await untilTransitionsEnd(page)
  await page.evaluate(axeSource)
  return page.evaluate(async (context) => {
    type Violation = { id: string; help: string; nodes: Array<{ target: unknown }> }
    const axe = (window as unknown as { axe: { run: (context: unknown, options: unknown) => Promise<{ violations: Violation[] }> } }).axe
    const result = await axe.run(context, { resultTypes: ['violations'] })
    return result.violations.map((v) => `${v.id}: ${v.help} → ${JSON.stringify(v.nodes.map((n) => n.target))}`)
  }, scope)
}
