import { execFile } from 'node:child_process'
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { promisify } from 'node:util'
import { build } from 'esbuild'
import ts from 'typescript'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { describeFeatureChunks } from './featureChunks'

const run = promisify(execFile)
const root = resolve(import.meta.dirname, '../..')
const npm = 'npm'
/** The peers an app brings itself; taken from this repository's install, so nothing is fetched. */
const peers = ['react', 'react-dom', '@types/react', '@types/react-dom']

let app = ''

/** The README's setup snippet: the first ```tsx block under "Set it up". */
function readmeSnippet(): string {
  const readme = readFileSync(join(root, 'README.md'), 'utf8')
  const section = readme.slice(readme.indexOf('### Set it up'))
  const block = /```tsx\n([\s\S]*?)```/.exec(section)
  if (!block?.[1]) throw new Error('README: no tsx snippet under "Set it up"')
  return block[1]
}

beforeAll(async () => {
  // The tarball an integrator installs: the library build, then npm pack.
  await run(npm, ['run', 'build', '--silent'], { cwd: root, maxBuffer: 64 * 1024 * 1024 })
  app = mkdtempSync(join(tmpdir(), 'airlock-package-'))
  const { stdout } = await run(npm, ['pack', '--silent', '--pack-destination', app], { cwd: root })
  const tarball = join(app, stdout.trim().split('\n').at(-1) ?? '')
  writeFileSync(join(app, 'package.json'), JSON.stringify({ name: 'airlock-integrator', private: true, type: 'module' }))
  // Installed as npm lays a tarball out; its dependencies and the app's peers are linked from this
  // repository's install (the npm cache holds tarballs, not the registry answers an install needs).
  const installed = join(app, 'node_modules/airlock')
  mkdirSync(installed, { recursive: true })
  await run('tar', ['xzf', tarball, '-C', installed, '--strip-components=1'])
  const manifest = JSON.parse(readFileSync(join(installed, 'package.json'), 'utf8')) as { dependencies?: Record<string, string> }
  for (const name of [...Object.keys(manifest.dependencies ?? {}), ...peers]) {
    mkdirSync(join(app, 'node_modules', name, '..'), { recursive: true })
    symlinkSync(join(root, 'node_modules', name), join(app, 'node_modules', name), 'dir')
  }
  mkdirSync(join(app, 'src'))
  writeFileSync(join(app, 'src/main.tsx'), readmeSnippet())
  // What a bundler's client types (vite/client and the like) declare for CSS imports.
  writeFileSync(join(app, 'src/css.d.ts'), "declare module '*.css'\n")
}, 900_000)

afterAll(() => {
  if (app) rmSync(app, { recursive: true, force: true })
})

function typeErrors(options: ts.CompilerOptions): string[] {
  const program = ts.createProgram([join(app, 'src/main.tsx'), join(app, 'src/css.d.ts')], {
    target: ts.ScriptTarget.ES2022,
    lib: ['lib.es2022.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'],
    jsx: ts.JsxEmit.ReactJSX,
    strict: true,
    noEmit: true,
    // The package's own declarations are checked too, not only the snippet against them.
    skipLibCheck: false,
    types: [],
    ...options,
  })
  // Only the snippet and the package's own declarations are checked: the rest of node_modules is
  // not this package's to answer for, and checking it would triple the run time.
  const ours = program
    .getSourceFiles()
    .filter((f) => f.fileName.includes('/node_modules/airlock/') || f.fileName.startsWith(join(app, 'src')))
  const diagnostics = [
    ...program.getOptionsDiagnostics(),
    ...program.getGlobalDiagnostics(),
    ...ours.flatMap((f) => [...program.getSyntacticDiagnostics(f), ...program.getSemanticDiagnostics(f)]),
  ]
  return diagnostics.map((d) => `${d.file?.fileName.replace(app, '') ?? ''}: ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`)
}

describe('the packed package, installed in a fresh project outside the repository', () => {
  it('installs with only the CSS marked as having side effects', () => {
    const manifest = JSON.parse(readFileSync(join(app, 'node_modules/airlock/package.json'), 'utf8')) as { sideEffects: unknown }
    expect(manifest.sideEffects).toEqual(['*.css'])
    expect(readdirSync(join(app, 'node_modules/airlock'))).toEqual(expect.arrayContaining(['dist', 'package.json', 'README.md']))
  })

  it("bundles the README's snippet with esbuild, styles included", async () => {
    const result = await build({
      absWorkingDir: app,
      entryPoints: ['src/main.tsx'],
      bundle: true,
      format: 'esm',
      platform: 'browser',
      jsx: 'automatic',
      outdir: 'out',
      splitting: true,
      minify: true,
      logLevel: 'silent',
      define: { 'process.env.NODE_ENV': '"production"' },
    })
    expect(result.errors).toEqual([])
    const out = readdirSync(join(app, 'out'))
    expect(out).toEqual(expect.arrayContaining(['main.js', 'main.css']))
    expect(readFileSync(join(app, 'out/main.css'), 'utf8')).toContain('@layer airlock')
  }, 60_000)

  it('type-checks under moduleResolution bundler', () => {
    expect(typeErrors({ module: ts.ModuleKind.ESNext, moduleResolution: ts.ModuleResolutionKind.Bundler })).toEqual([])
  }, 180_000)

  it('type-checks under moduleResolution node16', () => {
    expect(typeErrors({ module: ts.ModuleKind.Node16, moduleResolution: ts.ModuleResolutionKind.Node16 })).toEqual([])
  }, 180_000)
})

// The same build, read as the installed package holds it.
describeFeatureChunks(() => join(app, 'node_modules/airlock/dist'))
