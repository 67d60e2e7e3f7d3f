import { createServer, type Server } from 'node:http'
import { readFile } from 'node:fs/promises'
import { extname, join, normalize } from 'node:path'
import { fileURLToPath } from 'node:url'
import { startDevnet, type Devnet } from '../devnet'
import { buildPage } from '../scripts/buildPage'
import type { DemoConfig } from './config'

const here = fileURLToPath(new URL('./', import.meta.url))
const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
}

export interface Demo {
  readonly url: string
  readonly devnet: Devnet
  readonly stop: () => Promise<void>
}

/**
 * The demo dapp on the local devnet: starts the devnet, bundles demo/ with the renderer, and serves
 * it on 127.0.0.1. `approval` is how the Devnet Wallet answers requests ('prompt' asks the person).
 */
export async function startDemo(options: { readonly port?: number; readonly approval?: 'prompt' | 'approve' | 'manual' } = {}): Promise<Demo> {
  const outDir = join(here, '.build')
  const [devnet] = await Promise.all([startDevnet(), buildPage(join(here, 'main.tsx'), outDir)])
  const config: DemoConfig = {
    projectId: devnet.projectId,
    apiUrl: devnet.urls.api,
    catalogueUrl: devnet.urls.catalogue,
    chains: devnet.chains.map((c) => ({ chainId: c.chainId, name: c.name, rpcUrl: c.rpcUrl, nativeCurrency: c.nativeCurrency })),
  }
  const html = (await readFile(join(here, 'index.html'), 'utf8')).replace(
    '%WALLET_SCRIPT%',
    `${devnet.urls.walletScript}?approval=${options.approval ?? 'prompt'}`,
  )
  const css = await readFile(join(here, 'demo.css'))

  const server: Server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://127.0.0.1').pathname
    const send = (status: number, type: string, body: string | Buffer) =>
      response.writeHead(status, { 'content-type': type, 'cache-control': 'no-store' }).end(body)
    if (path === '/' || path === '/index.html') return send(200, types['.html']!, html)
    if (path === '/config.json') return send(200, types['.json']!, JSON.stringify(config))
    if (path === '/demo.css') return send(200, types['.css']!, css)
    if (path === '/terms' || path === '/privacy')
      return send(200, 'text/plain; charset=utf-8', `The demo's ${path.slice(1)} page: nothing to agree to, it runs on a local devnet.`)
    const file = normalize(join(outDir, path))
    if (!file.startsWith(outDir)) return send(403, 'text/plain', 'forbidden')
    readFile(file).then(
      (body) => send(200, types[extname(file)] ?? 'application/octet-stream', body),
      () => send(404, 'text/plain', 'not found'),
    )
  })
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject)
      server.listen(options.port ?? 0, '127.0.0.1', () => resolve())
    })
  } catch (error) {
    await devnet.stop()
    throw error
  }
  const address = server.address()
  const port = typeof address === 'object' && address ? address.port : 0
  return {
    url: `http://127.0.0.1:${port}/`,
    devnet,
    stop: async () => {
      server.closeAllConnections()
      await new Promise<void>((resolve) => server.close(() => resolve()))
      await devnet.stop()
    },
  }
}
