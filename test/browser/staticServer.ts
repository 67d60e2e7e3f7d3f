import { createServer, type Server } from 'node:http'
import { readFile } from 'node:fs/promises'
import { extname, join, normalize } from 'node:path'

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.png': 'image/png',
  '.svg': 'image/svg+xml',
}

/**
 * The strictest policy the renderer must live under: no inline styles, no inline scripts, nothing
 * from other origins. A violation is reported to the page (the suite reads them).
 */
export const strictCsp = "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'; object-src 'none'; base-uri 'none'"

export interface StaticServer {
  readonly url: string
  readonly close: () => Promise<void>
}

/**
 * Serves `root` on 127.0.0.1 (a free port), every answer under the strict CSP, or under none
 * (`csp: false`, a page that may call its own production endpoints).
 */
export async function startStaticServer(root: string, options: { readonly csp?: false } = {}): Promise<StaticServer> {
  const policy: Record<string, string> = options.csp === false ? {} : { 'content-security-policy': strictCsp }
  const server: Server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://127.0.0.1').pathname
    const file = normalize(join(root, path === '/' ? 'index.html' : path))
    if (!file.startsWith(normalize(root))) {
      response.writeHead(403).end()
      return
    }
    readFile(file).then(
      (body) => {
        response.writeHead(200, {
          'content-type': types[extname(file)] ?? 'application/octet-stream',
          ...policy,
          'cache-control': 'no-store',
        })
        response.end(body)
      },
      () => response.writeHead(404, policy).end('not found'),
    )
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  const port = typeof address === 'object' && address ? address.port : 0
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections()
        server.close((error) => (error ? reject(error) : resolve()))
      }),
  }
}
