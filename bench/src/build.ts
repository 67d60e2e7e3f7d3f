import { copyFileSync, existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { buildProductionPage, readScripts, staticClosure } from '../../test/budget/pageWeight'
import { benchRoot, type Contender } from './contenders'

export const buildRoot = join(benchRoot, '.build')

/**
 * What the integrator's HTML says about the entry's chunks. Vite's production build (rolldown) puts a
 * `<link rel="modulepreload">` in the page for every chunk the entry imports statically, and Next.js
 * (webpack) a script tag for each of the page's initial chunks: either way the browser fetches them
 * with the entry, not after parsing it. Vite's dev server (esbuild) says nothing.
 */
function preloadLinks(out: string, bundler: 'rolldown' | 'esbuild' | 'webpack'): string {
  if (bundler === 'esbuild') return ''
  const chunks = [...staticClosure(readScripts(out), 'main.js')].filter((file) => file !== 'main.js').sort()
  return chunks.map((file) => `<link rel="modulepreload" href="/${file}" />`).join('\n    ')
}

/**
 * Builds one contender's page into bench/.build/<id>: the same bundler and settings for all peers
 * (scripts/buildPage.ts's rolldown, minified; Airlock and the floor also under esbuild and webpack), plus the shared index.html, probe and test wallet.
 */
export async function buildContender(contender: Contender): Promise<string> {
  const out = join(buildRoot, contender.id)
  rmSync(out, { recursive: true, force: true })
  await buildProductionPage(join(benchRoot, 'pages', contender.page ?? contender.id, 'main.tsx'), out, {
    quiet: true,
    ...(contender.bundler ? { bundler: contender.bundler } : {}),
  })
  const shared = join(benchRoot, 'pages/shared')
  // The extracted stylesheet (Airlock's linaria CSS) when the build emitted one.
  const styles = existsSync(join(out, 'styles.css')) ? '<link rel="stylesheet" href="/styles.css" />' : ''
  const html = readFileSync(join(shared, 'index.html'), 'utf8')
    .replace('__BUTTON__', contender.button)
    .replace('__NAME__', contender.label)
    .replace('<!--styles-->', styles)
    .replace('<!--preload-->', preloadLinks(out, contender.bundler ?? 'rolldown'))
  writeFileSync(join(out, 'index.html'), html)
  copyFileSync(join(shared, 'probe.js'), join(out, 'probe.js'))
  copyFileSync(join(shared, 'wallet.js'), join(out, 'wallet.js'))
  return out
}
