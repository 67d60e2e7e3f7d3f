import type { IncomingMessage, ServerResponse } from 'node:http'
import { buildFrame } from '../../frame/build'
import type { FrameConfig } from '../../frame/config'
import { serve, type RunningServer } from '../http/serve'

/**
 * The secure frame on its own origin. Its CSP: scripts and styles from itself only, network only to
 * the auth, recovery and chain endpoints, and embeddable only by loopback pages (the frame itself
 * then checks the project's allowed origins).
 */
export async function serveFrame(host: string, port: number): Promise<RunningServer & { configure(config: FrameConfig): void }> {
  const files = await buildFrame()
  let config: FrameConfig | undefined
  const listener = (request: IncomingMessage, response: ServerResponse) => {
    request.resume()
    const path = new URL(request.url ?? '/', 'http://frame.invalid').pathname
    const file = path === '/index.html' ? files['/'] : files[path]
    const connect = config ? [config.authUrl, config.recoveryUrl, ...Object.values(config.rpcUrls)].map((u) => new URL(u).origin) : []
    const headers = {
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
      'content-security-policy': [
        "default-src 'none'",
        "script-src 'self'",
        "style-src 'self'",
        `connect-src 'self' ${[...new Set(connect)].join(' ')}`,
        'frame-ancestors http://127.0.0.1:* http://localhost:*',
        "base-uri 'none'",
        "form-action 'none'",
      ].join('; '),
    }
    if (path === '/config.json' && config) {
      response.writeHead(200, { ...headers, 'content-type': 'application/json' }).end(JSON.stringify(config))
    } else if (file && request.method === 'GET') {
      response.writeHead(200, { ...headers, 'content-type': file.type }).end(file.body)
    } else {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found')
    }
  }
  const server = await serve(listener, host, port)
  return { ...server, configure: (next) => (config = next) }
}
