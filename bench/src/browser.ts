import { chromium, type Browser, type BrowserContext } from 'playwright-core'
import { chromiumArgs } from '../../test/harness/chromium'

/**
 * Debian's Chromium with the project's offline arguments, plus `--expose-gc` and a resolver that
 * refuses every host but loopback: a request the routing below would miss still cannot leave.
 */
export function launchBenchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: [...chromiumArgs, '--js-flags=--expose-gc', '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1'],
  })
}

export interface ExternalCounter {
  readonly requests: Array<{ readonly url: string; readonly phase: string }>
  phase: string
}

const isLoopback = (url: string): boolean => {
  try {
    const { hostname, protocol } = new URL(url)
    if (protocol === 'data:' || protocol === 'blob:') return true
    return hostname === '127.0.0.1' || hostname === 'localhost' || hostname === '[::1]'
  } catch {
    return false
  }
}

/**
 * A fresh context where every non-loopback request (HTTP or WebSocket) fails at once and is counted.
 * `routeSockets: false` leaves WebSockets unrouted (Playwright then puts no stand-in WebSocket class
 * in the page, whose set-up costs a round trip to this process per socket): outside sockets are still
 * refused by the resolver and counted when the page creates them.
 */
export async function offlineContext(
  browser: Browser,
  { routeSockets = true }: { readonly routeSockets?: boolean } = {},
): Promise<{ context: BrowserContext; external: ExternalCounter }> {
  const context = await browser.newContext({ serviceWorkers: 'block', viewport: { width: 1280, height: 800 } })
  const external: ExternalCounter = { requests: [], phase: 'load' }
  await context.route('**/*', (route) => {
    const url = route.request().url()
    if (isLoopback(url)) return route.continue()
    external.requests.push({ url, phase: external.phase })
    return route.abort('internetdisconnected')
  })
  if (!routeSockets) {
    context.on('page', (page) =>
      page.on('websocket', (ws) => {
        if (!isLoopback(ws.url())) external.requests.push({ url: ws.url(), phase: external.phase })
      }),
    )
    return { context, external }
  }
  // Only outside sockets are routed: a routed socket's frames travel through Playwright's process,
  // which would add its latency to the WalletConnect timings; loopback ones pass through untouched.
  await context.routeWebSocket(
    (url) => !isLoopback(url.href),
    (ws) => {
      external.requests.push({ url: ws.url(), phase: external.phase })
      void ws.close({ code: 1011, reason: 'offline bench' })
    },
  )
  return { context, external }
}
