import type { IncomingMessage, ServerResponse } from 'node:http'

const MAX_BODY_BYTES = 64_000

export class Refusal extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly extra: Readonly<Record<string, unknown>> = {},
  ) {
    super(message)
  }
}

export interface Request {
  readonly method: string
  readonly path: string
  readonly origin: string
  readonly authorization: string | undefined
  json(): Promise<unknown>
}

export type Route = (request: Request) => Promise<{ status?: number; body: unknown }>

function readBody(request: IncomingMessage): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    let size = 0
    request.on('data', (chunk: Buffer) => {
      size += chunk.length
      if (size > MAX_BODY_BYTES) reject(new Refusal(413, 'Request body too large'))
      else chunks.push(chunk)
    })
    request.on('end', () => {
      try {
        resolve(chunks.length === 0 ? undefined : JSON.parse(Buffer.concat(chunks).toString('utf8')))
      } catch {
        reject(new Refusal(400, 'Malformed JSON body'))
      }
    })
    request.on('error', reject)
  })
}

/**
 * Why a browser request may not reach the API, or undefined when it may. Browsers send Origin on every
 * cross-origin request; one from any other origin (or none) is refused. The frame only ever calls the
 * API with fetch, so where the browser says how a request was made (Sec-Fetch-*, which pages cannot
 * set), anything but a CORS fetch is refused too: a form post, a navigation, an <img> or <script>.
 */
export function crossSiteRefusal(headers: IncomingMessage['headers'], allowedOrigin: (origin: string) => boolean): string | undefined {
  if (!allowedOrigin(headers.origin ?? '')) return 'Unauthorized: origin not allowed'
  const mode = headers['sec-fetch-mode']
  const dest = headers['sec-fetch-dest']
  if ((mode !== undefined && mode !== 'cors') || (dest !== undefined && dest !== 'empty')) return 'Unauthorized: not a fetch from the frame'
  return undefined
}

/**
 * JSON over HTTP for the frame's origin only: requests crossSiteRefusal refuses are answered 403
 * before routing (and counted in `refused`), so another site cannot drive the API with a person's
 * browser. CORS headers go to the frame origins only, never with credentials: the API reads no
 * cookie, only the bearer token the frame holds.
 */
export function jsonListener(
  routes: Readonly<Record<string, Route>>,
  allowedOrigin: (origin: string) => boolean,
  onRefused?: () => void,
): (request: IncomingMessage, response: ServerResponse) => void {
  return (request, response) => {
    const origin = request.headers.origin ?? ''
    const url = new URL(request.url ?? '/', 'http://auth.invalid')
    const reply = (status: number, body: unknown) => {
      const headers: Record<string, string> = { 'content-type': 'application/json', 'cache-control': 'no-store', vary: 'Origin' }
      if (allowedOrigin(origin)) {
        headers['access-control-allow-origin'] = origin
        headers['access-control-allow-headers'] = 'authorization, content-type'
        headers['access-control-allow-methods'] = 'GET, POST, PUT, OPTIONS'
        headers['access-control-max-age'] = '600'
      }
      response.writeHead(status, headers)
      response.end(JSON.stringify(body))
    }
    const refusal = crossSiteRefusal(request.headers, allowedOrigin)
    if (refusal !== undefined) {
      request.resume()
      onRefused?.()
      reply(403, { error: refusal })
      return
    }
    if (request.method === 'OPTIONS') {
      request.resume()
      reply(204, null)
      return
    }
    const route = routes[`${request.method ?? 'GET'} ${url.pathname}`]
    if (!route) {
      request.resume()
      reply(404, { error: 'Not found' })
      return
    }
    route({
      method: request.method ?? 'GET',
      path: url.pathname,
      origin,
      authorization: request.headers.authorization,
      json: () => readBody(request),
    }).then(
      ({ status, body }) => reply(status ?? 200, body),
      (error: unknown) => {
        request.resume()
        if (error instanceof Refusal) reply(error.status, { error: error.message, ...error.extra })
        else {
          console.error(error)
          reply(500, { error: 'Something went wrong' })
        }
      },
    )
  }
}
