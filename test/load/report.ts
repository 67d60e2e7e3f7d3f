/** The load run as a Markdown table (bench/results/load.md). */
import type { LoadFigures } from './loadRun'

const ratio = (value: number) => `${value.toFixed(2)}×`

export function renderLoadReport(figures: LoadFigures, context: { readonly date: string; readonly loadAverage: number; readonly cores: number }): string {
  const { floor, limits } = figures
  const rows = figures.targets.map(
    (t) =>
      `| \`${t.call}\` | ${ratio(t.throughputRatio)} | ${ratio(t.p99Ratio)} | ${t.requestsPerSecond.toFixed(0)} | ${t.latencyMs.p50} / ${t.latencyMs.p99} | ${t.requests} | ${t.errors + t.timeouts} | ${t.non2xx} | ${t.mismatches} |`,
  )
  return [
    '# Load run (`npm run load`)',
    '',
    `${context.date}, ${context.cores} cores, load average ${context.loadAverage.toFixed(1)} at start. Every call ${limits.amount} requests over ${limits.connections} connections (autocannon, 127.0.0.1), at most ${limits.maxMs / 1000} s each; ${figures.seconds.toFixed(0)} s in all.`,
    '',
    `Floor: a bare node:http server in the same process answering \`{"ok":true}\`, measured before (${floor.before.requestsPerSecond.toFixed(0)} req/s, p99 ${floor.before.latencyMs.p99} ms) and after (${floor.after.requestsPerSecond.toFixed(0)} req/s, p99 ${floor.after.latencyMs.p99} ms) the calls. Read the ratios, not the raw figures: the machine is shared.`,
    '',
    `A call whose answered count is under ${limits.amount} was stopped by the time bound.`,
    '',
    '| call | throughput ÷ floor | p99 ÷ floor | req/s | p50 / p99 ms | answered | errors + timeouts | non-2xx | answer differs from the quiet one |',
    '|---|--:|--:|--:|--:|--:|--:|--:|--:|',
    ...rows,
    '',
  ].join('\n')
}
