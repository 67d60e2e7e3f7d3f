import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { FaultKind } from './matrix'

/** The account the mock wallet connects with, its name and the receiver a profile name resolves to. */
export const FAULT_RECEIVER = '0x2222222222222222222222222222222222222222'

/** One request as the server saw it. */
export interface SeenRequest {
  readonly method: string
  readonly url: URL
  readonly body: string
}

interface Armed {
  readonly kind: FaultKind
  readonly match: (request: SeenRequest) => boolean
  remaining: number
}

/**
 * A real HTTP server on 127.0.0.1 serving good SPEC §7 answers for every call the kernel makes, with
 * faults armed per call: a status, a dropped connection, a request held open, a body that is not JSON,
 * or (late) the first request held until the next one has been answered, then answered with stale data.
 */
export async function startFaultServer() {
  const seen: SeenRequest[] = []
  let armed: Armed[] = []
  /** Requests deliberately left unanswered (hang, or held for a late answer). */
  const held = new Set<ServerResponse>()
  const late: Array<() => void> = []

  const answer = (request: SeenRequest, stale: boolean): { status: number; body: unknown } => {
    const path = request.url.pathname
    const q = request.url.searchParams
    const tag = stale ? 'stale' : 'fresh'
    if (path === '/v1/supported-chains') return { status: 200, body: { http: ['eip155:1', 'eip155:137'], ws: [] } }
    if (path === '/projects/v1/origins') return { status: 200, body: { allowedOrigins: ['https://shop.example'] } }
    if (path === '/getAnalyticsConfig') return { status: 200, body: { isAnalyticsEnabled: true } }
    if (path === '/e') return { status: 204, body: undefined }
    if (path === '/getWallets') {
      const search = q.get('search')
      const page = q.get('page') ?? '1'
      const id = search ? `${tag}-${search}` : `${tag}-page-${page}`
      return { status: 200, body: { data: [{ id, name: `Wallet ${id}` }], count: 200 } }
    }
    if (/^\/v1\/account\/[^/]+\/balance$/.test(path)) {
      const chainId = q.get('chainId') ?? 'eip155:1'
      return {
        status: 200,
        body: { balances: [{ name: `Ether ${tag}`, symbol: 'ETH', chainId, value: 3000, price: 2000, quantity: { decimals: '18', numeric: '1.5' } }] },
      }
    }
    if (/^\/v1\/account\/[^/]+\/history$/.test(path)) {
      const chain = q.get('chainId') ?? 'eip155:1'
      const tx = {
        id: `${tag}-${chain}`,
        metadata: { minedAt: '2026-11-01T10:00:00Z', chain, operationType: 'receive', status: 'confirmed', sentFrom: FAULT_RECEIVER, sentTo: FAULT_RECEIVER },
        transfers: [
          { quantity: { numeric: '1' }, fungible_info: { symbol: 'ETH', name: 'Ether' }, direction: 'in' },
          { quantity: { numeric: '1' }, nft_info: { name: `Token ${tag}`, flags: { is_spam: false }, content: { preview: { url: 'https://img.example/n.png' } } }, direction: 'in' },
        ],
      }
      return { status: 200, body: { data: [tx], next: null } }
    }
    if (path.startsWith('/v1/identity/')) return { status: 200, body: { name: `${tag}.reown.id`, avatar: null } }
    if (path.startsWith('/v1/profile/account/')) {
      const name = decodeURIComponent(path.slice('/v1/profile/account/'.length))
      const address = stale ? '0x3333333333333333333333333333333333333333' : FAULT_RECEIVER
      return { status: 200, body: { name, addresses: { '60': { address } } } }
    }
    if (path === '/v1/' || path === '/v1') {
      const rpc = (call: { id?: unknown; method?: unknown }) => ({
        jsonrpc: '2.0',
        id: call.id ?? null,
        result: call.method === 'eth_chainId' ? '0x1' : stale ? '0x1' : '0xde0b6b3a7640000',
      })
      const parsed: unknown = JSON.parse(request.body || '{}')
      return { status: 200, body: Array.isArray(parsed) ? parsed.map(rpc) : rpc(parsed as { id?: unknown; method?: unknown }) }
    }
    return { status: 404, body: { error: 'not found' } }
  }

  const send = (res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) => {
    if (res.destroyed || res.writableEnded) return
    if (body === undefined) res.writeHead(status, headers).end()
    else res.writeHead(status, { 'content-type': 'application/json', ...headers }).end(JSON.stringify(body))
  }

  const handle = (req: IncomingMessage, res: ServerResponse, request: SeenRequest) => {
    seen.push(request)
    const fault = armed.find((a) => a.remaining > 0 && a.match(request))
    if (fault) fault.remaining -= 1
    if (!fault) {
      const { status, body } = answer(request, false)
      send(res, status, body)
      // A held request is answered (stale) once a later one has been answered: a late answer.
      for (const release of late.splice(0)) release()
      return
    }
    switch (fault.kind) {
      case '5xx':
        return send(res, 503, { error: 'unavailable' })
      case '429':
        return send(res, 429, { error: 'slow down' })
      case '429 + Retry-After':
        return send(res, 429, { error: 'slow down' }, { 'retry-after': '1' })
      case 'network error':
        return req.socket.destroy()
      case 'malformed body':
        return res.writeHead(200, { 'content-type': 'application/json' }).end('{"data": [{"id": ')
      case 'hang':
        held.add(res)
        res.on('close', () => held.delete(res))
        return
      case 'late answer': {
        held.add(res)
        res.on('close', () => held.delete(res))
        late.push(() => {
          held.delete(res)
          const { status, body } = answer(request, true)
          send(res, status, body)
        })
        return
      }
    }
  }

  const server = createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => {
      const request = { method: req.method ?? 'GET', url: new URL(req.url ?? '/', 'http://127.0.0.1'), body: Buffer.concat(chunks).toString('utf8') }
      handle(req, res, request)
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`

  return {
    url,
    seen,
    /** Requests the server holds on purpose (the test's settle ignores them). */
    held: () => held.size,
    arm(kind: FaultKind, match: (request: SeenRequest) => boolean, times = 1) {
      armed.push({ kind, match, remaining: times })
    },
    reset() {
      armed = []
      late.splice(0)
      for (const res of held) res.destroy()
      held.clear()
      seen.splice(0)
    },
    /** Armed faults no request has met yet (a cell whose fault never fired proves nothing). */
    unused: () => armed.filter((a) => a.remaining > 0).length,
    count: (match: (request: SeenRequest) => boolean) => seen.filter(match).length,
    close: () =>
      new Promise<void>((resolve) => {
        for (const res of held) res.destroy()
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

export type FaultServer = Awaited<ReturnType<typeof startFaultServer>>
