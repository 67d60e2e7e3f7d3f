/**
 * `npm run load`: starts the devnet (API, catalogue, chains) on 127.0.0.1, runs the full load run
 * against it, then the auth service's (SQLite, and PostgreSQL when Debian's package is installed),
 * writes bench/results/load.json and load.md, stops everything and exits. Bounded: LOAD_AMOUNT
 * requests per call (default 5,000), AUTH_LOAD_AMOUNT logins (500), LOAD_CONNECTIONS (20), at most
 * 60 s per call. LOAD_PARTS=auth runs only the auth part and keeps the API figures of the last run.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { cpus, loadavg } from 'node:os'
import { join } from 'node:path'
import { startDevnet } from '../../devnet'
import { startPostgres } from '../harness/postgres'
import { authViolations, runAuthLoad, type AuthLoadFigures } from './authLoad'
import { failedAnswers, runLoad, type LoadFigures } from './loadRun'
import { renderAuthLoadReport, renderLoadReport } from './report'

const amount = Math.max(1, Number(process.env.LOAD_AMOUNT ?? 5_000))
const authAmount = Math.max(1, Number(process.env.AUTH_LOAD_AMOUNT ?? 500))
const connections = Math.max(1, Number(process.env.LOAD_CONNECTIONS ?? 20))
const loadAverage = loadavg()[0] ?? 0
const started = performance.now()
const log = (line: string) => console.info(`load ${((performance.now() - started) / 1000).toFixed(0).padStart(4)} s  ${line}`)

const dir = join(import.meta.dirname, '../../bench/results')
const authOnly = process.env.LOAD_PARTS === 'auth'

async function apiFigures(): Promise<LoadFigures> {
  // Our own file from the last full run: read back as written.
  if (authOnly) return JSON.parse(readFileSync(join(dir, 'load.json'), 'utf8')) as LoadFigures
  const devnet = await startDevnet({ relayPort: false, solana: false, bitcoin: false, chainPorts: false })
  return runLoad(devnet, { amount, connections, maxMs: 60_000 }, log).finally(() => devnet.stop())
}
const figures = await apiFigures()
const failed = authOnly ? 0 : failedAnswers(figures)

const authLimits = { amount: authAmount, connections: Math.min(connections, authAmount), maxMs: 60_000 }
const auth: AuthLoadFigures[] = [await runAuthLoad(authLimits, { log })]
if (existsSync('/usr/lib/postgresql')) {
  const postgres = await startPostgres()
  auth.push(await runAuthLoad(authLimits, { databaseUrl: postgres.url, log }).finally(() => postgres.stop()))
} else log('PostgreSQL is not installed: the auth run covers SQLite only')
const violations = auth.flatMap((run) => authViolations(run).map((v) => `${run.store}: ${v}`))
for (const violation of violations) log(`auth: ${violation}`)

mkdirSync(dir, { recursive: true })
const { limits, targets, seconds } = figures
writeFileSync(join(dir, 'load.json'), `${JSON.stringify({ limits, targets, seconds, auth }, null, 2)}\n`)
const context = { date: new Date().toISOString().slice(0, 10), loadAverage, cores: cpus().length }
const apiReport = authOnly ? readFileSync(join(dir, 'load.md'), 'utf8').split('\n## Auth service')[0]! : renderLoadReport(figures, context)
writeFileSync(join(dir, 'load.md'), `${apiReport.trimEnd()}\n\n${renderAuthLoadReport(auth, context)}`)
log(`wrote bench/results/load.md; ${failed} failed answers, ${violations.length} broken auth limits or lost sessions`)
process.exitCode = failed === 0 && violations.length === 0 ? 0 : 1
