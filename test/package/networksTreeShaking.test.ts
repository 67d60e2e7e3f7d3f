import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { build } from 'esbuild'
import { afterAll, expect, it } from 'vitest'

const root = resolve(import.meta.dirname, '../..')
const dir = mkdtempSync(join(tmpdir(), 'airlock-networks-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

/**
 * The package's `airlock/networks` entry reaches an integrator as one module holding every network
 * (rollup joins the files). A page that imports one network must not carry the others: each
 * definition, and the list that joins them, has to read as free of side effects to the app's bundler.
 */
it('§3 networks: a page built from the package that imports mainnet alone carries no other network', async () => {
  const single = join(dir, 'networks.js')
  await build({
    entryPoints: [join(root, 'kernel/networks/index.ts')],
    bundle: true,
    format: 'esm',
    outfile: single,
    packages: 'external',
    logLevel: 'silent',
  })
  const page = join(dir, 'page.js')
  writeFileSync(page, `import { mainnet } from './networks.js'\nconsole.log(mainnet)\n`)
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: 'page', type: 'module', sideEffects: false }))
  const result = await build({ entryPoints: [page], bundle: true, format: 'esm', write: false, minify: true, packages: 'external', logLevel: 'silent' })
  const code = result.outputFiles[0]!.text
  expect(code).toContain('Ethereum')
  for (const other of ['Polygon', 'Arbitrum One', 'Solana', 'Bitcoin']) expect(code, other).not.toContain(`"${other}"`)
})
