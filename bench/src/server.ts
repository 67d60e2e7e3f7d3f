import { createServer } from 'node:http'
import { readFile } from 'node:fs/promises'
import { extname, join, normalize } from 'node:path'
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

/**
 * Serves a built page on 127.0.0.1 and records what the browser loads, by phase. Each script's
 * weight is its raw size and its gzip -9 size: the bench gzips each body itself, so the figures do
 * not depend on what the browser reports as transferred.
 */
export async function servePage(root: string): Promise<PageServer> {
  const gzipCache = new Map<string, number>()
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
    const file = normalize(join(root, path === '/' ? 'index.html' : path))
    if (!file.startsWith(normalize(root))) {
      response.writeHead(403).end()
      return
    }
    readFile(file).then(
      (body) => {
        if (path.endsWith('.js')) {
          let gzip = gzipCache.get(path)
          if (gzip === undefined) gzipCache.set(path, (gzip = gzipSync(body, { level: 9 }).length))
          state.scripts.push({ path, raw: body.length, gzip, phase: state.phase })
        }
        response.writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream', 'cache-control': 'no-store' })
        response.end(body)
      },
      () => response.writeHead(404).end('not found'),
    )
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
