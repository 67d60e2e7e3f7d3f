import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http'
import { HttpProblem } from './problem'
import { json, type Reply } from './reply'

/** The largest request body accepted (JSON-RPC batches and analytics events are far smaller). */
const MAX_BODY_BYTES = 1_000_000

export interface RequestContext {
  readonly method: string
  readonly url: URL
  /** Path without a trailing slash ('/' stays '/'). */
  readonly path: string
  /** Values of the route's `:name` segments, URI-decoded. */
  readonly params: Readonly<Record<string, string>>
  readonly query: URLSearchParams
  readonly headers: IncomingHttpHeaders
  /** The body parsed as JSON; a malformed or oversized body is a 400/413 HttpProblem. */
  readJson(): Promise<unknown>
}

export type Handler = (context: RequestContext) => Reply | Promise<Reply>

/** Consulted before routing: an answer here replaces the route's (devnet fault injection). */
export type Interceptor = (method: string, path: string) => Reply | undefined

interface Route {
  readonly method: string
  readonly segments: ReadonlyArray<string>
  readonly handler: Handler
}

export interface Router {
  get(pattern: string, handler: Handler): Router
  post(pattern: string, handler: Handler): Router
  put(pattern: string, handler: Handler): Router
  delete(pattern: string, handler: Handler): Router
  /** Add a group of routes (a feature module: convert, onramp, profile... slot in this way). */
  use(mount: (router: Router) => void): Router
  intercept(interceptor: Interceptor): Router
  /** The node:http request listener. Never throws; every failure is a JSON answer. */
  readonly listener: (request: IncomingMessage, response: ServerResponse) => void
}

const trimPath = (path: string): string => (path.length > 1 && path.endsWith('/') ? path.replace(/\/+$/, '') || '/' : path)
const splitPath = (path: string): string[] => trimPath(path).split('/').filter(Boolean)

function match(route: Route, segments: ReadonlyArray<string>): Record<string, string> | undefined {
  if (route.segments.length !== segments.length) return undefined
  const params: Record<string, string> = {}
  for (let i = 0; i < segments.length; i++) {
    const expected = route.segments[i] ?? ''
    const actual = segments[i] ?? ''
    if (expected.startsWith(':')) {
      try {
        params[expected.slice(1)] = decodeURIComponent(actual)
      } catch {
        throw new HttpProblem(400, `Malformed path segment "${actual}"`)
      }
    } else if (expected !== actual) {
      return undefined
    }
  }
  return params
}

/**
 * Any page on another loopback port may call the devnet (no credentials are involved), including
 * preflighted JSON POSTs.
 */
function corsHeaders(request: IncomingMessage): Record<string, string> {
  const asked = request.headers['access-control-request-headers']
  return {
    'access-control-allow-origin': '*',
    'access-control-allow-methods': 'GET, POST, PUT, DELETE, OPTIONS',
    'access-control-allow-headers': typeof asked === 'string' && asked ? asked : 'content-type, accept',
    'access-control-expose-headers': 'retry-after, content-type',
    'access-control-max-age': '600',
  }
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    let size = 0
    request.on('data', (chunk: Buffer) => {
      size += chunk.length
      if (size > MAX_BODY_BYTES) {
        reject(new HttpProblem(413, `Request body larger than ${MAX_BODY_BYTES} bytes`))
        request.destroy()
        return
      }
      chunks.push(chunk)
    })
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')))
    request.on('error', reject)
  })
}

function send(response: ServerResponse, reply: Reply, cors: Record<string, string>, head: boolean): void {
  if (response.headersSent) return
  const headers: Record<string, string> = { ...cors, ...reply.headers }
  let body: string | Uint8Array
  if (reply.kind === 'json') {
    headers['content-type'] = 'application/json; charset=utf-8'
    body = JSON.stringify(reply.body, (_key, value: unknown) => (typeof value === 'bigint' ? value.toString() : value))
  } else {
    headers['content-type'] = reply.contentType
    body = reply.body
  }
  headers['content-length'] = String(Buffer.byteLength(body))
  response.writeHead(reply.status, headers)
  response.end(head ? undefined : body)
}

const problemReply = (error: unknown): Reply => {
  if (error instanceof HttpProblem) return json({ error: error.message, status: error.status }, error.status, error.headers)
  const message = error instanceof Error ? error.message : String(error)
  return json({ error: `Internal devnet error: ${message}`, status: 500 }, 500)
}

/** A small method + path router for node:http with JSON errors and CORS on every answer. */
export function createRouter(): Router {
  const routes: Route[] = []
  const interceptors: Interceptor[] = []

  const add = (method: string) => (pattern: string, handler: Handler) => {
    routes.push({ method, segments: splitPath(pattern), handler })
    return router
  }

  async function handle(request: IncomingMessage): Promise<Reply> {
    const method = (request.method ?? 'GET').toUpperCase()
    let url: URL
    try {
      url = new URL(request.url ?? '/', 'http://127.0.0.1')
    } catch {
      throw new HttpProblem(400, 'Malformed request URL')
    }
    const path = trimPath(url.pathname)
    if (method === 'OPTIONS') return { kind: 'raw', status: 204, body: '', contentType: 'text/plain' }
    for (const interceptor of interceptors) {
      const reply = interceptor(method, path)
      if (reply) return reply
    }
    const segments = splitPath(path)
    const lookup = method === 'HEAD' ? 'GET' : method
    let pathKnown = false
    for (const route of routes) {
      const params = match(route, segments)
      if (!params) continue
      pathKnown = true
      if (route.method !== lookup) continue
      let body: Promise<unknown> | undefined
      return route.handler({
        method,
        url,
        path,
        params,
        query: url.searchParams,
        headers: request.headers,
        readJson: () =>
          (body ??= readBody(request).then((text) => {
            if (text.trim() === '') throw new HttpProblem(400, 'Request body must be JSON, got an empty body')
            try {
              return JSON.parse(text) as unknown
            } catch {
              throw new HttpProblem(400, 'Request body is not valid JSON')
            }
          })),
      })
    }
    if (pathKnown) {
      const allowed = [...new Set(routes.filter((r) => match(r, segments)).map((r) => r.method))].join(', ')
      throw new HttpProblem(405, `Method ${method} not allowed on ${path}; use ${allowed}`, { allow: allowed })
    }
    throw new HttpProblem(404, `No devnet route for ${method} ${path}`)
  }

  const router: Router = {
    get: add('GET'),
    post: add('POST'),
    put: add('PUT'),
    delete: add('DELETE'),
    use(mount) {
      mount(router)
      return router
    },
    intercept(interceptor) {
      interceptors.push(interceptor)
      return router
    },
    listener(request, response) {
      const cors = corsHeaders(request)
      const head = request.method === 'HEAD'
      handle(request)
        .catch(problemReply)
        .then((reply) => send(response, reply, cors, head))
        .catch(() => response.destroy())
    },
  }
  return router
}
