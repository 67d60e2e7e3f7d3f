import { mkdirSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { rolldown } from 'rolldown'
// @ts-expect-error: a plain .mjs build helper without type declarations.
import { airlockStyles } from '../ui/build/cssPlugin.mjs'

const root = fileURLToPath(new URL('../', import.meta.url))

/**
 * Bundles a page that uses Airlock (its entry module and lazy chunks, plus the extracted
 * styles.css) into `outDir`, the way an integrator's bundler would: rolldown reads CommonJS (react)
 * without a plugin, and the linaria extraction is the library build's own plugin.
 */
export interface BuildPageOptions {
  /** Minify as an integrator's production build does (the bench and the weight budget). */
  readonly minify?: boolean
  /** Silence bundling warnings (the peers' "use client" directives); the output is the same. */
  readonly quiet?: boolean
  /** Module names resolved to files (a page importing `airlock/react` built from the sources). */
  readonly alias?: Readonly<Record<string, string>>
  /**
   * The bundler, with the settings integrators get from it: rolldown (Vite's production build, the
   * default), esbuild (Vite's dev server; bundle, ESM, splitting, es2022) or webpack (Next.js:
   * production mode, ESM chunks, `splitChunks: all`).
   */
  readonly bundler?: Bundler
}

export type Bundler = 'rolldown' | 'esbuild' | 'webpack'

export const bundlers: ReadonlyArray<Bundler> = ['rolldown', 'esbuild', 'webpack']

export async function buildPage(entry: string, outDir: string, options: BuildPageOptions = {}): Promise<void> {
  mkdirSync(outDir, { recursive: true })
  const settings = { minify: options.minify ?? false, quiet: options.quiet ?? false }
  // Loaded only when asked: the demo and the browser tests build with rolldown alone.
  if (options.bundler === 'esbuild') return (await import('./bundlers/esbuildPage')).buildWithEsbuild(entry, outDir, settings)
  if (options.bundler === 'webpack') return (await import('./bundlers/webpackPage')).buildWithWebpack(entry, outDir, settings)
  const bundle = await rolldown({
    input: { main: entry },
    cwd: root,
    platform: 'browser',
    ...(options.alias ? { resolve: { alias: { ...options.alias } } } : {}),
    plugins: [...(airlockStyles({ fileName: 'styles.css' }) as never[])],
    transform: { define: { 'process.env.NODE_ENV': '"production"' }, jsx: { runtime: 'automatic' } },
    logLevel: options.quiet ? 'silent' : 'warn',
    checks: { pluginTimings: false },
  })
  await bundle.write({
    dir: outDir,
    format: 'es',
    entryFileNames: '[name].js',
    chunkFileNames: 'chunks/[name]-[hash].js',
    minify: options.minify ?? false,
  })
  await bundle.close()
}
