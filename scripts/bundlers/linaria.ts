import { existsSync, statSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
// @ts-expect-error: a plain .mjs build helper without type declarations.
import { airlockStyles, layerOf, layerOrder } from '../../ui/build/cssPlugin.mjs'

/**
 * The library build's linaria extraction (ui/build/cssPlugin.mjs, wyw-in-js) for bundlers that do not
 * run rollup plugins (esbuild, webpack): a module that uses `css` comes back with its class names in
 * place of the template literals, and its rules are kept for styles.css. Results are cached for the
 * process, so several bundlers building the same pages pay for the extraction once.
 */
export interface LinariaTransformer {
  /** The module's code with linaria's `css` replaced, or `undefined` when it does not use linaria. */
  readonly transform: (code: string, id: string) => Promise<string | undefined>
  /** styles.css for every module transformed so far, in the library build's layers and order. */
  readonly stylesheet: () => string
}

interface RollupLikePlugin {
  readonly load: (id: string) => string | undefined
  readonly transform: (this: unknown, code: string, id: string) => Promise<{ readonly code: string } | null | undefined>
}

const extensions = ['', '.ts', '.tsx', '.js', '.mjs', '/index.ts', '/index.tsx']

/** A relative import as the project writes them (no extension); packages are left to node's resolution. */
function resolveRelative(source: string, importer: string | undefined): { readonly id: string; readonly external?: boolean } | null {
  if (!source.startsWith('.') || !importer) return { id: source, external: true }
  const base = resolve(dirname(importer), source)
  for (const extension of extensions) {
    const candidate = `${base}${extension}`
    if (existsSync(candidate) && statSync(candidate).isFile()) return { id: candidate }
  }
  return null
}

const cache = new Map<string, Promise<{ readonly code: string | undefined; readonly css?: { readonly file: string; readonly text: string } }>>()
const sheets = new Map<string, string>()

export function linariaTransformer(): LinariaTransformer {
  const [, extractor] = airlockStyles({}) as [unknown, RollupLikePlugin]
  const context = { resolve: async (source: string, importer?: string) => resolveRelative(source, importer), warn: () => undefined }
  return {
    transform: async (code, id) => {
      if (!/[\\/]ui[\\/].*\.tsx?$/.test(id) || /\.test\.tsx?$/.test(id) || !code.includes('@linaria/core')) return undefined
      const key = `${id}\0${code}`
      let pending = cache.get(key)
      if (!pending) {
        pending = extractor.transform.call(context, code, id).then((result) => {
          if (!result) return { code: undefined }
          // The extractor imports the module's rules as a virtual .css file; the sheet is kept here instead.
          const cssImport = /\nimport ("[^"]+\.css");\n?$/.exec(result.code)
          if (!cssImport) return { code: result.code }
          const file = JSON.parse(cssImport[1]!) as string
          return {
            code: result.code.slice(0, cssImport.index),
            css: { file, text: `@layer ${layerOf(file) as string}{${extractor.load(file) ?? ''}}` },
          }
        })
        cache.set(key, pending)
      }
      const { code: out, css } = await pending
      if (css) sheets.set(css.file, css.text)
      return out
    },
    stylesheet: () => [layerOrder as string, ...[...sheets.keys()].sort().map((key) => sheets.get(key))].join('\n') + '\n',
  }
}
