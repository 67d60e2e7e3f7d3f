import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'

const root = resolve(import.meta.dirname, '../..')

/** The package's public entries, as an integrator imports them, mapped to their sources. */
const entries: Record<string, string> = {
  airlock: 'kernel/index.ts',
  'airlock/react': 'ui/index.ts',
  'airlock/networks': 'kernel/networks/index.ts',
  'airlock/testing': 'adapters/mock/index.ts',
  'airlock/adapters/mock': 'adapters/mock/index.ts',
  'airlock/adapters/evm': 'adapters/evm/index.ts',
  'airlock/adapters/walletconnect': 'adapters/walletconnect/index.ts',
  'airlock/adapters/solana': 'adapters/solana/index.ts',
  'airlock/adapters/bitcoin': 'adapters/bitcoin/index.ts',
  'airlock/wagmi': 'adapters/wagmi/index.ts',
}

/** Every ```ts / ```tsx block of the README, in order. */
function snippets(markdown: string): ReadonlyArray<{ readonly lang: 'ts' | 'tsx'; readonly code: string }> {
  return [...markdown.matchAll(/```(tsx?)\n([\s\S]*?)```/g)].map((m) => ({ lang: m[1] as 'ts' | 'tsx', code: m[2] ?? '' }))
}

describe('README', () => {
  it('every TypeScript snippet compiles against the package entries, in strict mode', () => {
    const found = snippets(readFileSync(join(root, 'README.md'), 'utf8'))
    expect(found.length).toBeGreaterThan(0)
    const dir = mkdtempSync(join(tmpdir(), 'airlock-readme-'))
    try {
      const files = found.map(({ lang, code }, i) => {
        const file = join(dir, `snippet${i}.${lang}`)
        // Each snippet is its own module, as in an integrator's file.
        writeFileSync(file, `${code}\nexport {}\n`)
        return file
      })
      const ambient = join(dir, 'ambient.d.ts')
      writeFileSync(ambient, "declare module 'airlock/styles.css'\n")
      const program = ts.createProgram([...files, ambient], {
        target: ts.ScriptTarget.ES2022,
        module: ts.ModuleKind.ESNext,
        moduleResolution: ts.ModuleResolutionKind.Bundler,
        lib: ['lib.es2022.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'],
        jsx: ts.JsxEmit.ReactJSX,
        strict: true,
        noUncheckedIndexedAccess: true,
        skipLibCheck: true,
        noEmit: true,
        types: ['node'],
        typeRoots: [join(root, 'node_modules/@types')],
        baseUrl: root,
        paths: {
          ...Object.fromEntries(Object.entries(entries).map(([name, path]) => [name, [join(root, path)]])),
          // viem is an optional peer the sign-in snippet loads; the snippets sit outside the repository.
          'viem/siwe': [join(root, 'node_modules/viem/_types/siwe/index.d.ts')],
          // The wagmi snippet's peers, likewise.
          wagmi: [join(root, 'node_modules/wagmi/dist/types/exports/index.d.ts')],
          'wagmi/chains': [join(root, 'node_modules/wagmi/dist/types/exports/chains.d.ts')],
          '@tanstack/react-query': [join(root, 'node_modules/@tanstack/react-query/build/modern/index.d.ts')],
        },
      })
      const problems = ts
        .getPreEmitDiagnostics(program)
        .filter((d) => d.file && files.includes(d.file.fileName))
        .map((d) => `${d.file?.fileName.replace(dir, 'README')}: ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`)
      expect(problems).toEqual([])
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  }, 300_000)
})
