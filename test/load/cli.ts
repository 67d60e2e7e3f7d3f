/**
 * `npm run load`: starts the devnet (API, catalogue, chains) on 127.0.0.1, runs the full load run
 * against it, writes bench/results/load.json and load.md, stops everything and exits. Bounded:
 * LOAD_AMOUNT requests per call (default 5,000), LOAD_CONNECTIONS (20), at most 60 s per call.
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import { cpus, loadavg } from 'node:os'
import { join } from 'node:path'
import { startDevnet } from '../../devnet'
import { failedAnswers, runLoad } from './loadRun'
import { renderLoadReport } from './report'

const amount = Math.max(1, Number(process.env.LOAD_AMOUNT ?? 5_000))
const connections = Math.max(1, Number(process.env.LOAD_CONNECTIONS ?? 20))
const loadAverage = loadavg()[0] ?? 0
const started = performance.now()
const log = (line: string) => console.info(`load ${((performance.now() - started) / 1000).toFixed(0).padStart(4)} s  ${line}`)

const devnet = await startDevnet({ relayPort: false, solana: false, bitcoin: false, chainPorts: false })
const figures = await runLoad(devnet, { amount, connections, maxMs: 60_000 }, log).finally(() => devnet.stop())
const failed = failedAnswers(figures)
const dir = join(import.meta.dirname, '../../bench/results')
mkdirSync(dir, { recursive: true })
writeFileSync(join(dir, 'load.json'), `${JSON.stringify(figures, null, 2)}\n`)
writeFileSync(join(dir, 'load.md'), renderLoadReport(figures, { date: new Date().toISOString().slice(0, 10), loadAverage, cores: cpus().length }))
log(`wrote bench/results/load.md; ${failed} failed answers`)
process.exitCode = failed === 0 ? 0 : 1
