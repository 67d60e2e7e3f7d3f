import { execFile } from 'node:child_process'
import { chownSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'

const run = promisify(execFile)

export interface RunningPostgres {
  readonly url: string
  stop(): Promise<void>
}

/** Debian's PostgreSQL binaries (scripts/ensure-postgres.sh installs the package). */
function binDir(): string {
  const root = '/usr/lib/postgresql'
  const versions = readdirSync(root).sort((a, b) => Number(b) - Number(a))
  const newest = versions[0]
  if (newest === undefined) throw new Error('PostgreSQL is not installed: run scripts/ensure-postgres.sh')
  return join(root, newest, 'bin')
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      const port = typeof address === 'object' && address ? address.port : 0
      server.close(() => resolve(port))
    })
  })
}

/**
 * A throwaway PostgreSQL cluster in a temp folder, listening on 127.0.0.1 only. PostgreSQL refuses to
 * run as root, so as root the cluster belongs to Debian's `postgres` user.
 */
export async function startPostgres(): Promise<RunningPostgres> {
  const bin = binDir()
  const dir = mkdtempSync(join(tmpdir(), 'airlock-pg-'))
  const data = join(dir, 'data')
  const asRoot = process.getuid?.() === 0
  const exec = (tool: string, args: ReadonlyArray<string>) =>
    asRoot ? run('runuser', ['-u', 'postgres', '--', join(bin, tool), ...args]) : run(join(bin, tool), [...args])
  if (asRoot) {
    const { execFileSync } = await import('node:child_process')
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim())
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim())
    chownSync(dir, uid, gid)
  }
  await exec('initdb', ['-D', data, '-U', 'airlock', '-A', 'trust', '--no-sync', '-E', 'UTF8'])
  const port = await freePort()
  await exec('pg_ctl', [
    '-D', data, '-w', '-l', join(dir, 'log'),
    '-o', `-h 127.0.0.1 -p ${port} -k ${dir} -F`,
    'start',
  ])
  let stopped: Promise<void> | undefined
  return {
    url: `postgres://airlock@127.0.0.1:${port}/postgres`,
    stop: () =>
      (stopped ??= exec('pg_ctl', ['-D', data, '-w', '-m', 'fast', 'stop']).then(
        () => rmSync(dir, { recursive: true, force: true }),
        (error: unknown) => {
          rmSync(dir, { recursive: true, force: true })
          throw error
        },
      )),
  }
}
