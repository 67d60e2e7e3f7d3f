import { execFileSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { benchRoot } from './contenders'

/**
 * The peers live in bench/'s own install so they never weigh on the main one. `npm ci` runs when
 * bench/node_modules is missing or was installed from another lock file (a stamp holds its hash).
 * Scripts are skipped: the bench only bundles the packages for the browser. legacy-peer-deps (also
 * in bench/.npmrc): React comes from the root install, the one copy every page shares.
 */
export function ensureBenchInstall(): void {
  const lock = readFileSync(join(benchRoot, 'package-lock.json'))
  const hash = createHash('sha256').update(lock).digest('hex')
  const stamp = join(benchRoot, 'node_modules/.airlock-bench-lock')
  if (existsSync(stamp) && readFileSync(stamp, 'utf8') === hash) return
  console.info('bench: installing the peers (npm ci --prefix bench)…')
  execFileSync('npm', ['ci', '--prefix', benchRoot, '--ignore-scripts', '--legacy-peer-deps', '--no-audit', '--no-fund'], { stdio: 'inherit' })
  writeFileSync(stamp, hash)
}
