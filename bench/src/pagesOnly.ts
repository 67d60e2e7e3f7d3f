/**
 * BENCH_PAGES=react,airlock (`npm run bench`): only these pages run, contenders or diagnostic pages
 * (load, button, click → wallet listed, heap), BENCH_RUNS times each, interleaved, with none of the
 * Airlock-only scenarios.
 * Their figures go into results/latest.json as a re-run beside the last full run (which keeps its own
 * figures and date), and latest.md is rendered again.
 */
import { readFileSync, writeFileSync } from 'node:fs'
import { loadavg } from 'node:os'
import { join } from 'node:path'
import { launchBenchChromium } from './browser'
import { buildContender } from './build'
import { benchRoot, contenders, diagnosticPages } from './contenders'
import { measureRun, type RunFigures } from './measureRun'
import { renderReport, type BenchReport } from './report'
import { servePage } from './server'

export async function runPages(ids: ReadonlyArray<string>, runs: number, log: (line: string) => void): Promise<number> {
  const pages = [...contenders, ...diagnosticPages]
  const chosen = pages.filter((c) => ids.includes(c.id))
  const unknown = ids.filter((id) => !pages.some((c) => c.id === id))
  if (unknown.length > 0 || chosen.length === 0) {
    console.error(`BENCH_PAGES: no such page: ${unknown.join(', ')} (pages: ${pages.map((c) => c.id).join(', ')})`)
    return 2
  }
  const dirs = new Map<string, string>()
  for (const contender of chosen) dirs.set(contender.id, await buildContender(contender))
  const loadAverage = loadavg()[0] ?? 0
  const browser = await launchBenchChromium()
  const servers = new Map(await Promise.all(chosen.map(async (c) => [c.id, await servePage(dirs.get(c.id)!)] as const)))
  const results = new Map(chosen.map((c) => [c.id, { runs: [] as RunFigures[], failures: [] as string[] }]))
  try {
    for (let run = 1; run <= runs; run++) {
      for (const contender of chosen) {
        const entry = results.get(contender.id)!
        try {
          const figures = await measureRun(browser, contender, servers.get(contender.id)!)
          entry.runs.push(figures)
          log(`run ${run}/${runs} ${contender.id}: button ${figures.buttonMs.toFixed(0)} ms, open ${figures.openMs?.toFixed(1) ?? '-'} ms`)
        } catch (error) {
          entry.failures.push(String(error).split('\n')[0]!)
          log(`run ${run}/${runs} ${contender.id}: FAILED ${String(error).split('\n')[0]}`)
        }
      }
    }
  } finally {
    await Promise.all([...servers.values()].map((s) => s.close()))
    await browser.close()
  }
  const dir = join(benchRoot, 'results')
  // Our own file from the last full run: read back as written.
  const report = JSON.parse(readFileSync(join(dir, 'latest.json'), 'utf8')) as BenchReport
  const rerun = {
    date: new Date().toISOString(),
    runs,
    loadAverage: Number(loadAverage.toFixed(2)),
    loadAverageEnd: Number((loadavg()[0] ?? 0).toFixed(2)),
    contenders: chosen.map((c) => ({ id: c.id, label: c.label, ...results.get(c.id)! })),
  }
  const merged: BenchReport = { ...report, rerun }
  writeFileSync(join(dir, 'latest.json'), `${JSON.stringify(merged, null, 2)}\n`)
  writeFileSync(join(dir, 'latest.md'), renderReport(merged))
  log(`wrote the re-run into bench/results/latest.json and latest.md`)
  return [...results.values()].some((r) => r.failures.length > 0) ? 1 : 0
}
