import typescript from '@rollup/plugin-typescript'
import { nodeResolve } from '@rollup/plugin-node-resolve'
import { readFileSync, rmSync } from 'node:fs'
import { airlockStyles } from './ui/build/cssPlugin.mjs'

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'))
// Dependencies and peers (react, the WalletConnect SDK) stay imports of the host app: the app's
// bundler resolves them once, and rollup here has no CommonJS plugin.
const peers = [...Object.keys(pkg.dependencies ?? {}), ...Object.keys(pkg.peerDependencies ?? {})]
// A bare import of a dependency, or any of its subpaths, stays external.
const external = (id) => peers.some((name) => id === name || id.startsWith(`${name}/`))

// The build test writes to a scratch folder instead of dist/ (the TypeScript plugin needs both to agree).
const outDir = process.env.AIRLOCK_BUILD_DIR ?? 'dist'
// Chunk names carry a content hash: a folder kept from an older build would hold two of a chunk, and
// the package would ship both.
rmSync(outDir, { recursive: true, force: true })

export default {
  input: {
    kernel: 'kernel/index.ts',
    react: 'ui/index.ts',
    networks: 'kernel/networks/index.ts',
    testing: 'adapters/mock/index.ts',
    'adapters/evm': 'adapters/evm/index.ts',
    'adapters/walletconnect': 'adapters/walletconnect/index.ts',
    'adapters/solana': 'adapters/solana/index.ts',
    'adapters/bitcoin': 'adapters/bitcoin/index.ts',
    wagmi: 'adapters/wagmi/index.ts',
  },
  external,
  output: {
    dir: outDir,
    format: 'es',
    entryFileNames: '[name].js',
    chunkFileNames: 'chunks/[name]-[hash].js',
    sourcemap: true,
  },
  plugins: [
    // linaria: every `css` block extracted into dist/styles.css, each rule in @layer airlock.* (DESIGN §6).
    ...airlockStyles({ fileName: 'styles.css' }),
    nodeResolve({ extensions: ['.ts', '.tsx', '.js'] }),
    typescript({
      tsconfig: './tsconfig.json',
      noEmit: false,
      declaration: false,
      // Types are checked once, by `npm run typecheck` and the declaration build; checking them here
      // again doubled the build's time.
      noCheck: true,
      outDir,
      include: ['kernel/**/*', 'ui/**/*', 'adapters/**/*'],
      exclude: ['**/*.test.ts', '**/*.test.tsx', 'test/**'],
    }),
  ],
}
