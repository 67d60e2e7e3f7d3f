import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { benchRoot } from './contenders'
import { renderReport, type BenchReport } from './report'

/** Rewrites bench/results/latest.md from latest.json (after a change to the report's layout). */
const dir = join(benchRoot, 'results')
const report = JSON.parse(readFileSync(join(dir, 'latest.json'), 'utf8')) as BenchReport
writeFileSync(join(dir, 'latest.md'), renderReport(report))
