import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { buildProductionPage, readScripts, staticClosure } from '../../test/budget/pageWeight'
import type { Bundler } from '../../scripts/buildPage'
import { benchRoot, type Contender } from './contenders'

export const buildRoot = join(benchRoot, '.build')

/**
 * The page's own tags, as the integrator's bundler writes them into the HTML. Vite's production build
 * (rolldown) puts the entry script first, then a `<link rel="modulepreload">` for every chunk the entry
 * imports statically, then the stylesheet; Next.js (webpack) preloads each of the page's initial
 * chunks ahead of its entry. Either way the browser fetches the chunks with the entry, not after
 * parsing it. Vite's dev server (esbuild) writes the entry script alone.
 */
function pageTags(out: string, bundler: Bundler): string {
  const entry = '<script type="module" src="/main.js"></script>'
  const styles = existsSync(join(out, 'styles.css')) ? ['<link rel="stylesheet" href="/styles.css" />'] : []
  if (bundler === 'esbuild') return [...styles, entry].join('\n    ')
  const chunks = [...staticClosure(readScripts(out), 'main.js')].filter((file) => file !== 'main.js').sort()
  const preloads = chunks.map((file) => `<link rel="modulepreload" href="/${file}" />`)
  const tags = bundler === 'rolldown' ? [entry, ...preloads, ...styles] : [...styles, ...preloads, entry]
  return tags.join('\n    ')
}

/**
 * The probe and the test wallet, inline: the wallet stands for a browser extension, which injects its
 * script with no request of its own, and the probe is the bench's instrument. As files they would take
 * two of the six connections a browser opens to one host, and hold the page's own chunks back.
 */
function harnessTags(shared: string): string {
  return ['probe.js', 'wallet.js'].map((file) => `<script>\n${readFileSync(join(shared, file), 'utf8')}</script>`).join('\n    ')
}

/**
 * Builds one contender's page into bench/.build/<id>: the same bundler and settings for all peers
 * (scripts/buildPage.ts's rolldown, minified; Airlock and the floor also under esbuild and webpack), plus the shared index.html with the probe and the test wallet inline.
 */
export async function buildContender(contender: Contender): Promise<string> {
  const out = join(buildRoot, contender.id)
  rmSync(out, { recursive: true, force: true })
  await buildProductionPage(join(benchRoot, 'pages', contender.page ?? contender.id, 'main.tsx'), out, {
    quiet: true,
    ...(contender.bundler ? { bundler: contender.bundler } : {}),
  })
  const shared = join(benchRoot, 'pages/shared')
  const html = readFileSync(join(shared, 'index.html'), 'utf8')
    .replace('__BUTTON__', contender.button)
    .replace('__NAME__', contender.label)
    .replace('<!--harness-->', () => harnessTags(shared))
    .replace('<!--page-->', pageTags(out, contender.bundler ?? 'rolldown'))
  writeFileSync(join(out, 'index.html'), html)
  return out
}
