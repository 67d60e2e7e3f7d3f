import { writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import webpack from 'webpack'
import { linariaTransformer } from './linaria'

const loader = fileURLToPath(new URL('./webpackLoader.mjs', import.meta.url))

/**
 * A page as Next.js-like webpack setups ship it: production mode (scope hoisting, tree
 * shaking, terser), ESM output, chunks split for every chunk (`splitChunks: all`), dynamic imports as their
 * own chunks. TypeScript goes through esbuild's transform (as swc/babel loaders would), after the
 * library build's linaria extraction.
 */
export async function buildWithWebpack(entry: string, outDir: string, options: { readonly minify: boolean; readonly quiet: boolean }): Promise<void> {
  const linaria = linariaTransformer()
  const compiler = webpack({
    mode: 'production',
    entry: { main: entry },
    target: ['web', 'es2022'],
    devtool: false,
    experiments: { outputModule: true },
    output: {
      path: outDir,
      filename: '[name].js',
      chunkFilename: 'chunks/[id]-[contenthash:8].js',
      module: true,
      chunkFormat: 'module',
      chunkLoading: 'import',
      publicPath: 'auto',
      clean: true,
    },
    resolve: { extensions: ['.ts', '.tsx', '.mjs', '.js'] },
    module: {
      rules: [
        {
          test: /\.tsx?$/,
          exclude: /node_modules/,
          use: [{ loader, options: { transform: linaria.transform } }],
        },
      ],
    },
    // Production's own chunk ids (short, deterministic), as Next.js ships them: named ids would put every
    // lazy chunk's module path into the entry's runtime. Which modules each file holds goes to chunks.json.
    optimization: { minimize: options.minify, splitChunks: { chunks: 'all' } },
    performance: { hints: false },
    infrastructureLogging: { level: options.quiet ? 'none' : 'warn' },
    stats: 'none',
  })
  await new Promise<void>((done, fail) => {
    compiler.run((error, stats) => {
      compiler.close(() => undefined)
      if (error) return fail(error)
      if (stats?.hasErrors()) return fail(new Error(stats.toString({ all: false, errors: true })))
      const { chunks, chunkGraph } = stats!.compilation
      const modulesByFile: Record<string, string[]> = {}
      for (const chunk of chunks) {
        const modules = [...chunkGraph.getChunkModulesIterable(chunk)].map((module) => module.nameForCondition() ?? module.identifier())
        for (const file of chunk.files) modulesByFile[file] = modules
      }
      writeFile(join(outDir, 'chunks.json'), JSON.stringify(modulesByFile)).then(done, fail)
    })
  })
  await writeFile(join(outDir, 'styles.css'), linaria.stylesheet())
}
