import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { WebSocketServer } from 'ws'
import { assertLoopback } from '../http/serve'
import { createSolanaChain, type SolanaChain } from './chain'
import { SOLANA_DEV_ACCOUNT_COUNT } from './config'
import { devAccountKeys } from './keys'
import { createSolanaRpc, SolanaRpcError, toJsonText } from './rpc'
import { servePubSub } from './pubsub'

export interface SolanaClusterOptions {
  readonly host: string
  /** 0 (default) picks a free port; the RPC and the PubSub socket share it. */
  readonly port?: number
  readonly accountCount?: number
  /** Load the cluster from this file when it exists, and write it there on stop. */
  readonly stateFile?: string
}

export interface RunningSolanaCluster {
  readonly chain: SolanaChain
  /** JSON-RPC over HTTP. */
  readonly rpcUrl: string
  /** PubSub over WebSocket (same port). */
  readonly wsUrl: string
  stop(): Promise<void>
}

const cors = { 'access-control-allow-origin': '*', 'access-control-allow-headers': 'content-type, solana-client', 'access-control-allow-methods': 'POST, OPTIONS' }

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = []
  for await (const chunk of request) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks).toString('utf8')
}

/** The local Solana cluster on loopback: JSON-RPC (POST, batches too) and PubSub on one port. */
export async function startSolanaCluster(options: SolanaClusterOptions): Promise<RunningSolanaCluster> {
  assertLoopback(options.host)
  const chain = await createSolanaChain({
    accounts: devAccountKeys(options.accountCount ?? SOLANA_DEV_ACCOUNT_COUNT),
    ...(options.stateFile ? { stateFile: options.stateFile } : {}),
  })
  const rpc = createSolanaRpc(chain)

  const answer = (call: unknown) => {
    const { id = null, method, params } = (typeof call === 'object' && call !== null ? call : {}) as { id?: unknown; method?: unknown; params?: unknown }
    if (typeof method !== 'string') return { jsonrpc: '2.0', error: { code: -32600, message: 'Invalid request' }, id }
    try {
      return { jsonrpc: '2.0', result: rpc(method, Array.isArray(params) ? params : []), id }
    } catch (error) {
      if (error instanceof SolanaRpcError)
        return { jsonrpc: '2.0', error: { code: error.code, message: error.message, ...(error.data === undefined ? {} : { data: error.data }) }, id }
      return { jsonrpc: '2.0', error: { code: -32603, message: `Internal error: ${error instanceof Error ? error.message : String(error)}` }, id }
    }
  }

  const listener = (request: IncomingMessage, response: ServerResponse) => {
    if (request.method === 'OPTIONS') return void response.writeHead(204, cors).end()
    if (request.method !== 'POST') return void response.writeHead(405, { ...cors, 'content-type': 'text/plain' }).end('Solana JSON-RPC: POST only')
    readBody(request).then((text) => {
      let body: unknown
      try {
        body = JSON.parse(text)
      } catch {
        body = undefined
      }
      const reply =
        body === undefined
          ? { jsonrpc: '2.0', error: { code: -32700, message: 'Parse error' }, id: null }
          : Array.isArray(body)
            ? body.map(answer)
            : answer(body)
      response.writeHead(200, { ...cors, 'content-type': 'application/json' }).end(toJsonText(reply))
    }, () => response.destroy())
  }

  const server = createServer(listener)
  server.keepAliveTimeout = 2_000
  const sockets = new WebSocketServer({ server })
  sockets.on('connection', (socket) => servePubSub(chain, socket))
  await new Promise<void>((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) =>
      reject(error.code === 'EADDRINUSE' ? new Error(`Port ${options.port} on ${options.host} is already in use; choose another`) : error),
    )
    server.listen(options.port ?? 0, options.host, () => resolve())
  })
  const { port } = server.address() as AddressInfo
  let stopping: Promise<void> | undefined
  return {
    chain,
    rpcUrl: `http://${options.host}:${port}`,
    wsUrl: `ws://${options.host}:${port}`,
    stop: () =>
      (stopping ??= new Promise<void>((done) => {
        if (options.stateFile) chain.save(options.stateFile)
        for (const client of sockets.clients) client.terminate()
        sockets.close()
        server.close(() => done())
        server.closeAllConnections()
      })),
  }
}
