import { describe, expect, it } from 'vitest'
import { ESLint, type Linter } from 'eslint'
import rxjs from 'eslint-plugin-rxjs-x'

// Lint snippets as if they sat in the named folder. Type-aware rules need real files on disk, so
// they are switched off here: this suite checks the architecture rules of DESIGN §1 and §3 only.
const rxjsOff = Object.fromEntries(Object.keys(rxjs.configs.recommended.rules ?? {}).map((r) => [r, 'off']))
const eslint = new ESLint({
  overrideConfig: {
    languageOptions: { parserOptions: { projectService: false, project: null } },
    rules: { ...rxjsOff, '@typescript-eslint/consistent-type-imports': 'off' } as Linter.RulesRecord,
  },
})

async function ruleIds(code: string, filePath: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath })
  return (result?.messages ?? []).map((m) => m.ruleId ?? m.message)
}

describe('architecture rules (DESIGN §1, §3; developers guide)', () => {
  it.each([
    ['Date.now()', 'no-restricted-properties'],
    ['performance.now()', 'no-restricted-properties'],
    ['Math.random()', 'no-restricted-properties'],
    ['setTimeout(() => 0, 1)', 'no-restricted-globals'],
    ['setInterval(() => 0, 1)', 'no-restricted-globals'],
    ["fetch('/x')", 'no-restricted-globals'],
  ])('kernel code may not call %s', async (call, rule) => {
    expect(await ruleIds(`export const x = () => ${call}\n`, 'kernel/modal/x.ts')).toContain(rule)
  })

  it('kernel tests may use real time (they are outside the rule)', async () => {
    expect(await ruleIds('export const x = () => Date.now()\n', 'kernel/modal/x.test.ts')).toEqual([])
  })

  it.each(['react', 'viem', '@solana/web3.js', '@walletconnect/universal-provider', '../../ui/index'])(
    'the kernel may not import %s',
    async (from) => {
      expect(await ruleIds(`import '${from}'\n`, 'kernel/modal/x.ts')).toContain('no-restricted-imports')
    },
  )

  it('ui/ may not import adapters/', async () => {
    expect(await ruleIds("import '../../adapters/mock/index'\n", 'ui/views/x.tsx')).toContain(
      'no-restricted-imports',
    )
  })
  // The first case starts ESLint's typed linting: several seconds on a busy machine.
}, 30_000)
