import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { buildDemo, PREBUILT_DEMO } from '../../demo/prebuilt'

/**
 * The browser project's global setup: the demo's bundles are built once, before any suite starts, and
 * every demo the suites start serves them (the workers inherit the variable that names the folder).
 */
export default async function prebuildDemo(): Promise<() => void> {
  const dir = mkdtempSync(join(tmpdir(), 'airlock-demo-'))
  await buildDemo(dir)
  process.env[PREBUILT_DEMO] = dir
  return () => rmSync(dir, { recursive: true, force: true })
}
