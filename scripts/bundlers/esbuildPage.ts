import { readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { build, type Plugin } from 'esbuild'
import { linariaTransformer } from './linaria'

/**
 * A page as Vite's dev server and most esbuild users bundle it: bundle, ESM, code splitting, minified,
 * es2022. Linaria's `css` is extracted first (the library build's extraction), into styles.css.
 */
export async function buildWithEsbuild(entry: string, outDir: string, options: { readonly minify: boolean; readonly quiet: boolean }): Promise<void> {
  const linaria = linariaTransformer()
  const extract: Plugin = {
    name: 'airlock-linaria',
    setup(pluginBuild) {
      pluginBuild.onLoad({ filter: /[\\/]ui[\\/].*\.tsx?$/ }, async ({ path }) => {
        const code = await linaria.transform(await readFile(path, 'utf8'), path)
        return code === undefined ? undefined : { contents: code, loader: path.endsWith('x') ? 'tsx' : 'ts' }
      })
    },
  }
  await build({
    entryPoints: { main: entry },
    bundle: true,
    format: 'esm',
    splitting: true,
    minify: options.minify,
    target: 'es2022',
    platform: 'browser',
    outdir: outDir,
    entryNames: '[name]',
    chunkNames: 'chunks/[name]-[hash]',
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"' },
    plugins: [extract],
    logLevel: options.quiet ? 'silent' : 'warning',
  })
  await writeFile(join(outDir, 'styles.css'), linaria.stylesheet())
}
