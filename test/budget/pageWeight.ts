import { readdirSync, readFileSync } from 'node:fs'
import { join, posix } from 'node:path'
import { gzipSync } from 'node:zlib'
import { buildPage, type Bundler } from '../../scripts/buildPage'


/** A built page folder: every .js file by its path relative to the folder (posix separators). */
export function readScripts(dir: string): Map<string, string> {
  const files = new Map<string, string>()
  const walk = (folder: string, prefix: string): void => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      if (entry.isDirectory()) walk(join(folder, entry.name), `${prefix}${entry.name}/`)
      else if (entry.name.endsWith('.js')) files.set(`${prefix}${entry.name}`, readFileSync(join(folder, entry.name), 'utf8'))
    }
  }
  walk(dir, '')
  return files
}

/** Relative specifiers a chunk imports statically (`import … from`, `import '…'`, `export … from`) and dynamically. */
export function importsOf(files: ReadonlyMap<string, string>, file: string): { readonly static: string[]; readonly dynamic: string[] } {
  const code = files.get(file) ?? ''
  const resolve = (spec: string) => posix.normalize(posix.join(posix.dirname(file), spec))
  const statics = [...code.matchAll(/(?:^|[;\n}])\s*(?:import|export)\s*(?:[^'"`();]*?from\s*)?['"`](\.[^'"`]+)['"`]/g)].map((m) => resolve(m[1]!))
  const dynamics = [...code.matchAll(/import\(\s*['"`](\.[^'"`]+)['"`]\s*\)/g)].map((m) => resolve(m[1]!))
  return { static: statics, dynamic: dynamics }
}

/** What the browser must load before the entry runs: the entry and its static imports, transitively. */
export function staticClosure(files: ReadonlyMap<string, string>, entry: string): Set<string> {
  const seen = new Set<string>()
  const queue = [entry]
  while (queue.length) {
    const next = queue.pop()!
    if (seen.has(next) || !files.has(next)) continue
    seen.add(next)
    queue.push(...importsOf(files, next).static)
  }
  return seen
}

export const gzipBytes = (code: string): number => gzipSync(code, { level: 9 }).length

/** Raw and gzip bytes of a set of files (each file gzipped on its own, as a server sends it). */
export function weigh(files: ReadonlyMap<string, string>, names: Iterable<string>): { readonly raw: number; readonly gzip: number } {
  let raw = 0
  let gzip = 0
  for (const name of names) {
    const code = files.get(name) ?? ''
    raw += Buffer.byteLength(code)
    gzip += gzipBytes(code)
  }
  return { raw, gzip }
}

/** An integrator's production build of a bench page: scripts/buildPage.ts, minified (rolldown unless told). */
export function buildProductionPage(
  entry: string,
  outDir: string,
  options: { readonly quiet?: boolean; readonly bundler?: Bundler } = {},
): Promise<void> {
  return buildPage(entry, outDir, { minify: true, ...options })
}
