import { execFile } from 'node:child_process'
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { promisify } from 'node:util'
import { expect, it } from 'vitest'

const run = promisify(execFile)
const root = resolve(import.meta.dirname, '../..')

// A clean clone installs with `npm ci`, which refuses a lock file that misses any package the
// manifests name, even an optional one for another platform; a local `npm install` does not notice.
it('the lock file is in sync with package.json, so npm ci on a clean clone accepts it', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'airlock-lock-'))
  try {
    copyFileSync(join(root, 'package.json'), join(dir, 'package.json'))
    copyFileSync(join(root, 'package-lock.json'), join(dir, 'package-lock.json'))
    const result = await run('npm', ['ci', '--dry-run', '--ignore-scripts', '--no-audit', '--no-fund'], { cwd: dir }).then(
      () => 'in sync',
      (error: { stderr?: string }) => (error.stderr ?? String(error)).split('\n').filter((line) => /Missing|Invalid|error/.test(line)).join('\n'),
    )
    expect(result).toBe('in sync')
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}, 120_000)
