// @ts-check
import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import rxjs from 'eslint-plugin-rxjs-x'

const tests = ['**/*.test.ts', '**/*.test.tsx', 'test/**', 'bench/**']

/** Time, randomness and I/O reach the kernel only through its ports (DESIGN §3). */
const kernelGlobals = [
  { name: 'fetch', message: 'Use the fetch port from KernelEnv.' },
  { name: 'setTimeout', message: 'Use timer(ms, scheduler) with the injected scheduler.' },
  { name: 'setInterval', message: 'Use interval(ms, scheduler) with the injected scheduler.' },
  { name: 'localStorage', message: 'Use the storage port.' },
  { name: 'window', message: 'Use the platform port.' },
  { name: 'document', message: 'The kernel has no DOM.' },
]
const kernelProperties = [
  { object: 'Date', property: 'now', message: 'Use scheduler.now().' },
  { object: 'performance', property: 'now', message: 'Use scheduler.now().' },
  { object: 'Math', property: 'random', message: 'Use the ids port.' },
  { object: 'globalThis', property: 'fetch', message: 'Use the fetch port from KernelEnv.' },
  { object: 'globalThis', property: 'setTimeout', message: 'Use the injected scheduler.' },
  { object: 'globalThis', property: 'setInterval', message: 'Use the injected scheduler.' },
]
const chainSdks = ['viem', 'viem/*', '@solana/*', '@solana-program/*', '@wallet-standard/*', 'litesvm', '@walletconnect/*', '@reown/*', 'bitcoinjs-lib']

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'coverage/**', 'test/artifacts/**', '**/*.js', '**/*.mjs'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.ts', '**/*.tsx'],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    plugins: { 'rxjs-x': rxjs },
    rules: {
      ...rxjs.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['kernel/**/*.ts'],
    ignores: [...tests, 'kernel/ports/browser/**'],
    rules: {
      'no-restricted-globals': ['error', ...kernelGlobals],
      'no-restricted-properties': ['error', ...kernelProperties],
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['react', 'react-dom', 'react/*', 'react-dom/*', 'observable-hooks'], message: 'The kernel imports no React.' },
            { group: chainSdks, message: 'Chain SDKs belong in adapters/.' },
            { group: ['**/ui/**', '**/adapters/**'], message: 'The kernel depends on nothing above it.' },
          ],
        },
      ],
    },
  },
  {
    files: ['ui/**/*.ts', 'ui/**/*.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/adapters/**', 'airlock/adapters/*'], message: 'ui/ never imports adapters/ (DESIGN §1).' },
            { group: chainSdks, message: 'Chain SDKs belong in adapters/.' },
          ],
        },
      ],
    },
  },
  {
    files: ['adapters/**/*.ts'],
    ignores: tests,
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/ui/**', 'react', 'react-dom'], message: 'Adapters know nothing of the renderer.' }] },
      ],
    },
  },
  {
    files: tests,
    rules: {
      '@typescript-eslint/no-non-null-assertion': 'off',
      'rxjs-x/no-ignored-subscription': 'off',
    },
  },
)
