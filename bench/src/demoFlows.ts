/**
 * Airlock-only flows on the demo page (`demo/server.ts`) against the devnet, each run in a fresh
 * offline context: a Solana WalletConnect pairing, a swap's quote and its receipt, an email login
 * and an embedded wallet's transaction approved in the frame, from its EOA and from its smart account
 * (a user operation through the devnet bundler, the first deploying the account). Each run also measures the page's own
 * click Connect Wallet → wallet listed, the baseline every flow is read against.
 */
import type { Browser, Page } from 'playwright-core'
import { startDemo, type Demo } from '../../demo/server'
import { createTestWallet } from '../../devnet/wcWallet'
import { offlineContext } from './browser'

export const FLOW_ROWS = ['wcSolana', 'swapQuote', 'swapReceipt', 'emailLogin', 'embeddedSend', 'smartSend'] as const
export type FlowRow = (typeof FLOW_ROWS)[number]

export interface FlowRun {
  /** This page's click Connect Wallet → the Devnet Wallet listed (ms). */
  readonly baselineMs: number
  /**
   * Row → ms (emailVerify: the email login's click Verify → connected; swapSummary: the swap's click
   * Swap → "Swapped …"); a row missing from a run failed in it (see failures).
   */
  readonly ms: Partial<Record<FlowRow | 'emailVerify' | 'swapSummary', number>>
}

export interface DemoFlows {
  readonly date: string
  readonly loadAverage: number
  readonly rows: ReadonlyArray<FlowRow>
  readonly runs: ReadonlyArray<FlowRun>
  readonly failures: ReadonlyArray<string>
  /** The rows of earlier runs that this one (a BENCH_ONLY run) did not measure again, each as it was. */
  readonly earlier?: ReadonlyArray<DemoFlows>
}

/** The page's clock as an epoch (sub-ms); Node's is read the same way, so the two compare. */
const pageNow = (page: Page): Promise<number> => page.evaluate(() => performance.timeOrigin + performance.now())
const nodeNow = (): number => performance.timeOrigin + performance.now()

/**
 * Arms a probe in the page: its start is the next `startEvent` (capture phase, any element), its end
 * the first moment an element matching `selector` is rendered (a hidden one, such as the modal built
 * ahead of its opening, does not count) with text matching `text`. Read it with `probeEnd`.
 */
async function armProbe(page: Page, name: string, startEvent: 'click' | 'input' | null, selector: string, text: string): Promise<void> {
  // A script, not a function: tsx names the inner functions of a function it compiles (with a helper
  // the page does not have).
  await page.evaluate(`(() => {
    const probe = { start: NaN, end: NaN }
    window.__flowProbes = window.__flowProbes || {}
    window.__flowProbes[${JSON.stringify(name)}] = probe
    const now = () => performance.timeOrigin + performance.now()
    const event = ${JSON.stringify(startEvent)}
    if (event) window.addEventListener(event, () => { probe.start = now() }, { capture: true, once: true })
    const re = new RegExp(${JSON.stringify(text)})
    const check = () => {
      if (!Number.isNaN(probe.end)) return
      for (const element of document.querySelectorAll(${JSON.stringify(selector)}))
        if (re.test(element.textContent || '') && element.getClientRects().length > 0) {
          probe.end = now()
          observer.disconnect()
          return
        }
    }
    const observer = new MutationObserver(check)
    observer.observe(document, { childList: true, subtree: true, characterData: true, attributes: true })
    check()
  })()`)
}

async function probeEnd(page: Page, name: string, timeout = 30_000): Promise<{ start: number; end: number }> {
  await page.waitForFunction((n) => !Number.isNaN((window as unknown as { __flowProbes: Record<string, { end: number }> }).__flowProbes[n]!.end), name, { timeout })
  return page.evaluate((n) => (window as unknown as { __flowProbes: Record<string, { start: number; end: number }> }).__flowProbes[n]!, name)
}

const STATUS = '[data-testid="status"]'

/**
 * The swap's user-visible end: from the click on Swap, through "Swapped …" (where the probe clicks
 * Done at once, as a person who has read it would, without a test driver's latency), to the Account
 * view's token list. Every text that list shows is recorded with its time; `balancesShown` picks the
 * first that has the swapped amounts (and the time to "Swapped …", the part before).
 */
async function armBalancesProbe(page: Page): Promise<void> {
  await page.evaluate(`(() => {
    const probe = { start: NaN, done: NaN, shown: [] }
    window.__balancesProbe = probe
    const now = () => performance.timeOrigin + performance.now()
    window.addEventListener('click', () => { if (Number.isNaN(probe.start)) probe.start = now() }, { capture: true })
    let last = ''
    const check = () => {
      const summary = document.querySelector('[data-testid="swap-summary"]')
      if (Number.isNaN(probe.done) && summary && /Swapped/.test(summary.textContent || '')) {
        const done = [...document.querySelectorAll('[role="dialog"] button')].find((b) => b.textContent === 'Done')
        if (done) {
          probe.done = now()
          done.click()
        }
      }
      if (Number.isNaN(probe.done)) return
      const list = document.querySelector('[role="dialog"][data-view="Account"] ul[aria-label="Tokens"]')
      if (!list) return
      const rows = [...list.querySelectorAll('li')].map((li) => (li.lastElementChild?.lastElementChild?.textContent || '').trim())
      const text = rows.join('|')
      if (text === last) return
      last = text
      probe.shown.push({ at: now(), rows })
    }
    new MutationObserver(check).observe(document, { childList: true, subtree: true, characterData: true, attributes: true })
  })()`)
}

interface BalancesProbe {
  readonly start: number
  readonly done: number
  readonly shown: ReadonlyArray<{ readonly at: number; readonly rows: ReadonlyArray<string> }>
}

/** A quantity as the token list shows it ('10,000.243 ETH'), for `symbol`. */
function shownQuantity(rows: ReadonlyArray<string>, symbol: string): number | undefined {
  const row = rows.find((r) => r.endsWith(` ${symbol}`))
  return row === undefined ? undefined : Number(row.slice(0, -symbol.length - 1).replace(/,/g, ''))
}

/**
 * Waits until the Account view lists the account's ETH and DVT as the chain holds them after the swap
 * (to the list's 3 decimals), and answers the time from the click on Swap to the first moment it did.
 */
async function balancesShown(page: Page, demo: Demo): Promise<{ ms: number; summaryMs: number; rows: ReadonlyArray<string> }> {
  const chain = demo.devnet.chains[0]!
  const { publicClient } = demo.devnet.localChains[0]!
  const owner = demo.devnet.accounts[0]!.address as `0x${string}`
  const balanceOf = { type: 'function', name: 'balanceOf', stateMutability: 'view', inputs: [{ name: 'a', type: 'address' }], outputs: [{ name: '', type: 'uint256' }] } as const
  await page.waitForFunction(() => !Number.isNaN((window as unknown as { __balancesProbe: BalancesProbe }).__balancesProbe.done), null, { timeout: 30_000 })
  const [eth, dvt] = await Promise.all([
    publicClient.getBalance({ address: owner }),
    publicClient.readContract({ address: chain.contracts.token as `0x${string}`, abi: [balanceOf], functionName: 'balanceOf', args: [owner] }),
  ])
  const expected = { ETH: Number(eth) / 1e18, DVT: Number(dvt) / 1e18 }
  const matches = (rows: ReadonlyArray<string>) =>
    Object.entries(expected).every(([symbol, value]) => {
      const shown = shownQuantity(rows, symbol)
      return shown !== undefined && Math.abs(shown - value) < 0.0011
    })
  const deadline = Date.now() + 30_000
  for (;;) {
    const probe = await page.evaluate(() => (window as unknown as { __balancesProbe: BalancesProbe }).__balancesProbe)
    const first = probe.shown.find((entry) => matches(entry.rows))
    if (first) return { ms: first.at - probe.start, summaryMs: probe.done - probe.start, rows: first.rows }
    if (Date.now() > deadline) throw new Error(`the Account view never listed the swapped balances (${JSON.stringify(expected)}; shown: ${JSON.stringify(probe.shown.at(-1)?.rows)})`)
    await page.waitForTimeout(100)
  }
}

/** Opens the modal from the page's button and times it to the Devnet Wallet's row: the baseline. */
async function openConnect(page: Page): Promise<number> {
  await armProbe(page, 'open', 'click', '[role="dialog"] button', 'Devnet Wallet')
  await page.getByRole('button', { name: 'Connect Wallet', exact: true }).click()
  const { start, end } = await probeEnd(page, 'open')
  await page.getByRole('dialog').getByRole('checkbox').check()
  return end - start
}

export async function measureDemoFlows(
  browser: Browser,
  options: { readonly runs: number; readonly rows: ReadonlyArray<FlowRow>; readonly log: (line: string) => void; readonly loadAverage: () => number },
): Promise<DemoFlows> {
  const { runs, rows, log } = options
  const wants = (row: FlowRow) => rows.includes(row)
  const failures: string[] = []
  const results: FlowRun[] = []
  const loadAverage = options.loadAverage()
  const embeddedRows = wants('emailLogin') || wants('embeddedSend') || wants('smartSend')
  const demo: Demo = await startDemo({ approval: 'approve', embedded: embeddedRows })
  try {
    const devnet = demo.devnet
    const solana = devnet.solana
    const wallet =
      wants('wcSolana') && devnet.urls.relay && solana
        ? await createTestWallet({
            relayUrl: devnet.urls.relay,
            projectId: devnet.projectId,
            rpcUrls: Object.fromEntries(devnet.chains.map((chain) => [chain.chainId, chain.rpcUrl])),
            solana: { caipNetworkId: solana.caipNetworkId, rpcUrl: solana.rpcUrl },
          })
        : undefined
    try {
      for (let run = 1; run <= runs; run++) {
        const ms: Partial<Record<FlowRow | 'emailVerify' | 'swapSummary', number>> = {}
        let baselineMs = Number.NaN
        const attempt = async (what: string, body: (page: Page) => Promise<void>, query = '') => {
          const { context } = await offlineContext(browser)
          try {
            await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(demo.url).origin })
            const page = await context.newPage()
            await page.goto(new URL(query, demo.url).toString())
            await body(page)
          } catch (error) {
            failures.push(`${what} run ${run}: ${String(error).split('\n')[0]}`)
            log(`flows ${run}/${runs} ${what}: FAILED ${String(error).split('\n')[0]}`)
          } finally {
            await context.close()
          }
        }

        if (wants('swapQuote') || wants('swapReceipt'))
          await attempt('swap', async (page) => {
            baselineMs = await openConnect(page)
            const dialog = page.getByRole('dialog')
            await dialog.getByRole('button', { name: /Devnet Wallet/ }).click()
            await page.waitForFunction((sel) => document.querySelector(sel)?.textContent === 'connected', STATUS)
            if ((await dialog.count()) === 0) await page.getByRole('button', { name: 'Open the modal' }).click()
            await dialog.getByRole('button', { name: 'Swap', exact: true }).click()
            await dialog.getByRole('button', { name: 'Choose the token you receive' }).click()
            await dialog.getByRole('searchbox', { name: 'Search tokens' }).fill('DVT')
            await dialog.locator('li button').filter({ has: page.locator('span', { hasText: /^DVT$/ }) }).first().click()
            const amount = dialog.getByRole('textbox', { name: 'Amount to pay' })
            await amount.focus()
            await armProbe(page, 'quote', 'input', '[data-testid="swap-receive"]', '[1-9]')
            await page.keyboard.insertText('0.01')
            const quote = await probeEnd(page, 'quote')
            ms.swapQuote = quote.end - quote.start
            const primary = dialog.getByTestId('swap-primary')
            await page.waitForFunction(() => document.querySelector('[data-testid="swap-primary"]')?.textContent === 'Swap', null, { timeout: 15_000 })
            if (!wants('swapReceipt')) return
            await armBalancesProbe(page)
            await primary.click()
            const shown = await balancesShown(page, demo)
            ms.swapReceipt = shown.ms
            ms.swapSummary = shown.summaryMs
            log(`flows ${run}/${runs} swap: the Account view listed ${shown.rows.join(', ')}`)
          })

        if (embeddedRows)
          await attempt('email', async (page) => {
            const openMs = await openConnect(page)
            if (Number.isNaN(baselineMs)) baselineMs = openMs
            const embedded = devnet.embedded
            if (!embedded) throw new Error('the devnet has no embedded wallet')
            const dialog = page.getByRole('dialog')
            await dialog.getByRole('button', { name: 'Continue with Email' }).click()
            const email = `bench-${Date.now()}-${run}@example.com`
            await dialog.getByRole('textbox', { name: 'Email' }).fill(email)
            const since = embedded.mailbox.messages().length
            // From the click that sends the address to the page's status 'connected'; the code is read
            // from the devnet's inbox as it arrives and typed in (a person takes longer: see README).
            await armProbe(page, 'login', 'click', STATUS, '^connected$')
            await dialog.getByRole('button', { name: 'Continue', exact: true }).click()
            const code = /\b(\d{6})\b/.exec((await embedded.mailbox.nextMessage(email, since)).text)?.[1]
            if (!code) throw new Error('no code in the mail')
            await dialog.getByRole('textbox', { name: 'Code' }).fill(code)
            await armProbe(page, 'verify', 'click', STATUS, '^connected$')
            await dialog.getByRole('button', { name: 'Verify', exact: true }).click()
            const login = await probeEnd(page, 'login')
            const verify = await probeEnd(page, 'verify')
            ms.emailLogin = login.end - login.start
            ms.emailVerify = verify.end - verify.start
            const chain = devnet.localChains[0]!
            const accounts = () =>
              page.evaluate(async () => {
                const kernel = (window as unknown as { airlock: { walletProvider(ns: string): { request(a: unknown): Promise<unknown> } } }).airlock
                return ((await kernel.walletProvider('eip155').request({ method: 'eth_accounts' })) as string[])[0] ?? ''
              })
            /** Funds `from`, then sends from it: click Approve in the frame → the hash in the page (ms). */
            const send = async (from: string): Promise<number> => {
              const funding = await chain.walletClient.sendTransaction({ account: devnet.accounts[0]!.address as `0x${string}`, to: from as `0x${string}`, value: 10n ** 18n, chain: null })
              await chain.publicClient.waitForTransactionReceipt({ hash: funding })
              await page.evaluate(
                ([sender, to]) => {
                  const state = { hash: '', at: Number.NaN, error: '' }
                  Object.assign(window, { __sent: state })
                  const kernel = (window as unknown as { airlock: { walletProvider(ns: string): { request(a: unknown): Promise<unknown> } } }).airlock
                  kernel
                    .walletProvider('eip155')
                    .request({ method: 'eth_sendTransaction', params: [{ from: sender, to, value: '0x2386f26fc10000' }] })
                    .then(
                      (hash) => Object.assign(state, { hash: String(hash), at: performance.timeOrigin + performance.now() }),
                      (error: unknown) => (state.error = String(error)),
                    )
                },
                [from, devnet.accounts[6]!.address] as const,
              )
              const approve = page.frameLocator('iframe[data-airlock-frame]').getByRole('button', { name: 'Approve' })
              await approve.waitFor({ timeout: 15_000 })
              // The click's time on the frame's clock, which reads the same epoch as the page's.
              await approve.evaluate((button) =>
                button.addEventListener('click', () => Object.assign(window, { __approvedAt: performance.timeOrigin + performance.now() }), { capture: true, once: true }),
              )
              await approve.click()
              await page.waitForFunction(() => {
                const s = (window as unknown as { __sent: { hash: string; error: string } }).__sent
                return s.hash !== '' || s.error !== ''
              }, null, { timeout: 60_000 })
              const sent = await page.evaluate(() => (window as unknown as { __sent: { hash: string; at: number; error: string } }).__sent)
              if (!/^0x[0-9a-f]{64}$/.test(sent.hash)) throw new Error(`no transaction hash: ${sent.error}`)
              const approvedAt = await page
                .frameLocator('iframe[data-airlock-frame]')
                .locator('html')
                .evaluate(() => (window as unknown as { __approvedAt?: number }).__approvedAt ?? Number.NaN)
              if (Number.isNaN(approvedAt)) throw new Error('the frame did not see the click on Approve')
              // Wait for the frame to drop its card, so the next request's Approve is its own.
              await approve.waitFor({ state: 'detached', timeout: 15_000 })
              return sent.at - approvedAt
            }
            const eoa = await accounts()
            if (wants('embeddedSend')) ms.embeddedSend = await send(eoa)
            if (!wants('smartSend')) return
            // SPEC §1 account type switch to the smart account (its first operation deploys it): the
            // same kernel command the Account view's switch gives.
            await page.evaluate(() =>
              (window as unknown as { airlock: { email(c: unknown): void } }).airlock.email({ type: 'smartAccount', command: { type: 'switch', to: 'smartAccount' } }),
            )
            let smart = eoa
            for (let tries = 0; smart === eoa && tries < 150; tries++) {
              await page.waitForTimeout(100)
              smart = await accounts()
            }
            if (smart === eoa) throw new Error('the wallet did not switch to its smart account')
            ms.smartSend = await send(smart)
          }, '?accountType=eoa')

        if (wallet)
          await attempt('wcSolana', async (page) => {
            const openMs = await openConnect(page)
            if (Number.isNaN(baselineMs)) baselineMs = openMs
            const dialog = page.getByRole('dialog')
            await dialog.getByRole('button', { name: /^WalletConnect/ }).click()
            await dialog.getByRole('img', { name: 'WalletConnect QR code' }).waitFor({ timeout: 15_000 })
            await dialog.getByRole('button', { name: /^(Copy link|Link copied)$/ }).click()
            const uri = await page.evaluate(() => navigator.clipboard.readText())
            await armProbe(page, 'paired', null, STATUS, '^connected$')
            const skew = (await pageNow(page)) - nodeNow()
            const started = nodeNow()
            await wallet.pair(uri)
            const session = await wallet.approveNext()
            if (!session.namespaces.solana) throw new Error('the session has no solana namespace')
            const { end } = await probeEnd(page, 'paired')
            ms.wcSolana = end - skew - started
          })

        results.push({ baselineMs, ms })
        log(`flows ${run}/${runs}: baseline ${baselineMs.toFixed(0)} ms, ${Object.entries(ms).map(([k, v]) => `${k} ${v.toFixed(0)} ms`).join(', ')}`)
      }
    } finally {
      await wallet?.stop()
    }
  } finally {
    await demo.stop()
  }
  return { date: new Date().toISOString(), loadAverage, rows, runs: results, failures }
}
