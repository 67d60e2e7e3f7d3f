import { createServer } from 'node:http'
import { readdirSync, readFileSync } from 'node:fs'
import { extname, join, relative, sep } from 'node:path'
import { gzipSync } from 'node:zlib'

export interface ServedScript {
  readonly path: string
  readonly raw: number
  readonly gzip: number
  /** The phase the bench was in when the browser asked for it. */
  readonly phase: string
}

export interface PageServer {
  readonly url: string
  /** Every JS file of the page the browser fetched, in order. */
  readonly scripts: ServedScript[]
  /** Time (ms, this process's clock) of the newest request. */
  lastRequestAt: number
  phase: string
  close(): Promise<void>
}

const types: Record<string, string> = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8', '.css': 'text/css; charset=utf-8' }

interface ServedFile {
  readonly body: Buffer
  readonly type: string
  /** gzip -9 size, for scripts. */
  readonly gzip: number
}

/** Every file under `root`, keyed by its URL path, read and (scripts) gzipped once. */
function readAll(root: string): Map<string, ServedFile> {
  const files = new Map<string, ServedFile>()
  for (const entry of readdirSync(root, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue
    const file = join(entry.parentPath, entry.name)
    const body = readFileSync(file)
    const path = `/${relative(root, file).split(sep).join('/')}`
    files.set(path, { body, type: types[extname(file)] ?? 'application/octet-stream', gzip: path.endsWith('.js') ? gzipSync(body, { level: 9 }).length : 0 })
  }
  return files
}

/**
 * Serves a built page on 127.0.0.1 and records what the browser loads, by phase. Each script's
 * weight is its raw size and its gzip -9 size: the bench gzips each body itself, so the figures do
 * not depend on what the browser reports as transferred. The page is read into memory before the
 * first run and every answer is written at once: the server shares the machine's cores with the
 * browser, and a file read or a gzip in a request's path would add its own delay to the page's load.
 */
export async function servePage(root: string): Promise<PageServer> {
  const files = readAll(root)
  const state: PageServer = {
    url: '',
    scripts: [],
    lastRequestAt: performance.now(),
    phase: 'load',
    close: async () => undefined,
  }
  const server = createServer((request, response) => {
    state.lastRequestAt = performance.now()
    const path = new URL(request.url ?? '/', 'http://127.0.0.1').pathname
    const served = files.get(path === '/' ? '/index.html' : path)
    if (!served) {
      response.writeHead(404).end('not found')
      return
    }
    if (path.endsWith('.js')) state.scripts.push({ path, raw: served.body.length, gzip: served.gzip, phase: state.phase })
    response.writeHead(200, { 'content-type': served.type, 'cache-control': 'no-store' })
    response.end(served.body)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  const port = typeof address === 'object' && address ? address.port : 0
  return Object.assign(state, {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections()
        server.close((error) => (error ? reject(error) : resolve()))
      }),
  })
}
