import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { MATRIX_SCENARIOS, faultMatrixMarkdown } from './matrix'

const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8')

describe('README: the fault matrix table is the matrix the suite runs', () => {
  it('§7 fault matrix: the README table between its markers equals the table generated from test/faults/matrix.ts', () => {
    const start = readme.indexOf('<!-- fault-matrix:start -->')
    const end = readme.indexOf('<!-- fault-matrix:end -->')
    expect(start).toBeGreaterThan(-1)
    expect(end).toBeGreaterThan(start)
    const table = readme.slice(start + '<!-- fault-matrix:start -->'.length, end).trim()
    expect(table).toBe(faultMatrixMarkdown())
  })

  it('§7 fault matrix: a scenario run in another file names a test that file holds', () => {
    for (const scenario of MATRIX_SCENARIOS) {
      if (!('file' in scenario)) continue
      const source = readFileSync(new URL(`../../${scenario.file}`, import.meta.url), 'utf8')
      expect(source, scenario.file).toContain(scenario.title)
    }
  })
})
