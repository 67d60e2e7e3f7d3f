import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { faultMatrixMarkdown } from './matrix'

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
})
