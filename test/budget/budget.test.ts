import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { buildProductionPage, importsOf, readScripts, staticClosure, weigh } from './pageWeight'

/**
 * The weight budget (issue 7, developers' guide "weight and speed"): not timed, it reads the build
 * output. The bench pages (bench/pages) are built like an integrator's production build
 * (scripts/buildPage.ts's settings, minified); the JS the entry needs before the modal opens is the
 * entry chunk plus its static imports, lazy chunks aside.
 */
const BUDGET_OVER_REACT_GZIP = 60 * 1024
/** The renderer's feature bundles (ui/features/features.ts), by the chunk name rolldown gives them. */
const features = ['SendView', 'ReceiveView', 'HistoryView']

const pages = fileURLToPath(new URL('../../bench/pages/', import.meta.url))
let outDir = ''
let airlock = new Map<string, string>()
let react = new Map<string, string>()

beforeAll(async () => {
  outDir = mkdtempSync(join(tmpdir(), 'airlock-budget-'))
  const build = (name: string) => buildProductionPage(join(pages, `${name}/main.tsx`), join(outDir, name))
  await Promise.all([build('airlock'), build('react')])
  airlock = readScripts(join(outDir, 'airlock'))
  react = readScripts(join(outDir, 'react'))
}, 120_000)

afterAll(() => {
  if (outDir) rmSync(outDir, { recursive: true, force: true })
})

const kB = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`

describe('weight budget: Airlock before the modal opens', () => {
  it('the entry and its static imports weigh at most 60 kB gzip more than React alone', () => {
    const floor = weigh(react, staticClosure(react, 'main.js'))
    const entry = staticClosure(airlock, 'main.js')
    const ours = weigh(airlock, entry)
    const lazy = weigh(airlock, [...airlock.keys()].filter((file) => !entry.has(file)))
    const over = ours.gzip - floor.gzip
    console.info(
      [
        'budget (gzip level 9, per file):',
        `  React alone        ${kB(floor.gzip)} gzip, ${kB(floor.raw)} raw`,
        `  Airlock + EVM      ${kB(ours.gzip)} gzip, ${kB(ours.raw)} raw (${entry.size} files before the modal opens)`,
        `  over React         ${kB(over)} gzip of ${kB(BUDGET_OVER_REACT_GZIP)} allowed`,
        `  lazy chunks        ${kB(lazy.gzip)} gzip in ${airlock.size - entry.size} files`,
      ].join('\n'),
    )
    expect(floor.gzip).toBeGreaterThan(20 * 1024) // sanity: React really is in the floor
    expect(over, `Airlock needs ${kB(over)} gzip over React before the modal opens`).toBeLessThanOrEqual(BUDGET_OVER_REACT_GZIP)
  })

  it('no feature chunk (send, receive, history) is statically reachable from the entry', () => {
    const entry = staticClosure(airlock, 'main.js')
    const dynamic = new Set([...airlock.keys()].flatMap((file) => importsOf(airlock, file).dynamic))
    for (const feature of features) {
      const chunk = [...airlock.keys()].find((name) => name.startsWith(`chunks/${feature}-`))
      expect(chunk, `${feature} is its own chunk`).toBeDefined()
      expect(entry.has(chunk!), `the entry statically reaches ${chunk}`).toBe(false)
      expect(dynamic.has(chunk!), `${chunk} is loaded by a dynamic import`).toBe(true)
    }
    // Texts only the feature views hold must not sit in what the entry loads.
    for (const file of entry) {
      const code = airlock.get(file) ?? ''
      expect(code, file).not.toContain('Check your wallet to approve the transaction.')
      expect(code, file).not.toContain('Activity is only available on EVM networks.')
    }
  })
})
