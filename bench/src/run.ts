import { mkdirSync, writeFileSync } from 'node:fs'
import { cpus, loadavg, totalmem } from 'node:os'
import { join } from 'node:path'
import { ensureBenchInstall } from './install'
import { benchRoot, contenders, type Contender } from './contenders'

/**
 * `npm run bench`: builds every contender's page the same way, serves each on 127.0.0.1, drives
 * Debian's Chromium offline N runs each (runs interleaved, so drift hits all alike), then the
 * Airlock-only scenarios; writes bench/results/latest.json and latest.md.
 * BENCH_RUNS (default 5) and BENCH_CYCLES (default 1000) tune it; BENCH_ONLY=row,… runs only those
 * Airlock flow rows (src/selected.ts); BENCH_PAGES=react,airlock… only those pages' runs (src/pagesOnly.ts).
 */
const runs = Math.max(1, Number(process.env.BENCH_RUNS ?? 5))
// Other work on the machine skews timings (weights and heaps are steady): the report states it.
const loadAtStart = loadavg()[0] ?? 0
const cycles = Math.max(1, Number(process.env.BENCH_CYCLES ?? 1000))
const started = performance.now()
const log = (message: string) => console.info(`bench ${((performance.now() - started) / 1000).toFixed(0).padStart(4)} s  ${message}`)

const only = (process.env.BENCH_ONLY ?? '').split(',').map((id) => id.trim()).filter((id) => id !== '')
if (only.length > 0) {
  const { runSelected } = await import('./selected')
  process.exit(await runSelected(only, runs, log))
}
const pagesOnly = (process.env.BENCH_PAGES ?? '').split(',').map((id) => id.trim()).filter((id) => id !== '')
if (pagesOnly.length > 0) {
  const { runPages } = await import('./pagesOnly')
  process.exit(await runPages(pagesOnly, runs, log))
}

ensureBenchInstall()
// Imported after the install: the builds resolve the peers from bench/node_modules.
const { buildContender } = await import('./build')
const { servePage } = await import('./server')
const { launchBenchChromium } = await import('./browser')
const { measureRun } = await import('./measureRun')
const { measureCycles, measureSearch } = await import('./airlockExtras')
const { walletConnectBench } = await import('./walletConnect')
const { FLOW_ROWS, measureDemoFlows } = await import('./demoFlows')
const { startDevnet } = await import('../../devnet')
const { renderReport } = await import('./report')
type RunFigures = Awaited<ReturnType<typeof measureRun>>

const pages = [...contenders, { id: 'airlock-walletconnect', label: 'Airlock + EVM + WalletConnect', button: 'Connect Wallet', hasModal: true } satisfies Contender]
const dirs = new Map<string, string>()
for (const page of pages) {
  const t = performance.now()
  dirs.set(page.id, await buildContender(page))
  log(`built ${page.id} in ${((performance.now() - t) / 1000).toFixed(1)} s`)
}

const browser = await launchBenchChromium()
const servers = new Map(await Promise.all(pages.map(async (p) => [p.id, await servePage(dirs.get(p.id)!)] as const)))
const results = new Map<string, { runs: RunFigures[]; failures: string[] }>(contenders.map((c) => [c.id, { runs: [], failures: [] }]))
try {
  for (let run = 1; run <= runs; run++) {
    for (const contender of contenders) {
      const entry = results.get(contender.id)!
      try {
        const figures = await measureRun(browser, contender, servers.get(contender.id)!)
        entry.runs.push(figures)
        log(`run ${run}/${runs} ${contender.id}: ${(figures.jsBeforeClick.gzip / 1024).toFixed(0)} kB gzip, button ${figures.buttonMs.toFixed(0)} ms, open ${figures.openMs?.toFixed(1) ?? '-'} ms`)
      } catch (error) {
        entry.failures.push(String(error).split('\n')[0]!)
        log(`run ${run}/${runs} ${contender.id}: FAILED ${String(error).split('\n')[0]}`)
      }
    }
  }

  // The WalletConnect scenario starts the devnet's relay itself, with a hook that times the wallet's frames.
  const devnet = await startDevnet({ chainPorts: false, relayPort: false })
  const airlock = servers.get('airlock')!
  const search: Array<Awaited<ReturnType<typeof measureSearch>>> = []
  const extrasFailures: string[] = []
  let cycleFigures: Awaited<ReturnType<typeof measureCycles>> | null = null
  const walletConnect: Array<Awaited<ReturnType<Awaited<ReturnType<typeof walletConnectBench>>['run']>>> = []
  let walletConnectLoad = 0
  try {
    for (let run = 1; run <= runs; run++) {
      try {
        search.push(await measureSearch(browser, airlock, devnet))
        log(`search ${run}/${runs}: ${search.at(-1)!.ms.toFixed(0)} ms`)
      } catch (error) {
        extrasFailures.push(`search: ${String(error).split('\n')[0]}`)
      }
    }
    try {
      cycleFigures = await measureCycles(browser, airlock, devnet, cycles)
      log(`${cycles} open/close cycles: heap +${(cycleFigures.heapGrowth / 1024).toFixed(0)} kB, live after destroy: ${cycleFigures.liveSubscriptions} subscriptions`)
    } catch (error) {
      extrasFailures.push(`cycles: ${String(error).split('\n')[0]}`)
    }
    walletConnectLoad = loadavg()[0] ?? 0
    try {
      const wc = await walletConnectBench(devnet)
      try {
        for (let run = 1; run <= runs; run++) {
          try {
            const figures = await wc.run(browser, servers.get('airlock-walletconnect')!)
            walletConnect.push(figures)
            log(`WalletConnect ${run}/${runs}: QR ${figures.qrMs.toFixed(0)} ms, approval → account ${figures.approvalMs.toFixed(0)} ms`)
          } catch (error) {
            extrasFailures.push(`walletConnect: ${String(error).split('\n')[0]}`)
            log(`WalletConnect ${run}/${runs}: FAILED ${String(error).split('\n')[0]}`)
          }
        }
      } finally {
        await wc.stop()
      }
    } catch (error) {
      extrasFailures.push(`walletConnect set-up: ${String(error).split('\n')[0]}`)
    }
  } finally {
    await devnet.stop()
  }
  // The flows start their own devnet behind the demo page.
  let flows: Awaited<ReturnType<typeof measureDemoFlows>> | undefined
  try {
    flows = await measureDemoFlows(browser, { runs, rows: FLOW_ROWS, log, loadAverage: () => loadavg()[0] ?? 0 })
  } catch (error) {
    extrasFailures.push(`flows set-up: ${String(error).split('\n')[0]}`)
  }

  const report = {
    date: new Date().toISOString(),
    machine: {
      cpu: cpus()[0]?.model ?? 'unknown',
      cores: cpus().length,
      memoryGb: Math.round(totalmem() / 2 ** 30),
      node: process.version,
      chromium: browser.version(),
      loadAverage: Number(loadAtStart.toFixed(2)),
    },
    runs,
    method:
      'Pages built with scripts/buildPage.ts settings + minify (rolldown); served on 127.0.0.1; every non-loopback request refused by the browser resolver and counted (watched, not intercepted); gzip -9 per script; times from performance marks (probe.js); heap = CDP Runtime.getHeapUsage after HeapProfiler.collectGarbage.',
    contenders: contenders.map((c) => ({ id: c.id, label: c.label, ...results.get(c.id)! })),
    airlock: { search, cycles: cycleFigures, walletConnect, walletConnectLoadAverage: Number(walletConnectLoad.toFixed(2)), ...(flows ? { flows } : {}), failures: extrasFailures },
    durationS: Math.round((performance.now() - started) / 1000),
  }
  const out = join(benchRoot, 'results')
  mkdirSync(out, { recursive: true })
  writeFileSync(join(out, 'latest.json'), `${JSON.stringify(report, null, 2)}\n`)
  writeFileSync(join(out, 'latest.md'), renderReport(report))
  log(`wrote bench/results/latest.json and latest.md`)
  console.info(`\n${renderReport(report)}`)
} finally {
  await Promise.all([...servers.values()].map((s) => s.close()))
  await browser.close()
}
