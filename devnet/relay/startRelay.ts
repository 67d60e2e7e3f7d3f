/**
 * The devnet's WalletConnect relay: a WebSocket server on loopback speaking the relay JSON-RPC
 * (irn_* methods, wc_proposeSession / wc_approveSession) the 2.x clients use. See README.md.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { WebSocketServer, type RawData, type WebSocket } from 'ws'
import { assertLoopback } from '../http/serve'
import { clientIdOf } from './clientAuth'
import { DEFAULT_MAILBOX_LIMITS, type MailboxLimits } from './mailbox'
import { createRelayCore, type RelayStats } from './relayCore'

export interface RelayOptions {
  /** Port to listen on (default 0: any free port). Restarting on the same port is how tests drop the relay. */
  readonly port?: number
  /** Loopback only (default 127.0.0.1). */
  readonly host?: string
  /**
   * WebSocket ping period (default 10 s). Node clients drop a socket that has been silent for 35 s,
   * so this must stay well under that.
   */
  readonly pingIntervalMs?: number
  /** How often expired messages are dropped (default 1 s). */
  readonly sweepIntervalMs?: number
  /** Clock for message TTLs (tests pass a fake one). */
  readonly now?: () => number
  readonly limits?: Partial<MailboxLimits>
  /** Largest accepted frame (default 1 MiB). */
  readonly maxPayloadBytes?: number
  /** Sees every frame in ('in') and out ('out'), for debugging a flow. */
  readonly trace?: (direction: 'in' | 'out', clientId: string, frame: string) => void
}

export interface RunningRelay {
  /** ws:// URL to give clients as `relayUrl`. */
  readonly url: string
  /** http:// URL of the same server (GET /health). */
  readonly httpUrl: string
  readonly port: number
  /** Closes every socket at once (as a network drop would) but keeps listening. */
  dropConnections(): void
  /**
   * A relay restart: every socket closes, the port refuses connections for `downMs`, then the relay
   * listens again on the same port. The mailbox survives, as a real relay's store does.
   */
  restart(downMs?: number): Promise<void>
  /** Expire messages now (tests with a fake clock). */
  sweep(): void
  stats(): RelayStats
  stop(): Promise<void>
}

function health(stats: () => RelayStats) {
  return (request: IncomingMessage, response: ServerResponse): void => {
    if (request.method === 'GET' && request.url?.split('?')[0] === '/health') {
      response.writeHead(200, { 'content-type': 'application/json' })
      response.end(JSON.stringify({ ok: true, ...stats() }))
      return
    }
    response.writeHead(426, { 'content-type': 'text/plain' })
    response.end('WalletConnect relay: connect with a WebSocket')
  }
}

export async function startRelay(options: RelayOptions = {}): Promise<RunningRelay> {
  const host = options.host ?? '127.0.0.1'
  assertLoopback(host)
  const now = options.now ?? Date.now
  const core = createRelayCore(now, { ...DEFAULT_MAILBOX_LIMITS, ...options.limits })
  const httpServer = createServer(health(() => core.stats()))
  httpServer.keepAliveTimeout = 2_000
  const wss = new WebSocketServer({ server: httpServer, maxPayload: options.maxPayloadBytes ?? 1024 * 1024 })
  const alive = new WeakMap<WebSocket, boolean>()
  let anonymous = 0

  wss.on('error', () => undefined) // errors surface on the http server's listen and on each socket
  wss.on('connection', (socket, request) => {
    // A client without an auth JWT still gets a name of its own (raw test clients, curl).
    const clientId = clientIdOf(request.url) ?? `anonymous:${++anonymous}`
    const handle = core.attach({
      clientId,
      send: (frame) => {
        options.trace?.('out', clientId, frame)
        if (socket.readyState === socket.OPEN) socket.send(frame)
      },
    })
    alive.set(socket, true)
    socket.on('pong', () => alive.set(socket, true))
    socket.on('message', (data: RawData) => {
      const text = Array.isArray(data)
        ? Buffer.concat(data).toString('utf8')
        : Buffer.isBuffer(data)
          ? data.toString('utf8')
          : Buffer.from(data).toString('utf8')
      options.trace?.('in', clientId, text)
      try {
        handle.receive(text)
      } catch {
        // The core answers bad input itself; anything that still throws must not take the devnet down.
        socket.terminate()
      }
    })
    socket.on('error', () => socket.terminate())
    socket.on('close', () => handle.detach())
  })

  const pinger = setInterval(() => {
    for (const socket of wss.clients) {
      if (alive.get(socket) === false) {
        socket.terminate()
        continue
      }
      alive.set(socket, false)
      socket.ping()
    }
  }, options.pingIntervalMs ?? 10_000)
  pinger.unref()
  const sweeper = setInterval(() => core.sweep(), options.sweepIntervalMs ?? 1_000)
  sweeper.unref()

  await new Promise<void>((resolve, reject) => {
    httpServer.once('error', (error: NodeJS.ErrnoException) =>
      reject(error.code === 'EADDRINUSE' ? new Error(`Relay port ${options.port} on ${host} is already in use`) : error),
    )
    httpServer.listen(options.port ?? 0, host, () => resolve())
  })
  const { port } = httpServer.address() as AddressInfo
  const dropConnections = (): void => {
    for (const socket of wss.clients) socket.terminate()
  }
  let stopping: Promise<void> | undefined
  const restart = async (downMs = 500): Promise<void> => {
    await new Promise<void>((resolve) => {
      httpServer.close(() => resolve())
      dropConnections()
      httpServer.closeAllConnections()
    })
    await new Promise((resolve) => setTimeout(resolve, downMs))
    if (stopping) return
    await new Promise<void>((resolve, reject) => {
      httpServer.once('error', reject)
      httpServer.listen(port, host, () => {
        httpServer.off('error', reject)
        resolve()
      })
    })
  }

  return {
    url: `ws://${host}:${port}`,
    httpUrl: `http://${host}:${port}`,
    port,
    dropConnections,
    restart,
    sweep: () => core.sweep(),
    stats: () => core.stats(),
    stop: () =>
      (stopping ??= new Promise<void>((resolve) => {
        clearInterval(pinger)
        clearInterval(sweeper)
        dropConnections()
        wss.close()
        httpServer.close(() => resolve())
        httpServer.closeAllConnections()
      })),
  }
}
