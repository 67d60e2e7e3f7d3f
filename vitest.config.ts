import { fileURLToPath } from 'node:url'
import { configDefaults, defineConfig } from 'vitest/config'
import { InterleavedSequencer } from './test/runner/sequencer'

const linariaStub = fileURLToPath(new URL('./ui/testing/linariaStub.ts', import.meta.url))

export default defineConfig({
  test: {
    // Two cores on CI. Three files at a time: the browser suites leave a core idle while they wait on
    // Chromium, a devnet or a timer, and the third file (often a fuzz shard) uses it.
    maxWorkers: 3,
    sequence: { sequencer: InterleavedSequencer },
    projects: [
      {
        test: {
          name: 'node',
          include: ['{kernel,adapters,test}/**/*.test.{ts,tsx}', 'ui/**/*.test.ts'],
          exclude: [...configDefaults.exclude, 'test/browser/**', 'test/e2e/**'],
          environment: 'node',
          // Many cases drive a devnet chain or a server; the limit only has to catch a hang, on a
          // two-core machine shared with the browser suites.
          testTimeout: 30_000,
          // Files that share a worker share its modules: importing the kernel, viem and the devnet
          // afresh for each of some 170 files cost about three minutes of CPU. No file keeps global
          // state past its own hooks (stubbed env and fake timers are restored in them).
          isolate: false,
        },
      },
      {
        // Component tests: a DOM, and linaria's `css` as a plain class-name tag (the build extracts
        // the real CSS; the browser suite checks it).
        resolve: { alias: { '@linaria/core': linariaStub } },
        // A first render imports React, the views and happy-dom on demand: seconds on a busy machine.
        test: { name: 'components', include: ['ui/**/*.test.tsx'], environment: 'happy-dom', testTimeout: 20_000 },
      },
      {
        // Real Chromium against the built page, and the library build test; each file owns its
        // browser, server or build folder, so the two run side by side.
        test: {
          name: 'browser',
          include: ['test/browser/**/*.test.ts', 'test/e2e/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['test/e2e/prebuildDemo.ts'],
          testTimeout: 60_000,
          hookTimeout: 150_000,
          // A poll waits on a page that a busy two-core machine may take seconds to render; the
          // default second is a flake, not a check.
          expect: { poll: { timeout: 15_000 } },
        },
      },
      {
        // The generated-input suites (test/fuzz): CPU-bound shards, started among the browser suites.
        // A shard is about half a minute of CPU; the timeout only catches a hang, on a busy machine.
        // Shards that share a worker share the kernel's modules: each file would otherwise import them
        // afresh (seconds) and run them cold; the harness keeps no state between files.
        // Packages load as Node loads them: vitest's default-export interop would put each CommonJS
        // package (io-ts, rxjs) behind a Proxy that every `t.UnionType` or operator lookup goes
        // through, and the decoders' hot loops run at about half speed behind it.
        test: {
          name: 'fuzz',
          include: ['test/fuzz/**/*.fuzz.ts'],
          environment: 'node',
          testTimeout: 900_000,
          isolate: false,
          deps: { interopDefault: false },
        },
      },
    ],
  },
})
