/**
 * BENCH_ONLY=row,row… (`npm run bench`): only these Airlock flow rows, BENCH_RUNS times, on a shared
 * machine without the peers' builds. Their figures replace the flows in results/latest.json (the
 * other rows keep theirs, with their own date) and latest.md is rendered again.
 */
import { readFileSync, writeFileSync } from 'node:fs'
import { loadavg } from 'node:os'
import { join } from 'node:path'
import { launchBenchChromium } from './browser'
import { benchRoot } from './contenders'
import { FLOW_ROWS, measureDemoFlows, type DemoFlows, type FlowRow } from './demoFlows'
import { renderReport, type BenchReport } from './report'

const isFlowRow = (id: string): id is FlowRow => (FLOW_ROWS as ReadonlyArray<string>).includes(id)

/** The earlier runs' rows that `rerun` does not measure again, each set with its own runs and date. */
function keptRows(flows: DemoFlows | undefined, rerun: ReadonlyArray<FlowRow>): DemoFlows[] {
  if (!flows) return []
  const { earlier = [], ...own } = flows
  return [own, ...earlier].flatMap((set) => {
    const rows = set.rows.filter((row) => !rerun.includes(row))
    return rows.length === 0 ? [] : [{ ...set, rows }]
  })
}

export async function runSelected(ids: ReadonlyArray<string>, runs: number, log: (line: string) => void): Promise<number> {
  const unknown = ids.filter((id) => !isFlowRow(id))
  if (unknown.length > 0) {
    console.error(`BENCH_ONLY: no such row: ${unknown.join(', ')} (rows: ${FLOW_ROWS.join(', ')})`)
    return 2
  }
  const rows = ids.filter(isFlowRow)
  const browser = await launchBenchChromium()
  try {
    const flows = await measureDemoFlows(browser, { runs, rows, log, loadAverage: () => loadavg()[0] ?? 0 })
    const dir = join(benchRoot, 'results')
    // Our own file from the last full run: read back as written.
    const report = JSON.parse(readFileSync(join(dir, 'latest.json'), 'utf8')) as BenchReport
    const merged: BenchReport = { ...report, airlock: { ...report.airlock, flows: { ...flows, earlier: keptRows(report.airlock.flows, rows) } } }
    writeFileSync(join(dir, 'latest.json'), `${JSON.stringify(merged, null, 2)}\n`)
    writeFileSync(join(dir, 'latest.md'), renderReport(merged))
    log(`wrote the flows into bench/results/latest.json and latest.md`)
    return flows.failures.length === 0 ? 0 : 1
  } finally {
    await browser.close()
  }
}
