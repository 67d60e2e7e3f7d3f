import { copyFileSync, writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { buildPage as bundlePage } from '../../scripts/buildPage'

const here = fileURLToPath(new URL('./page/', import.meta.url))

/**
 * Builds the browser-suite page (ui/ + the mock adapter + fixture APIs) into `outDir`: main.js with
 * its lazy chunks, styles.css from linaria, index.html — bundled like the demo and the bench pages.
 */
export async function buildPage(outDir: string): Promise<void> {
  await bundlePage(`${here}main.tsx`, outDir)
  copyFileSync(`${here}index.html`, `${outDir}/index.html`)
  copyFileSync(`${here}page.css`, `${outDir}/page.css`)
  writeFileSync(`${outDir}/.built`, new Date().toISOString())
}
