import typescript from '@rollup/plugin-typescript'
import { nodeResolve } from '@rollup/plugin-node-resolve'
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs'

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'))
const peers = [...Object.keys(pkg.dependencies ?? {}), ...Object.keys(pkg.peerDependencies ?? {})]
// A bare import of a dependency, or any of its subpaths, stays external.
const external = (id) => peers.some((name) => id === name || id.startsWith(`${name}/`))

/** The stylesheet entry: the layer order every rule of the renderer lives in (DESIGN §6). */
function layersCss() {
  return {
    name: 'airlock-layers-css',
    writeBundle() {
      mkdirSync('dist', { recursive: true })
      writeFileSync('dist/styles.css', '@layer airlock.reset, airlock.theme, airlock.components, airlock.views;\n')
    },
  }
}

export default {
  input: {
    kernel: 'kernel/index.ts',
    react: 'ui/index.ts',
    networks: 'kernel/networks/index.ts',
    testing: 'adapters/mock/index.ts',
  },
  external,
  output: {
    dir: 'dist',
    format: 'es',
    entryFileNames: '[name].js',
    chunkFileNames: 'chunks/[name]-[hash].js',
    sourcemap: true,
  },
  plugins: [
    nodeResolve({ extensions: ['.ts', '.tsx', '.js'] }),
    typescript({
      tsconfig: './tsconfig.json',
      noEmit: false,
      declaration: false,
      outDir: 'dist',
      include: ['kernel/**/*', 'ui/**/*', 'adapters/**/*'],
      exclude: ['**/*.test.ts', '**/*.test.tsx', 'test/**'],
    }),
    layersCss(),
  ],
}
