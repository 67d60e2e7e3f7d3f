import { defineConfig } from 'vitest/config'

/** `npm run test:fuzz`: the generated-input suites (test/fuzz), apart from the unit projects. */
export default defineConfig({
  test: {
    name: 'fuzz',
    include: ['test/fuzz/**/*.fuzz.ts'],
    environment: 'node',
    maxWorkers: 2,
    testTimeout: 300_000,
  },
})
