import type { CycleFigures, SearchFigures } from './airlockExtras'
import type { DemoFlows, FlowRow } from './demoFlows'
import type { RunFigures } from './measureRun'
import { bundlerPairs, diagnosticPages, isPeer } from './contenders'
import { spread, type Spread } from './stats'
import type { WalletConnectRun } from './walletConnect'

export interface BenchReport {
  readonly date: string
  readonly machine: { readonly cpu: string; readonly cores: number; readonly memoryGb: number; readonly node: string; readonly chromium: string; readonly loadAverage?: number }
  readonly runs: number
  readonly method: string
  readonly contenders: ReadonlyArray<{ readonly id: string; readonly label: string; readonly runs: ReadonlyArray<RunFigures>; readonly failures: ReadonlyArray<string> }>
  readonly airlock: {
    readonly search: ReadonlyArray<SearchFigures>
    readonly cycles: CycleFigures | null
    readonly walletConnect: ReadonlyArray<WalletConnectRun>
    /** 1-minute load average when the WalletConnect runs began (they are the most CPU-bound figures). */
    readonly walletConnectLoadAverage?: number
    /** Flows on the demo page; each carries its own date (BENCH_ONLY re-runs them alone). */
    readonly flows?: DemoFlows
    readonly failures: ReadonlyArray<string>
  }
  readonly durationS: number
  /** Some pages measured again alone (BENCH_PAGES), after the full run above. */
  readonly rerun?: {
    readonly date: string
    readonly runs: number
    readonly loadAverage: number
    readonly loadAverageEnd: number
    readonly contenders: BenchReport['contenders']
  }
}

/**
 * Each round's navigation → button of `id` over `floor`'s, the two pages loaded one right after the
 * other (runs are interleaved): how far the ratio moves with the machine, which the medians hide.
 * Undefined when a failed run leaves the rounds unpaired.
 */
function roundRatios(report: Pick<BenchReport, 'contenders'>, id: string, floor: string): number[] | undefined {
  const ours = report.contenders.find((c) => c.id === id)
  const base = report.contenders.find((c) => c.id === floor)
  if (!ours || !base || ours.failures.length || base.failures.length || ours.runs.length !== base.runs.length || !ours.runs.length) return undefined
  return ours.runs.map((run, i) => run.buttonMs / base.runs[i]!.buttonMs)
}

/** The goals, each figure beside it and the peers' (same run, rolldown for the peers). */
function renderGoals(
  report: BenchReport,
  stats: ReadonlyMap<string, ReadonlyArray<Spread | null>>,
  peers: BenchReport['contenders'],
): string[] {
  const median = (id: string, metric: number) => stats.get(id)?.[metric]?.median
  const overReact = (id: string, floor: string) => {
    const ours = median(id, 0)
    const base = median(floor, 0)
    return ours === undefined || base === undefined ? undefined : ours - base
  }
  const show = (value: number | undefined, format: (v: number) => string) => (value === undefined ? '–' : format(value))
  const verdict = (value: number | undefined, goal: number) => (value === undefined ? '–' : value <= goal ? 'met' : '**missed**')
  const peerCells = (figure: (id: string) => number | undefined, format: (v: number) => string) =>
    peers.map((p) => `${p.label} ${show(figure(p.id), format)}`).join(', ')
  const lines = ['## Goals (same run)', '', '| | bundler | Airlock | goal | | peers |', '|---|---|---|---|---|---|']
  for (const pair of bundlerPairs) {
    if (!stats.has(pair.airlock) || !stats.has(pair.react)) continue
    const over = overReact(pair.airlock, pair.react)
    lines.push(`| JS before the click over React, gzip | ${pair.bundler} | ${show(over, kB)} | ≤ 60 kB | ${verdict(over, 60 * 1024)} | ${pair.bundler === 'rolldown' ? peerCells((id) => overReact(id, 'react'), kB) : ''} |`)
  }
  for (const pair of bundlerPairs) {
    if (!stats.has(pair.airlock)) continue
    const open = median(pair.airlock, 4)
    lines.push(`| click → wallet listed (visible) | ${pair.bundler} | ${show(open, ms)} | ≤ 25 ms | ${verdict(open, 25)} | ${pair.bundler === 'rolldown' ? peerCells((id) => median(id, 4), ms) : ''} |`)
  }
  for (const pair of bundlerPairs) {
    if (!stats.has(pair.airlock) || !stats.has(pair.react)) continue
    const ours = median(pair.airlock, 3)
    const base = median(pair.react, 3)
    const times = ours === undefined || base === undefined || base === 0 ? undefined : ours / base
    const cellOf = (id: string) => {
      const peer = median(id, 3)
      return peer === undefined || base === undefined || base === 0 ? undefined : peer / base
    }
    const x = (v: number) => `${v.toFixed(2)}×`
    const rounds = roundRatios(report, pair.airlock, pair.react)
    const spreadNote = rounds ? `; round by round ${x(Math.min(...rounds))}–${x(Math.max(...rounds))}` : ''
    lines.push(`| navigation → button, × React alone | ${pair.bundler} | ${show(times, x)} (${show(ours, ms)}${spreadNote}) | ≤ 1.30× | ${verdict(times, 1.3)} | ${pair.bundler === 'rolldown' ? peerCells(cellOf, x) : ''} |`)
  }
  return lines
}

/**
 * Navigation → button taken apart (medians, same run): what a page costs with no framework (HTML
 * alone), what React's code adds to that for its kilobytes, what Airlock's adds to React alone for
 * its own, and how many kilobytes the 1.3× goal leaves Airlock at React's own cost per kilobyte.
 */
function renderNavigationCost(stats: ReadonlyMap<string, ReadonlyArray<Spread | null>>): string[] {
  const median = (id: string, metric: number) => stats.get(id)?.[metric]?.median
  const html = median('html', 3)
  const htmlJs = median('html', 0)
  if (html === undefined || htmlJs === undefined) return []
  const perKb = (msCost: number, bytes: number) => (bytes > 0 ? `${(msCost / (bytes / 1024)).toFixed(2)} ms` : '–')
  const lines = [
    '## Where navigation → button goes (medians, same run)',
    '',
    `HTML alone (a module script of ${kB(htmlJs)} writes the button, no framework): ${ms(html)}, what every page pays. Each page's code adds to it:`,
    '',
    "| bundler | React alone's JS over HTML alone | per kB gzip | Airlock's JS over React alone | per kB gzip | ≤ 1.30× React alone leaves Airlock | at React's cost per kB |",
    '|---|---|---|---|---|---|---|',
  ]
  for (const pair of bundlerPairs) {
    const react = median(pair.react, 3)
    const airlock = median(pair.airlock, 3)
    const reactJs = median(pair.react, 0)
    const airlockJs = median(pair.airlock, 0)
    if (react === undefined || airlock === undefined || reactJs === undefined || airlockJs === undefined) continue
    const reactCost = react - html
    const reactBytes = reactJs - htmlJs
    const airlockCost = airlock - react
    const airlockBytes = airlockJs - reactJs
    const allowance = 0.3 * react
    const allowanceBytes = reactCost > 0 ? (allowance / reactCost) * reactBytes : Number.NaN
    lines.push(
      `| ${pair.bundler} | +${ms(reactCost)} for ${kB(reactBytes)} | ${perKb(reactCost, reactBytes)} | ${airlockCost >= 0 ? '+' : '−'}${ms(Math.abs(airlockCost))} for ${kB(airlockBytes)} | ${perKb(airlockCost, airlockBytes)} | +${ms(allowance)} | ${Number.isFinite(allowanceBytes) ? kB(allowanceBytes) : '–'} |`,
    )
  }
  return lines
}

interface Metric {
  readonly title: string
  readonly of: (run: RunFigures) => number | null
  readonly format: (value: number) => string
}

const kB = (bytes: number) => `${(bytes / 1024).toFixed(bytes < 10_240 ? 1 : 0)} kB`
const ms = (value: number) => `${value.toFixed(value < 100 ? 1 : 0)} ms`
const MB = (bytes: number) => `${(bytes / 2 ** 20).toFixed(1)} MB`
const count = (value: number) => value.toFixed(0)

export const metrics: ReadonlyArray<Metric> = [
  { title: 'JS before the click, gzip', of: (r) => r.jsBeforeClick.gzip, format: kB },
  { title: 'JS before the click, raw', of: (r) => r.jsBeforeClick.raw, format: kB },
  { title: 'JS loaded on open, gzip', of: (r) => r.jsOnOpen.gzip, format: kB },
  { title: 'navigation → button', of: (r) => r.buttonMs, format: ms },
  { title: 'click → wallet listed', of: (r) => r.openMs, format: ms },
  { title: 'JS heap, modal open, after GC', of: (r) => r.heapBytes, format: MB },
  { title: 'external requests at load', of: (r) => r.externalAtLoad, format: count },
  { title: 'external requests on open', of: (r) => r.externalOnOpen, format: count },
  { title: 'JS files before the click', of: (r) => r.jsBeforeClick.files, format: count },
  { title: 'navigation → last script fetched', of: (r) => r.scriptsFetchedMs, format: ms },
  { title: 'last script fetched → button (compile, run, render)', of: (r) => r.buttonMs - r.scriptsFetchedMs, format: ms },
]

const cell = (s: Spread | null, format: (v: number) => string) =>
  s ? (format(s.min) === format(s.max) ? format(s.median) : `${format(s.median)} (${format(s.min)}–${format(s.max)})`) : '–'
const ratio = (a: number | undefined, b: number | undefined) => (a === undefined || b === undefined || b === 0 ? '–' : `${(a / b).toFixed(2)}×`)

/** The Markdown of the results: figures (median, min–max), ratios to the floor, Airlock against each peer. */
export function renderReport(report: BenchReport): string {
  const stats = new Map(report.contenders.map((c) => [c.id, metrics.map((m) => spread(c.runs.map(m.of)))]))
  const floor = stats.get('react')!
  const peers = report.contenders.filter((c) => isPeer(c.id))
  const lines: string[] = []
  const m = report.machine
  lines.push(`# Airlock bench — ${report.date.slice(0, 10)}`, '')
  lines.push(`Machine: ${m.cpu}, ${m.cores} cores, ${m.memoryGb} GB; Node ${m.node}; Chromium ${m.chromium} headless${m.loadAverage === undefined ? '' : `; 1-minute load average at the start ${m.loadAverage}`}. ${report.runs} runs per contender, median (min–max). Run took ${report.durationS} s.`, '')
  lines.push(report.method, '')
  lines.push(`| | ${report.contenders.map((c) => c.label).join(' | ')} |`, `|---|${report.contenders.map(() => '---').join('|')}|`)
  metrics.forEach((metric, i) => lines.push(`| ${metric.title} | ${report.contenders.map((c) => cell(stats.get(c.id)![i]!, metric.format)).join(' | ')} |`))
  lines.push(`| runs passed | ${report.contenders.map((c) => `${c.runs.length}/${c.runs.length + c.failures.length}`).join(' | ')} |`, '')

  lines.push(...renderGoals(report, stats, peers), '')
  const cost = renderNavigationCost(stats)
  if (cost.length) lines.push(...cost, '')

  lines.push('## Against the floor (React alone, same run)', '')
  lines.push(`| | ${report.contenders.filter((c) => c.id !== 'react').map((c) => c.label).join(' | ')} |`, `|---|${report.contenders.filter((c) => c.id !== 'react').map(() => '---').join('|')}|`)
  for (const i of [0, 1, 3, 5]) {
    const metric = metrics[i]!
    lines.push(
      `| ${metric.title}: ratio (over React) | ${report.contenders
        .filter((c) => c.id !== 'react')
        .map((c) => {
          const ours = stats.get(c.id)![i]?.median
          const base = floor[i]?.median
          return ours === undefined || base === undefined ? '–' : `${ratio(ours, base)} (+${metric.format(ours - base)})`
        })
        .join(' | ')} |`,
    )
  }
  lines.push('')

  lines.push('## Airlock against each peer (Airlock ÷ peer, medians; below 1 is better for Airlock)', '')
  lines.push(`| | ${peers.map((p) => p.label).join(' | ')} |`, `|---|${peers.map(() => '---').join('|')}|`)
  const over = (id: string) => {
    const s = stats.get(id)![0]?.median
    const base = floor[0]?.median
    return s === undefined || base === undefined ? undefined : s - base
  }
  lines.push(`| JS before the click over React, gzip | ${peers.map((p) => ratio(over('airlock'), over(p.id))).join(' | ')} |`)
  metrics.forEach((metric, i) => {
    if (i === 2 || i >= 6) return
    lines.push(`| ${metric.title} | ${peers.map((p) => ratio(stats.get('airlock')![i]?.median, stats.get(p.id)![i]?.median)).join(' | ')} |`)
  })
  lines.push('')

  lines.push('## Airlock only', '')
  const search = spread(report.airlock.search.map((s) => s.ms))
  const first = report.airlock.search[0]
  lines.push(
    `- Catalogue search (devnet catalogue, ${first?.catalogueSize ?? '?'} wallets; "${first?.query ?? '?'}" typed in one input event → its row listed): ${cell(search, ms)}. Includes the 300 ms input debounce and the 300 ms minimum loading state (DESIGN §10).`,
  )
  const c = report.airlock.cycles
  lines.push(
    c
      ? `- ${c.cycles} open/close cycles (rendered, reduced motion) in ${(c.durationMs / 1000).toFixed(1)} s: heap after GC ${MB(c.heapBaseline)} → ${MB(c.heapAfter)} (${c.heapGrowth >= 0 ? '+' : ''}${kB(c.heapGrowth)}, ${(c.heapGrowth / c.cycles).toFixed(0)} B a cycle)${growthBy(c)}. After unmount + destroy(): ${c.liveSubscriptions} live rxjs subscriptions, ${c.liveTimers} timers, ${c.liveListeners} window/document listeners${c.liveListenerTypes.length ? ` (${c.liveListenerTypes.join(', ')})` : ''} (while mounted, after the cycles: ${c.whileAlive.subscriptions}, ${c.whileAlive.timers}, ${c.whileAlive.listeners}; subscriptions after the 20 warm-up cycles: ${c.subscriptionsAfterWarmup ?? '?'}).`
      : '- Open/close cycles: not measured (see failures).',
  )
  lines.push(...renderWalletConnect(report, stats.get('airlock')))
  lines.push(...renderFlows(report.airlock.flows))
  for (const failure of [...report.airlock.failures, ...report.contenders.flatMap((x) => x.failures.map((f) => `${x.id}: ${f}`))]) lines.push(`- Failure: ${failure}`)
  const hosts = report.contenders.map((x) => `${x.label}: ${[...new Set(x.runs.flatMap((r) => r.externalHosts))].join(', ') || 'none'}`)
  lines.push('', `External hosts asked for (all blocked): ${hosts.join('; ')}.`, '')
  lines.push(...renderRerun(report.rerun))
  return `${lines.join('\n')}\n`
}

/** Pages measured again alone (BENCH_PAGES): their own figures, date and load, with the goals they bear on. */
function renderRerun(rerun: BenchReport['rerun']): string[] {
  if (!rerun) return []
  const stats = new Map(rerun.contenders.map((c) => [c.id, metrics.map((m) => spread(c.runs.map(m.of)))]))
  const shown = [0, 3, 4, 5]
  const lines = [
    `## Re-run alone: ${rerun.contenders.map((c) => c.label).join(', ')} (${rerun.date.slice(0, 10)}; ${rerun.runs} runs each, interleaved; 1-minute load average ${rerun.loadAverage} at the start, ${rerun.loadAverageEnd} at the end, a shared machine)`,
    '',
    `| | ${rerun.contenders.map((c) => c.label).join(' | ')} |`,
    `|---|${rerun.contenders.map(() => '---').join('|')}|`,
  ]
  for (const i of shown) lines.push(`| ${metrics[i]!.title} | ${rerun.contenders.map((c) => cell(stats.get(c.id)![i]!, metrics[i]!.format)).join(' | ')} |`)
  lines.push(`| runs passed | ${rerun.contenders.map((c) => `${c.runs.length}/${c.runs.length + c.failures.length}`).join(' | ')} |`, '')
  // The median of the rounds' own ratios beside the ratio of the medians: the two pages of a round
  // share the machine's moment, so it moves less from run to run.
  const paired = (id: string, floor: string) => {
    const middle = spread(roundRatios(rerun, id, floor) ?? [])?.median
    return middle === undefined ? '' : `; round by round, median ${middle.toFixed(2)}×`
  }
  for (const pair of bundlerPairs) {
    const ours = stats.get(pair.airlock)?.[3]?.median
    const base = stats.get(pair.react)?.[3]?.median
    if (ours !== undefined && base !== undefined && base > 0)
      lines.push(`- navigation → button, × React alone (${pair.bundler}): ${(ours / base).toFixed(2)}× (${ms(ours)} against ${ms(base)}${paired(pair.airlock, pair.react)}); goal ≤ 1.30×, ${ours / base <= 1.3 ? 'met' : '**missed**'}.`)
    const open = stats.get(pair.airlock)?.[4]?.median
    if (open !== undefined) lines.push(`- click → wallet listed (visible) (${pair.bundler}): ${ms(open)}; goal ≤ 25 ms, ${open <= 25 ? 'met' : '**missed**'}.`)
  }
  // The diagnostic pages (React alone's button, Airlock's code on the page) against the floor their bundler built.
  for (const page of diagnosticPages) {
    const floorId = bundlerPairs.find((pair) => pair.bundler === (page.bundler ?? 'rolldown'))?.react
    const floor = floorId === undefined ? undefined : stats.get(floorId)?.[3]?.median
    const ours = stats.get(page.id)?.[3]?.median
    if (ours !== undefined && floorId !== undefined && floor !== undefined && floor > 0)
      lines.push(`- navigation → button, × React alone (${page.label}): ${(ours / floor).toFixed(2)}× (${ms(ours)}${paired(page.id, floorId)})`)
  }
  for (const c of rerun.contenders) for (const failure of c.failures) lines.push(`- Failure: ${c.id}: ${failure}`)
  lines.push('')
  const cost = renderNavigationCost(stats)
  if (cost.length) lines.push(...cost, '')
  return lines
}

const signed = (bytes: number) => `${bytes >= 0 ? '+' : '−'}${kB(Math.abs(bytes))}`

/** Where the cycles' heap growth sits, from the two heap snapshots. */
function growthBy(c: CycleFigures): string {
  const g = c.heapGrowthBy
  if (!g) return ''
  const most = g.topConstructors.map((x) => `${x.name} +${x.added}`).join(', ')
  return `; by heap snapshot: compiled code ${signed(g.code)}, JS values ${signed(g.js)}, native ${signed(g.native)}; JS constructors whose live count grew most: ${most || 'none'}`
}

/** The WalletConnect figures: each against a baseline measured in the same run. */
function renderWalletConnect(report: BenchReport, airlock: ReadonlyArray<Spread | null> | undefined): string[] {
  const runs = report.airlock.walletConnect
  if (!runs.length) return ['- WalletConnect: no run completed (see failures).']
  const of = (pick: (run: WalletConnectRun) => number) => spread(runs.map(pick))
  const med = (pick: (run: WalletConnectRun) => number) => of(pick)?.median
  const qr = of((r) => r.qrMs)
  const approval = of((r) => r.approvalMs)
  const open = of((r) => r.openMs)
  const floor = of((r) => r.relayFloorMs)
  const airlockBefore = airlock?.[0]?.median
  const before = med((r) => r.jsBeforeClick.gzip)
  const qrJs = runs[0]!.qrJs
  const parts = (values: ReadonlyArray<number | undefined>) => values.map((v) => (v === undefined ? '?' : ms(v))).join(' / ')
  const under = (s: Spread | null) => (s ? (s.median < 1000 ? `median under 1 s${s.max < 1000 ? ', every run too' : `; slowest run ${ms(s.max)}`}` : 'median over 1 s') : '')
  return [
    '',
    `### WalletConnect (devnet relay, Node WalletKit test wallet; ${runs.length} runs${report.airlock.walletConnectLoadAverage === undefined ? '' : `; 1-minute load average ${report.airlock.walletConnectLoadAverage} when they began`})`,
    '',
    '| | median (min–max) | baseline from this run |',
    '|---|---|---|',
    `| click WalletConnect → QR code in the DOM | ${cell(qr, ms)} | ${open ? `${ratio(qr?.median, open.median)} this page's click Connect Wallet → wallet listed (${ms(open.median)})` : '–'}; ${under(qr)} |`,
    `| · its JS arrived / relay socket open / proposal sent | ${parts([med((r) => r.qrScriptsMs), med((r) => r.qrSocketMs), med((r) => r.qrProposalMs)])} | |`,
    `| JS fetched by that click, gzip (raw) | ${kB(qrJs.gzip)} (${kB(qrJs.raw)}), ${qrJs.files} file${qrJs.files === 1 ? '' : 's'} | ${ratio(qrJs.gzip, airlockBefore)} all Airlock + EVM loads before the click |`,
    `| JS before the click with the WalletConnect adapter configured, gzip | ${before === undefined ? '–' : kB(before)} | ${before === undefined || airlockBefore === undefined ? '–' : `+${kB(before - airlockBefore)} over Airlock + EVM`} |`,
    `| wallet's approval (the relay receives its \`wc_approveSession\`) → address in the page | ${cell(approval, ms)} | ${floor && approval ? `${ratio(approval.median, floor.median)} (+${ms(approval.median - floor.median)}) the floor: a bare message Node → relay → page DOM, ${ms(floor.median)} (${ms(floor.min)}–${ms(floor.max)})` : '–'}; ${under(approval)} |`,
    `| · relay → page / SDK: answer → settlement / SDK + adapter + kernel: settlement → state / React: state → DOM | ${parts([med((r) => r.approvalParts.relayToPageMs), med((r) => r.approvalParts.answerToSettlementMs), med((r) => r.approvalParts.settlementToKernelMs), med((r) => r.approvalParts.kernelToDomMs)])} | |`,
    `| the wallet's \`approveNext()\` call → address in the page | ${cell(of((r) => r.approveCallMs), ms)} | adds WalletKit's own work before it sends |`,
    `| page clock against Node's (calibration) | ±${ms(med((r) => r.clockUncertaintyMs) ?? Number.NaN)} | |`,
    `| external requests | ${cell(of((r) => r.externalRequests), count)} | |`,
  ]
}

const FLOW_TITLES: Readonly<Record<FlowRow, string>> = {
  wcSolana: 'Solana over WalletConnect: pair → connected (the wallet\'s `pair(uri)` → the page\'s status `connected`, a session with the solana namespace)',
  swapQuote: 'swap quote shown (ETH → DVT: the amount typed in one input event → the receive amount on screen)',
  swapReceipt: 'swap confirmed → balances updated (click Swap → the Account view lists the swapped ETH and DVT as the chain holds them; Done clicked in the page the moment "Swapped …" shows)',
  emailLogin: 'email login → connected (click Continue with the address → the page\'s status `connected`; the code read from the devnet inbox as it arrives and typed in)',
  embeddedSend: 'approve → transaction sent (embedded `eth_sendTransaction`: click Approve in the frame → the hash in the page)',
  smartSend: 'send from smart account → receipt (embedded smart account `eth_sendTransaction`, its first: click Approve in the frame → the hash in the page, once the user operation that deploys the account is mined)',
}

/** The demo flows, each against this page's own click Connect Wallet → wallet listed, measured in the same runs. */
function renderFlows(flows: DemoFlows | undefined): string[] {
  if (!flows) return []
  const baseline = spread(flows.runs.map((r) => r.baselineMs))
  const lines = [
    '',
    `### Flows on the demo page (devnet; ${flows.runs.length} runs on ${flows.date.slice(0, 10)}, 1-minute load average ${flows.loadAverage.toFixed(1)} when they began, a shared machine)`,
    '',
    `Baseline: the demo page's click Connect Wallet → Devnet Wallet listed, in each run's page: ${cell(baseline, ms)}.`,
    '',
    '| | median (min–max) | × baseline |',
    '|---|---|---|',
  ]
  for (const row of flows.rows) {
    const s = spread(flows.runs.map((r) => r.ms[row]))
    lines.push(`| ${FLOW_TITLES[row]} | ${cell(s, ms)} | ${ratio(s?.median, baseline?.median)} |`)
    if (row === 'swapReceipt') {
      const summary = spread(flows.runs.map((r) => r.ms.swapSummary))
      if (summary) lines.push(`| · of which click Swap → "Swapped …" with the mined transaction | ${cell(summary, ms)} | ${ratio(summary.median, baseline?.median)} |`)
    }
    if (row === 'emailLogin') {
      const verify = spread(flows.runs.map((r) => r.ms.emailVerify))
      lines.push(`| · of which click Verify with the code → connected (the frame's session, key shares and wallet) | ${cell(verify, ms)} | ${ratio(verify?.median, baseline?.median)} |`)
    }
  }
  for (const failure of flows.failures) lines.push(`- Failure: ${failure}`)
  // Rows not re-run by a later BENCH_ONLY run keep their own runs, date and baseline.
  for (const earlier of flows.earlier ?? []) lines.push(...renderFlows(earlier))
  return lines
}
