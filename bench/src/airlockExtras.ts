import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Browser } from 'playwright-core'
import type { Devnet } from '../../devnet'
import { offlineContext } from './browser'
import { benchRoot } from './contenders'
import { heapComposition, heapGrowth } from './heapSnapshot'
import { usedHeapAfterGc } from './measureRun'
import type { PageServer } from './server'

type BenchWindow = Window & { airlockBench: { kernel?: { open(args?: object): Promise<void> | void } } }

export interface SearchFigures {
  readonly catalogueSize: number
  readonly query: string
  /** Input event → the searched wallet's name is in the list (ms), per run. */
  readonly ms: number
}

/**
 * Catalogue search over the devnet catalogue (720 wallets): AllWallets open, the name of a wallet
 * far past the first page typed into the search field in one input event; the time until that
 * name is in the list. It includes the SPEC's 300 ms input debounce and minimum loading time.
 */
export async function measureSearch(browser: Browser, server: PageServer, devnet: Devnet): Promise<SearchFigures> {
  const target = devnet.catalogue.find((w, i) => i > 600 && devnet.catalogue.filter((o) => o.name.includes(w.name)).length === 1)
  if (!target) throw new Error('no unique wallet name in the catalogue')
  const { context } = await offlineContext(browser)
  try {
    const page = await context.newPage()
    await page.goto(`${server.url}/?api=${encodeURIComponent(devnet.urls.api)}&catalogue=${encodeURIComponent(devnet.urls.catalogue)}`)
    await page.waitForFunction(() => Boolean((window as unknown as BenchWindow).airlockBench?.kernel))
    await page.evaluate(() => (window as unknown as BenchWindow).airlockBench.kernel!.open({ view: 'AllWallets' }))
    const input = page.locator('input[type="search"]')
    await input.waitFor({ timeout: 15_000 })
    await page.getByRole('dialog').getByText(devnet.catalogue[0]!.name, { exact: true }).first().waitFor({ timeout: 15_000 })
    await input.focus()
    await page.evaluate((name) => {
      const probe = { start: Number.NaN, end: Number.NaN }
      Object.assign(window, { searchProbe: probe })
      window.addEventListener('input', () => (probe.start = performance.now()), { capture: true, once: true })
      const observer = new MutationObserver(() => {
        const dialog = document.querySelector('[role="dialog"]')
        if (Number.isNaN(probe.end) && dialog?.textContent?.includes(name)) {
          probe.end = performance.now()
          observer.disconnect()
        }
      })
      observer.observe(document.body, { childList: true, subtree: true, characterData: true })
    }, target.name)
    await page.keyboard.insertText(target.name)
    await page.waitForFunction(() => !Number.isNaN((window as unknown as { searchProbe: { end: number } }).searchProbe.end), null, { timeout: 15_000 })
    const { start, end } = await page.evaluate(() => (window as unknown as { searchProbe: { start: number; end: number } }).searchProbe)
    return { catalogueSize: devnet.catalogue.length, query: target.name, ms: end - start }
  } finally {
    await context.close()
  }
}

export interface CycleFigures {
  readonly cycles: number
  /** Heap after a GC, after 20 warm-up cycles and after the measured cycles. */
  readonly heapBaseline: number
  readonly heapAfter: number
  readonly heapGrowth: number
  /**
   * The same growth read from two heap snapshots (self sizes, bytes): V8's compiled code, JS values,
   * native objects; and the JS constructors whose live count grew most (a leak grows with the cycles).
   */
  readonly heapGrowthBy?: { readonly code: number; readonly js: number; readonly native: number; readonly topConstructors: ReadonlyArray<{ readonly name: string; readonly added: number }> }
  readonly durationMs: number
  /** After unmount + destroy(): rxjs subscriptions, timers and DOM listeners created since the kernel and still alive. */
  readonly liveSubscriptions: number
  readonly liveTimers: number
  readonly liveListeners: number
  /** Event types of the listeners left (React's root keeps a document `selectionchange` listener for the page's life). */
  readonly liveListenerTypes: ReadonlyArray<string>
  /** Live subscriptions while mounted after the 20 warm-up cycles: equal to whileAlive's when cycles leave nothing behind. */
  readonly subscriptionsAfterWarmup: number
  /** The same counts while the kernel was alive and mounted, after the cycles (shows the method sees them). */
  readonly whileAlive: { readonly subscriptions: number; readonly timers: number; readonly listeners: number }
}

/**
 * 1,000 open/close cycles through the public API, rendered, then unmount and `destroy()`. Live
 * subscriptions are counted by wrapping `Observable.prototype.subscribe` of the page's own rxjs
 * (the kernel's copy: operators and Subjects all go through it) before the kernel is created, and
 * forgetting each subscription when its teardown runs; timers and window/document listeners by
 * wrapping setTimeout/setInterval/addEventListener likewise.
 */
export async function measureCycles(browser: Browser, server: PageServer, devnet: Devnet, cycles: number): Promise<CycleFigures> {
  const { context } = await offlineContext(browser)
  try {
    const page = await context.newPage()
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.goto(`${server.url}/?cycles=1&api=${encodeURIComponent(devnet.urls.api)}&catalogue=${encodeURIComponent(devnet.urls.catalogue)}`)
    await page.waitForFunction(() => Boolean((window as unknown as BenchWindow).airlockBench))
    await page.evaluate(readFileSync(join(benchRoot, 'pages/shared/cycles.js'), 'utf8'))
    type Counts = CycleFigures['whileAlive'] & { readonly listenerTypes: ReadonlyArray<string> }
    type CycleWindow = { cycleBench: { cycle(n: number): Promise<void>; counts(): Counts; end(): Promise<Counts> } }
    await page.evaluate(() => (window as unknown as CycleWindow).cycleBench.cycle(20))
    const afterWarmup = await page.evaluate(() => (window as unknown as CycleWindow).cycleBench.counts())
    const heapBaseline = await usedHeapAfterGc(page)
    const before = await heapComposition(page)
    const started = performance.now()
    await page.evaluate((n) => (window as unknown as CycleWindow).cycleBench.cycle(n), cycles)
    const durationMs = performance.now() - started
    const heapAfter = await usedHeapAfterGc(page)
    const heapGrowthBy = heapGrowth(before, await heapComposition(page))
    const whileAlive = await page.evaluate(() => (window as unknown as CycleWindow).cycleBench.counts())
    const after = await page.evaluate(() => (window as unknown as CycleWindow).cycleBench.end())
    return {
      cycles,
      heapBaseline,
      heapAfter,
      heapGrowth: heapAfter - heapBaseline,
      heapGrowthBy,
      durationMs,
      liveSubscriptions: after.subscriptions,
      liveTimers: after.timers,
      liveListeners: after.listeners,
      liveListenerTypes: after.listenerTypes,
      subscriptionsAfterWarmup: afterWarmup.subscriptions,
      whileAlive: { subscriptions: whileAlive.subscriptions, timers: whileAlive.timers, listeners: whileAlive.listeners },
    }
  } finally {
    await context.close()
  }
}
