import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { buildPage } from '../scripts/buildPage'

const here = fileURLToPath(new URL('./', import.meta.url))

/**
 * The environment variable that names a folder holding the demo's bundles, built once for a whole
 * test run: every browser suite starts its own demo, and bundling the same sources again for each one
 * cost minutes of the suite's two cores.
 */
export const PREBUILT_DEMO = 'AIRLOCK_PREBUILT_DEMO'

/** The folder of bundles this process was given, or undefined to bundle as the demo starts. */
export function prebuiltDemo(): string | undefined {
  const dir = process.env[PREBUILT_DEMO]
  return dir === undefined || dir === '' ? undefined : dir
}

/** The dapp page's bundle, written to `outDir` (what `startDemo` serves). */
export const buildDemoPage = (outDir: string): Promise<void> => buildPage(join(here, 'main.tsx'), outDir)

/** The wallet page's bundle, written to `outDir` (what /wallet/ serves). */
export const buildWalletPage = (outDir: string): Promise<void> => buildPage(join(here, 'wallet/main.tsx'), outDir)

/** Both bundles, laid out as `startDemo` reads them: the page at the top, the wallet page in wallet/. */
export async function buildDemo(outDir: string): Promise<void> {
  await Promise.all([buildDemoPage(outDir), buildWalletPage(join(outDir, 'wallet'))])
}
