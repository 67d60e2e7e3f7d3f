import { chromium, type Browser, type BrowserContext } from 'playwright-core'
import { chromiumArgs } from '../../test/harness/chromium'

/**
 * Debian's Chromium with the project's offline arguments, plus `--expose-gc` and a resolver that
 * refuses every host but loopback: nothing the page asks for can leave the machine.
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
 * A fresh context in which a page cannot leave 127.0.0.1 (the resolver above refuses every other
 * host, HTTP and WebSocket alike) and every attempt to is counted. Requests are watched, not
 * intercepted: Playwright holds an intercepted request until this process answers it, a round trip
 * per file that would charge each page for the number of files it loads (six small preloaded modules
 * put 140 ms on React alone's button on a busy 2-core machine), and a routed socket's frames would
 * travel through this process too.
 */
export async function offlineContext(browser: Browser): Promise<{ context: BrowserContext; external: ExternalCounter }> {
  const context = await browser.newContext({ serviceWorkers: 'block', viewport: { width: 1280, height: 800 } })
  const external: ExternalCounter = { requests: [], phase: 'load' }
  const count = (url: string): void => {
    if (!isLoopback(url)) external.requests.push({ url, phase: external.phase })
  }
  context.on('request', (request) => count(request.url()))
  context.on('page', (page) => page.on('websocket', (socket) => count(socket.url())))
  return { context, external }
}
