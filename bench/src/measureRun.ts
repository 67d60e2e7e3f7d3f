import type { Browser, Page } from 'playwright-core'
import { offlineContext } from './browser'
import type { Contender } from './contenders'
import type { PageServer } from './server'

export interface RunFigures {
  readonly jsBeforeClick: { readonly raw: number; readonly gzip: number; readonly files: number }
  readonly jsOnOpen: { readonly raw: number; readonly gzip: number; readonly files: number }
  /** Navigation start → the connect button is in the DOM (ms). */
  readonly buttonMs: number
  /**
   * Navigation start → the last byte of the last page script that arrived before the button (ms): what
   * follows it until the button is compiling, running and rendering, on the page's main thread.
   */
  readonly scriptsFetchedMs: number
  /** Click → the test wallet's name is in the modal (ms); null for the floor. */
  readonly openMs: number | null
  /** Used JS heap after a forced GC, with the modal open (the floor: after load). */
  readonly heapBytes: number
  readonly externalAtLoad: number
  readonly externalOnOpen: number
  readonly externalHosts: ReadonlyArray<string>
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** Waits until the page server has seen no request for `quietMs` (at most `maxMs`). */
export async function networkQuiet(server: PageServer, quietMs = 500, maxMs = 5_000): Promise<void> {
  const start = performance.now()
  while (performance.now() - start < maxMs) {
    if (performance.now() - server.lastRequestAt >= quietMs) return
    await sleep(50)
  }
}

export async function markTime(page: Page, name: string): Promise<number> {
  return page.evaluate((mark) => performance.getEntriesByName(mark, 'mark')[0]?.startTime ?? Number.NaN, name)
}

/** When the last of the page's own scripts (the probe and the test wallet aside) ending by `by` ms arrived. */
export async function lastScriptBefore(page: Page, by: number): Promise<number> {
  return page.evaluate((limit) => {
    const ends = performance
      .getEntriesByType('resource')
      .filter((entry): entry is PerformanceResourceTiming => entry instanceof PerformanceResourceTiming)
      .filter((entry) => /\.m?js(\?|$)/.test(entry.name) && !/\/(probe|wallet)\.js$/.test(new URL(entry.name).pathname))
      .map((entry) => entry.responseEnd)
      .filter((end) => end > 0 && end <= limit)
    return ends.length ? Math.max(...ends) : Number.NaN
  }, by)
}

/** The page's JS heap after two forced collections (CDP), in bytes. */
export async function usedHeapAfterGc(page: Page): Promise<number> {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('HeapProfiler.enable')
  await cdp.send('HeapProfiler.collectGarbage')
  await cdp.send('HeapProfiler.collectGarbage')
  const { usedSize } = await cdp.send('Runtime.getHeapUsage')
  await cdp.detach()
  return usedSize
}

const sum = (scripts: ReadonlyArray<{ raw: number; gzip: number }>) => ({
  raw: scripts.reduce((n, s) => n + s.raw, 0),
  gzip: scripts.reduce((n, s) => n + s.gzip, 0),
  files: scripts.length,
})

/**
 * One cold run of one contender in a fresh browser context: load, wait for the button and a quiet
 * network, click, wait for the test wallet in the modal and a quiet network, GC, read the heap.
 */
export async function measureRun(browser: Browser, contender: Contender, server: PageServer): Promise<RunFigures> {
  server.scripts.length = 0
  server.phase = 'load'
  const { context, external } = await offlineContext(browser)
  try {
    const page = await context.newPage()
    await page.goto(`${server.url}/`, { waitUntil: 'load' })
    await page.waitForFunction(() => (window as unknown as { __benchProbe: { button: boolean } }).__benchProbe.button, null, { timeout: 30_000 })
    await networkQuiet(server)
    const buttonMs = await markTime(page, 'bench:button')
    const scriptsFetchedMs = await lastScriptBefore(page, buttonMs)
    let openMs: number | null = null
    if (contender.hasModal) {
      server.phase = 'open'
      external.phase = 'open'
      await page.getByRole('button', { name: contender.button }).first().click()
      await page.waitForFunction(() => (window as unknown as { __benchProbe: { wallet: boolean } }).__benchProbe.wallet, null, { timeout: 30_000 })
      await networkQuiet(server)
      openMs = (await markTime(page, 'bench:wallet')) - (await markTime(page, 'bench:click'))
    }
    const heapBytes = await usedHeapAfterGc(page)
    return {
      jsBeforeClick: sum(server.scripts.filter((s) => s.phase === 'load')),
      jsOnOpen: sum(server.scripts.filter((s) => s.phase === 'open')),
      buttonMs,
      scriptsFetchedMs,
      openMs,
      heapBytes,
      externalAtLoad: external.requests.filter((r) => r.phase === 'load').length,
      externalOnOpen: external.requests.filter((r) => r.phase === 'open').length,
      externalHosts: [...new Set(external.requests.map((r) => new URL(r.url).host))].sort(),
    }
  } finally {
    await context.close()
  }
}
