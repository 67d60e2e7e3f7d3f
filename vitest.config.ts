import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    include: ['{kernel,ui,adapters,test}/**/*.test.{ts,tsx}'],
    environment: 'node',
    // Two cores on CI: keep the pool small so suites do not starve each other.
    maxWorkers: 2,
  },
})
