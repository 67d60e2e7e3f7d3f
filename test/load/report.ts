/** The load run as a Markdown table (bench/results/load.md). */
import type { AuthLoadFigures } from './authLoad'
import type { LoadFigures } from './loadRun'

const ratio = (value: number) => `${value.toFixed(2)}×`

export function renderLoadReport(figures: LoadFigures, context: { readonly date: string; readonly loadAverage: number; readonly cores: number }): string {
  const { limits } = figures
  const rows = figures.targets.map(
    (t) =>
      `| \`${t.call}\` | ${ratio(t.throughputRatio)} | ${ratio(t.p99Ratio)} | ${t.requestsPerSecond.toFixed(0)} (${t.floor.requestsPerSecond.toFixed(0)}) | ${t.latencyMs.p50} / ${t.latencyMs.p99} (${t.floor.latencyMs.p50} / ${t.floor.latencyMs.p99}) | ${t.requests} | ${t.errors + t.timeouts} | ${t.non2xx} | ${t.mismatches} |`,
  )
  return [
    '# Load run (`npm run load`)',
    '',
    `${context.date}, ${context.cores} cores, load average ${context.loadAverage.toFixed(1)} at start. Every call ${limits.amount} requests over ${limits.connections} connections (autocannon, 127.0.0.1), at most ${limits.maxMs / 1000} s each; ${figures.seconds.toFixed(0)} s in all.`,
    '',
    `Floor: a bare node:http server in the same process answering \`{"ok":true}\`, run (a quarter of the requests, same connections) just before each call; its figures are in brackets. Read the ratios, not the raw figures: the machine is shared and the floor drifts.`,
    '',
    `A call whose answered count is under ${limits.amount} was stopped by the time bound.`,
    '',
    '| call | throughput ÷ floor | p99 ÷ floor | req/s (floor) | p50 / p99 ms (floor) | answered | errors + timeouts | non-2xx | answer differs from the quiet one |',
    '|---|--:|--:|--:|--:|--:|--:|--:|--:|',
    ...rows,
    '',
  ].join('\n')
}

/** The auth service's part of the load run, one table per store, with what each run must keep. */
export function renderAuthLoadReport(runs: ReadonlyArray<AuthLoadFigures>, context: { readonly date: string; readonly loadAverage: number }): string {
  const lines = [
    '## Auth service',
    '',
    `${context.date}, load average ${context.loadAverage.toFixed(1)} at start (a shared machine).`,
    '',
    "Each route fired over the same connections as above (autocannon, 127.0.0.1) at a real auth service with a real SMTP mailbox: codes for distinct addresses, a flood of code requests for one address, the mailed codes verified (one login each), every session token twice at the session route, wrong codes for one address, then its right code after the lock. No floor: the figures include the mail and the store's writes.",
    '',
  ]
  for (const run of runs) {
    const c = run.checks
    lines.push(
      `### ${run.store} (${run.limits.amount} addresses, ${run.limits.connections} connections, ${run.seconds.toFixed(0)} s)`,
      '',
      '| call | req/s | p50 / p99 ms | answered | answers by status | errors + timeouts |',
      '|---|--:|--:|--:|---|--:|',
      ...run.phases.map(
        (p) =>
          `| \`${p.call}\` | ${p.requestsPerSecond.toFixed(0)} | ${p.latencyMs.p50} / ${p.latencyMs.p99} | ${p.requests} | ${Object.entries(p.statuses)
            .map(([status, count]) => `${status} × ${count}`)
            .join(', ')} | ${p.errors + p.timeouts} |`,
      ),
      '',
      `Codes mailed: ${c.codeMails} for ${c.codeAddresses} addresses; to the flooded address ${c.floodMails} (the cooldown allows ${c.floodMailsAllowed}). Logins: ${c.logins}, with ${c.distinctTokens} distinct tokens and ${c.distinctSessions} distinct sessions, ${c.sessionsStored} stored and live; session answers naming another address: ${c.sessionAnswersForOtherAddress}. Wrong codes counted before the lock: ${c.wrongCodesCounted} (limit ${c.wrongCodesAllowed}); the right code after the lock: ${c.rightCodeAfterLockAccepted} sessions; codes mailed while locked: ${c.codeMailedWhileLocked}.`,
      '',
    )
  }
  return lines.join('\n')
}
