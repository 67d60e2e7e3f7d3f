import { randomBytes } from 'node:crypto'
import { join } from 'node:path'
import type { Browser, Page } from 'playwright-core'
import WebSocket from 'ws'
import type { Devnet } from '../../devnet'
import { startRelay, type RunningRelay } from '../../devnet/relay'
import { createTestWallet, type TestWallet } from '../../devnet/wcWallet'
import { offlineContext } from './browser'
import { calibrate, wallClock, type ClockOffset } from './clocks'
import { benchRoot } from './contenders'
import { markTime, networkQuiet } from './measureRun'
import type { PageServer } from './server'

export interface WalletConnectRun {
  /** JS the page loads before any click, the WalletConnect adapter configured (its SDK must not be in it). */
  readonly jsBeforeClick: { readonly raw: number; readonly gzip: number; readonly files: number }
  /** Click Connect Wallet → the test wallet listed, in this page (ms): the modal's own opening. */
  readonly openMs: number
  /** Click on the WalletConnect row → the pairing QR code (svg, "WalletConnect QR code") in the DOM (ms). */
  readonly qrMs: number
  /** Click → the last script that click fetched has arrived (resource timing, ms). */
  readonly qrScriptsMs: number
  /** Click → the SDK's relay socket is open (ms). */
  readonly qrSocketMs: number
  /** Click → the SDK sends the session proposal to the relay (ms). */
  readonly qrProposalMs: number
  /** JS fetched between that click and a quiet network (the SDK chunk and the QR view). */
  readonly qrJs: { readonly raw: number; readonly gzip: number; readonly files: number }
  /**
   * The relay receives the wallet's approval (its `wc_approveSession` frame) → the address is in the
   * page's `[data-testid=account]` (ms; page time brought onto this process's clock).
   */
  readonly approvalMs: number
  /** The same end, from the Node call to `approveNext()` (adds WalletKit's own work before it sends). */
  readonly approveCallMs: number
  /**
   * approvalMs in four parts. The relay passes the wallet's answer (tag 1101) to the page's socket;
   * the SDK derives the session key and subscribes to the session topic, where the relay hands it the
   * settlement (tag 1102); the SDK settles the session and the adapter and kernel put the account in
   * the state; React renders it. The last three are read on the page's clock alone.
   */
  readonly approvalParts: {
    readonly relayToPageMs: number
    readonly answerToSettlementMs: number
    readonly settlementToKernelMs: number
    readonly kernelToDomMs: number
  }
  /** The floor: a bare `irn_publish` from Node through the same relay → its text in the page's DOM (median of 5, ms). */
  readonly relayFloorMs: number
  /** How well the page's clock is known against this process's (± ms). */
  readonly clockUncertaintyMs: number
  readonly externalRequests: number
}

type Probe = {
  click: number
  qr: number
  socketOpen: number
  proposalSent: number
  responseFrame: number
  settleFrame: number
  kernelAccount: number
  account: number
  accountText: string
  floor: number
  arm(): void
  floorSocket(relayUrl: string, topic: string): Promise<void>
  nextFloor(): void
  watchKernel(): void
}
type ProbeWindow = Window & { __wcProbe: Probe; __benchProbe: { wallet: boolean }; airlockBench: { kernel: { getState(): { pairing: { uri?: string } } } } }

const readProbe = (page: Page) => page.evaluate(() => (window as unknown as ProbeWindow).__wcProbe)
const median = (xs: ReadonlyArray<number>) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!

/** When the relay receives frames: the moment a wallet's message leaves for the dapp, on this process's clock. */
function frameClock() {
  const waiting: Array<{ readonly test: (frame: string) => boolean; readonly resolve: (at: number) => void }> = []
  return {
    trace: (direction: 'in' | 'out', _client: string, frame: string): void => {
      if (direction !== 'in' || !waiting.length) return
      const at = wallClock()
      for (const waiter of [...waiting]) {
        if (!waiter.test(frame)) continue
        waiting.splice(waiting.indexOf(waiter), 1)
        waiter.resolve(at)
      }
    },
    next: (test: (frame: string) => boolean): Promise<number> => new Promise((resolve) => waiting.push({ test, resolve })),
  }
}

/** Resolves once the wallet holds a proposal (the pairing is done and the dapp's proposal arrived). */
function proposalArrived(wallet: TestWallet, timeoutMs = 15_000): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      stop()
      reject(new Error(`no session proposal reached the wallet within ${timeoutMs} ms`))
    }, timeoutMs)
    const check = () => {
      if (wallet.pendingProposals().length === 0) return
      clearTimeout(timer)
      stop()
      resolve()
    }
    const stop = wallet.onChange(check)
    check()
  })
}

/**
 * The floor of the approval figure, measured the same way: the page subscribes a socket of its own
 * to a topic on the same relay; Node publishes there; from the relay's receipt of the publish to the
 * text in the page's DOM. One relay hop, no SDK, no encryption, no kernel, no React.
 */
async function relayFloor(page: Page, relay: RunningRelay, frames: ReturnType<typeof frameClock>, clock: ClockOffset): Promise<number> {
  const topic = randomBytes(32).toString('hex')
  await page.evaluate(([url, t]) => (window as unknown as ProbeWindow).__wcProbe.floorSocket(url, t), [relay.url, topic] as const)
  const publisher = new WebSocket(relay.url)
  await new Promise<void>((resolve, reject) => publisher.once('open', resolve).once('error', reject))
  try {
    const samples: number[] = []
    for (let i = 0; i <= 5; i++) {
      await page.evaluate(() => (window as unknown as ProbeWindow).__wcProbe.nextFloor())
      const received = frames.next((frame) => frame.includes(topic) && frame.includes('"irn_publish"'))
      publisher.send(JSON.stringify({ id: i + 1, jsonrpc: '2.0', method: 'irn_publish', params: { topic, message: `floor ${i}`, ttl: 30, tag: 0 } }))
      const at = await received
      await page.waitForFunction(() => !Number.isNaN((window as unknown as ProbeWindow).__wcProbe.floor), null, { timeout: 5_000 })
      const shown = (await readProbe(page)).floor - clock.offsetMs
      if (i > 0) samples.push(shown - at) // the first one warms the path up
    }
    return median(samples)
  } finally {
    publisher.close()
  }
}

export interface WalletConnectBench {
  run(browser: Browser, server: PageServer): Promise<WalletConnectRun>
  stop(): Promise<void>
}

/**
 * Airlock's WalletConnect path against the devnet relay, with the Node WalletKit test wallet. The relay
 * is the devnet's (devnet/relay), started here with its `trace` hook: that hook is where the wallet's
 * approval is timed as it arrives. The chain and API are the devnet's.
 */
export async function walletConnectBench(devnet: Devnet): Promise<WalletConnectBench> {
  const frames = frameClock()
  const relay = await startRelay({ trace: frames.trace })
  const chain = devnet.chains[0]!
  const wallet = await createTestWallet({ relayUrl: relay.url, projectId: devnet.projectId, rpcUrls: { [chain.chainId]: chain.rpcUrl } })
  const query = new URLSearchParams({ relay: relay.url, api: devnet.urls.api, catalogue: devnet.urls.catalogue, chain: String(chain.chainId), rpc: chain.rpcUrl })

  const run = async (browser: Browser, server: PageServer): Promise<WalletConnectRun> => {
    server.scripts.length = 0
    server.phase = 'load'
    const { context, external } = await offlineContext(browser)
    try {
      await context.addInitScript({ path: join(benchRoot, 'pages/shared/wcProbe.js') })
      const page = await context.newPage()
      await page.goto(`${server.url}/?${query}`)
      await page.waitForFunction(() => (window as unknown as { __benchProbe: { button: boolean } }).__benchProbe.button, null, { timeout: 30_000 })
      await networkQuiet(server)

      server.phase = 'open'
      await page.getByRole('button', { name: 'Connect Wallet' }).first().click()
      await page.waitForFunction(() => (window as unknown as ProbeWindow).__benchProbe.wallet, null, { timeout: 15_000 })
      const openMs = (await markTime(page, 'bench:wallet')) - (await markTime(page, 'bench:click'))
      const row = page.getByRole('dialog').getByRole('button', { name: /^WalletConnect/ }).first()
      await row.waitFor({ timeout: 15_000 })
      await networkQuiet(server)

      await page.evaluate(() => (window as unknown as ProbeWindow).__wcProbe.arm())
      server.phase = 'qr'
      await row.click()
      await page.waitForFunction(() => !Number.isNaN((window as unknown as ProbeWindow).__wcProbe.qr), null, { timeout: 15_000 })
      await networkQuiet(server)
      const shown = await readProbe(page)
      const qrScriptsEnd = await page.evaluate(
        (clickedAt) =>
          Math.max(
            ...performance
              .getEntriesByType('resource')
              .filter((entry) => entry.name.endsWith('.js') && performance.timeOrigin + entry.startTime >= clickedAt)
              .map((entry) => performance.timeOrigin + (entry as PerformanceResourceTiming).responseEnd),
          ),
        shown.click,
      )
      const sum = (phase: string) => {
        const scripts = server.scripts.filter((s) => s.phase === phase)
        return { raw: scripts.reduce((n, s) => n + s.raw, 0), gzip: scripts.reduce((n, s) => n + s.gzip, 0), files: scripts.length }
      }

      const uri = await page.evaluate(() => (window as unknown as ProbeWindow).airlockBench.kernel.getState().pairing.uri)
      if (!uri?.startsWith('wc:')) throw new Error(`the QR view shows no wc: URI (${String(uri)})`)
      let clock = await calibrate(page)
      const relayFloorMs = await relayFloor(page, relay, frames, clock)

      await page.evaluate(() => (window as unknown as ProbeWindow).__wcProbe.watchKernel())
      await wallet.pair(uri)
      await proposalArrived(wallet)
      clock = await calibrate(page)
      const approvalSent = frames.next((frame) => frame.includes('"wc_approveSession"'))
      const calledAt = wallClock()
      await wallet.approveNext()
      const sentAt = await approvalSent
      await page.waitForFunction(() => !Number.isNaN((window as unknown as ProbeWindow).__wcProbe.account), null, { timeout: 15_000 })
      const connected = await readProbe(page)
      if (connected.accountText.toLowerCase() !== wallet.address().toLowerCase()) {
        throw new Error(`the page shows ${connected.accountText}, the wallet approved ${wallet.address()}`)
      }
      const accountAt = connected.account - clock.offsetMs
      return {
        jsBeforeClick: sum('load'),
        openMs,
        qrMs: shown.qr - shown.click,
        qrScriptsMs: qrScriptsEnd - shown.click,
        qrSocketMs: shown.socketOpen - shown.click,
        qrProposalMs: shown.proposalSent - shown.click,
        qrJs: sum('qr'),
        approvalMs: accountAt - sentAt,
        approveCallMs: accountAt - calledAt,
        approvalParts: {
          relayToPageMs: connected.responseFrame - clock.offsetMs - sentAt,
          answerToSettlementMs: connected.settleFrame - connected.responseFrame,
          settlementToKernelMs: connected.kernelAccount - connected.settleFrame,
          kernelToDomMs: connected.account - connected.kernelAccount,
        },
        relayFloorMs,
        clockUncertaintyMs: clock.uncertaintyMs,
        externalRequests: external.requests.length,
      }
    } finally {
      await context.close()
      // The page is gone: end its session on the wallet's side too, so runs do not pile sessions up.
      await wallet.disconnect().catch(() => undefined)
    }
  }

  return {
    run,
    stop: async () => {
      await wallet.stop()
      await relay.stop()
    },
  }
}
