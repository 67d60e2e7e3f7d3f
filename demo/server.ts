import { createServer, type RequestListener, type Server } from 'node:http'
import { readFile } from 'node:fs/promises'
import { extname, join, normalize } from 'node:path'
import { fileURLToPath } from 'node:url'
import { startDevnet, type Devnet } from '../devnet'
import type { DemoConfig } from './config'
import { createWalletSite } from './wallet/walletSite'
import { buildDemoPage, prebuiltDemo } from './prebuilt'

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
export async function startDemo(
  options: {
    readonly port?: number
    readonly approval?: 'prompt' | 'approve' | 'manual'
    /** The devnet chains' clock at start (the gallery pins it). */
    readonly chainStartTime?: Date
    /** Extra headers for the page itself, by its URL (tests serve it under a Content-Security-Policy). */
    readonly pageHeaders?: (url: URL) => Record<string, string>
    /** The embedded wallet's world (auth service, mail, secure frame): `npm run demo` and the email tests. */
    readonly embedded?: boolean
  } = {},
): Promise<Demo> {
  const prebuilt = prebuiltDemo()
  const outDir = prebuilt ?? join(here, '.build')
  // Listening first gives the demo its URL, which the devnet's catalogue links to (the wallet page).
  let route: RequestListener = (_request, response) => response.writeHead(503, { 'retry-after': '1' }).end('The demo is starting')
  const server: Server = createServer((request, response) => route(request, response))
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve())
  })
  const address = server.address()
  const port = typeof address === 'object' && address ? address.port : 0
  const url = `http://127.0.0.1:${port}/`
  const [devnet] = await Promise.all([startDevnet({ walletPageUrl: `${url}wallet/`, embedded: options.embedded === true, ...(options.chainStartTime ? { chainStartTime: options.chainStartTime } : {}) }), prebuilt === undefined ? buildDemoPage(outDir) : undefined]).catch(
    (error: unknown) => {
      server.close()
      throw error
    },
  )
  const wallet = createWalletSite({ devnet, buildDir: join(outDir, 'wallet'), prebuilt: prebuilt !== undefined, pageUrl: `${url}wallet/` })
  const config: DemoConfig = {
    projectId: devnet.projectId,
    apiUrl: devnet.urls.api,
    catalogueUrl: devnet.urls.catalogue,
    ...(devnet.urls.relay ? { relayUrl: devnet.urls.relay } : {}),
    ...(devnet.solana
      ? { solana: { clusterId: devnet.solana.clusterId, name: devnet.solana.name, rpcUrl: devnet.solana.rpcUrl, nativeCurrency: devnet.solana.nativeCurrency } }
      : {}),
    ...(devnet.bitcoin
      ? { bitcoin: { chainId: devnet.bitcoin.chainId, name: devnet.bitcoin.name, esploraUrl: devnet.bitcoin.esploraUrl, nativeCurrency: devnet.bitcoin.nativeCurrency } }
      : {}),
    ...(devnet.embedded ? { embedded: { frameUrl: devnet.embedded.frameUrl, inboxUrl: devnet.embedded.inboxUrl } } : {}),
    chains: devnet.chains.map((c) => ({ chainId: c.chainId, name: c.name, rpcUrl: c.rpcUrl, explorerUrl: c.explorerUrl, nativeCurrency: c.nativeCurrency })),
    accounts: devnet.accounts.map((a) => ({ address: a.address, name: a.name })),
    payToken: { chainId: devnet.chains[0]?.chainId ?? 0, address: devnet.chains[0]?.contracts.stablecoin ?? '', symbol: 'DUSD', decimals: 6 },
  }
  const approval = `?approval=${options.approval ?? 'prompt'}`
  const html = (await readFile(join(here, 'index.html'), 'utf8'))
    .replace('%WALLET_SCRIPT%', `${devnet.urls.walletScript}${approval}`)
    // No cluster, no Solana wallet: the tag is dropped rather than left pointing nowhere.
    .replace(/\s*<script src="%SOLANA_WALLET_SCRIPT%"><\/script>/, devnet.urls.solanaWalletScript ? `\n    <script src="${devnet.urls.solanaWalletScript}${approval}"></script>` : '')
    .replace(/\s*<script src="%BITCOIN_WALLET_SCRIPT%"><\/script>/, devnet.urls.bitcoinWalletScript ? `\n    <script src="${devnet.urls.bitcoinWalletScript}${approval}"></script>` : '')
  const css = await readFile(join(here, 'demo.css'))

  route = (request, response) => {
    const path = new URL(request.url ?? '/', 'http://127.0.0.1').pathname
    if (wallet.owns(path)) return wallet.listener(request, response)
    const send = (status: number, type: string, body: string | Buffer) =>
      response.writeHead(status, { 'content-type': type, 'cache-control': 'no-store' }).end(body)
    if (path === '/' || path === '/index.html') {
      const extra = options.pageHeaders?.(new URL(request.url ?? '/', url)) ?? {}
      return response.writeHead(200, { 'content-type': types['.html']!, 'cache-control': 'no-store', ...extra }).end(html)
    }
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
  }
  return {
    url,
    devnet,
    stop: async () => {
      await wallet.stop()
      server.closeAllConnections()
      await new Promise<void>((resolve) => server.close(() => resolve()))
      await devnet.stop()
    },
  }
}
