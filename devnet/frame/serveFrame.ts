import type { IncomingMessage, ServerResponse } from 'node:http'
import { buildFrame, refusalPage } from '../../frame/build'
import type { FrameConfig } from '../../frame/config'
import { frameCsp, refusalCsp } from '../../frame/csp'
import { isOriginAllowed, parseOrigin, withDevelopmentOrigins } from '../../kernel/origins/originMatch'
import { serve, type RunningServer } from '../http/serve'

/** The project's allowed page origins, as the auth service keeps them (undefined: no such project). */
export type AllowedOriginsOf = (projectId: string) => Promise<ReadonlyArray<string> | undefined>

export interface RunningFrameServer extends RunningServer {
  configure(config: FrameConfig, allowedOrigins: AllowedOriginsOf): void
}

/** The page embedding this request, when the browser says it is an iframe load and names its referrer. */
function embeddingOrigin(request: IncomingMessage): string | undefined {
  if (request.headers['sec-fetch-dest'] !== 'iframe' || !request.headers.referer) return undefined
  try {
    const origin = new URL(request.headers.referer).origin
    return parseOrigin(origin) ? origin : undefined
  } catch {
    return undefined
  }
}

/**
 * The secure frame on its own origin, under the CSP of frame/csp.ts: frame-ancestors is the
 * project's allowed origins, read from the auth service at each load, and the development origins
 * (SPEC §6, the same the kernel lets through). Any other page gets the refusal page instead (SPEC §8
 * Unverified Domain), so its modal can say why rather than wait for a frame the browser blocks; a
 * page that hides its origin (no referrer) gets the frame, which the browser then blocks unless
 * frame-ancestors lets it in, and which checks its parent itself.
 */
export async function serveFrame(host: string, port: number): Promise<RunningFrameServer> {
  const files = await buildFrame()
  let config: FrameConfig | undefined
  let allowedOriginsOf: AllowedOriginsOf = () => Promise.resolve(undefined)
  const common = { 'cache-control': 'no-store', 'x-content-type-options': 'nosniff', 'referrer-policy': 'no-referrer' }
  const csp = (ancestors: ReadonlyArray<string>) =>
    frameCsp({
      connect: config
        ? [config.authUrl, config.recoveryUrl, ...Object.values(config.rpcUrls), ...Object.values(config.smartAccounts ?? {}).flatMap((s) => [s.bundlerUrl, ...(s.paymasterUrl ? [s.paymasterUrl] : [])])]
        : [],
      ancestors,
    })

  const page = async (request: IncomingMessage, response: ServerResponse, url: URL) => {
    const projectId = url.searchParams.get('projectId') ?? ''
    const listed = /^[A-Za-z0-9_-]{1,64}$/.test(projectId) ? await allowedOriginsOf(projectId).catch(() => undefined) : undefined
    // An unknown project has no frame to serve, development page or not.
    const allowed = listed === undefined ? undefined : withDevelopmentOrigins(listed)
    const parent = embeddingOrigin(request)
    if (parent !== undefined && (allowed === undefined || !isOriginAllowed(parent, allowed))) {
      const reason = allowed === undefined ? 'PROJECT_ID_NOT_CONFIGURED' : 'UNVERIFIED_DOMAIN'
      response
        .writeHead(200, { ...common, 'content-type': 'text/html; charset=utf-8', 'content-security-policy': refusalCsp(parent) })
        .end(refusalPage(reason))
      return
    }
    response.writeHead(200, { ...common, 'content-type': files['/']!.type, 'content-security-policy': csp(allowed ?? []) }).end(files['/']!.body)
  }

  const listener = (request: IncomingMessage, response: ServerResponse) => {
    request.resume()
    const url = new URL(request.url ?? '/', 'http://frame.invalid')
    const path = url.pathname
    const file = files[path]
    if (request.method !== 'GET') {
      response.writeHead(405, { ...common, 'content-type': 'text/plain' }).end('Method not allowed')
    } else if (path === '/' || path === '/index.html') {
      page(request, response, url).catch(() => {
        if (!response.headersSent) response.writeHead(500, { ...common, 'content-type': 'text/plain' }).end('Something went wrong')
      })
    } else if (path === '/config.json' && config) {
      response.writeHead(200, { ...common, 'content-type': 'application/json', 'content-security-policy': csp([]) }).end(JSON.stringify(config))
    } else if (file) {
      response.writeHead(200, { ...common, 'content-type': file.type, 'content-security-policy': csp([]) }).end(file.body)
    } else {
      response.writeHead(404, { ...common, 'content-type': 'text/plain' }).end('Not found')
    }
  }
  const server = await serve(listener, host, port)
  return {
    ...server,
    configure: (next, origins) => {
      config = next
      allowedOriginsOf = origins
    },
  }
}
