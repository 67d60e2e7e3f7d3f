import { readFile } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'
import { build } from 'esbuild'

const here = (name: string) => fileURLToPath(new URL(name, import.meta.url))

/** The frame as a static site: index.html, main.js, frame.css (config.json is the host's). */
export async function buildFrame(): Promise<Readonly<Record<string, { body: string; type: string }>>> {
  const result = await build({
    entryPoints: [here('./main.ts')],
    bundle: true,
    format: 'esm',
    minify: true,
    target: 'es2022',
    platform: 'browser',
    write: false,
    logLevel: 'silent',
  })
  const main = result.outputFiles[0]?.text
  if (main === undefined) throw new Error('The frame build produced nothing')
  return {
    '/': { body: await readFile(here('./index.html'), 'utf8'), type: 'text/html; charset=utf-8' },
    '/main.js': { body: main, type: 'text/javascript; charset=utf-8' },
    '/frame.css': { body: await readFile(here('./frame.css'), 'utf8'), type: 'text/css; charset=utf-8' },
  }
}
