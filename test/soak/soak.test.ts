import { setFlagsFromString } from 'node:v8'
import { runInNewContext } from 'node:vm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { asyncScheduler, type Subscription, type SchedulerAction, type SchedulerLike } from 'rxjs'
import { startRelay, type RunningRelay } from '../../devnet/relay'
import { connectRaw, type Frame } from '../relay/rawClient'
import { createModal } from '../../kernel/createModal'
import { createMemoryStorage } from '../../kernel/ports/storage'
import { createRecordingLogger } from '../../kernel/ports/logger'
import { createSequentialIds } from '../../kernel/ports/ids'
import { createStaticPlatform } from '../../kernel/ports/platform'
import { ethereum, polygon } from '../../kernel/chain/fixtures'
import { createMockAdapter } from '../../adapters/mock'
import { createTableFetch } from '../harness/env'

/**
 * Load and soak on loopback. Short by default (inside the normal suite); `npm run soak` sets
 * SOAK=full for the promised sizes. Every run is bounded in count and stops by itself.
 */
const FULL = process.env['SOAK'] === 'full'
const PAIRINGS = FULL ? 200 : 20
const MESSAGES = FULL ? 10_000 : 1_000
const CYCLES = FULL ? 10_000 : 1_000
/** Heap growth allowed between the end of a warm-up round and the end of the measured round. */
const FLAT_BYTES = 8 * 1024 * 1024

setFlagsFromString('--expose-gc')
const gc = runInNewContext('gc') as () => void
const heapAfterGc = (): number => {
  gc()
  gc()
  return process.memoryUsage().heapUsed
}

describe(`load and soak on 127.0.0.1 (${FULL ? 'full' : 'short'} mode)`, () => {
  let relay: RunningRelay
  beforeAll(async () => {
    relay = await startRelay({ host: '127.0.0.1' })
  })
  afterAll(async () => {
    await relay.stop()
  })

  let topicCount = 0
  const newTopic = () => (++topicCount).toString(16).padStart(64, 'a')

  /** One round: `pairings` dapp/wallet socket pairs, `messages` publishes spread over them, all at once. */
  async function relayRound(): Promise<{ delivered: number; duplicates: number; missing: number }> {
    const pairs = await Promise.all(
      Array.from({ length: PAIRINGS }, async () => {
        const topic = newTopic()
        const [dapp, wallet] = await Promise.all([connectRaw(relay.url), connectRaw(relay.url)])
        await wallet.request('irn_subscribe', { topic })
        return { topic, dapp, wallet }
      }),
    )
    const perPair = Math.ceil(MESSAGES / PAIRINGS)
    const sent = new Set<string>()
    await Promise.all(
      pairs.map(async ({ topic, dapp }, p) => {
        for (let m = 0; m < perPair && sent.size < MESSAGES; m++) {
          const message = `${p}:${m}`
          sent.add(message)
          await dapp.request('irn_publish', { topic, message, ttl: 300, tag: 1108 })
        }
      }),
    )
    const isDelivery = (frame: Frame) => frame.method === 'irn_subscription'
    const received: string[] = []
    const deadline = Date.now() + 20_000
    const count = () => pairs.reduce((n, { wallet }) => n + wallet.frames.filter(isDelivery).length, 0)
    while (count() < sent.size && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20))
    for (const { wallet } of pairs) {
      for (const frame of wallet.frames.filter(isDelivery)) {
        received.push((frame.params as { data: { message: string } }).data.message)
        wallet.ack(frame)
      }
    }
    await Promise.all(pairs.flatMap(({ dapp, wallet }): Array<Promise<void>> => [dapp.close(), wallet.close()]))
    const unique = new Set(received)
    return { delivered: unique.size, duplicates: received.length - unique.size, missing: [...sent].filter((m) => !unique.has(m)).length }
  }

  it(`§4 relay: ${PAIRINGS} concurrent pairings and ${MESSAGES} messages, all delivered once, heap flat`, async () => {
    const started = Date.now()
    const warm = await relayRound()
    const before = heapAfterGc()
    const measured = await relayRound()
    const after = heapAfterGc()
    console.info('relay soak', { pairings: PAIRINGS, messages: MESSAGES, warm, measured, heapGrowthBytes: after - before, ms: Date.now() - started })
    expect(warm).toEqual({ delivered: MESSAGES, duplicates: 0, missing: 0 })
    expect(measured).toEqual({ delivered: MESSAGES, duplicates: 0, missing: 0 })
    expect(after - before).toBeLessThan(FLAT_BYTES)
  }, 120_000)

  /** The real async scheduler, counting the actions scheduled and not yet run or cancelled. */
  function countingScheduler(): SchedulerLike & { readonly live: () => number } {
    const live = new Set<Subscription>()
    return {
      now: () => asyncScheduler.now(),
      schedule<T>(work: (this: SchedulerAction<T>, state?: T) => void, delay?: number, state?: T): Subscription {
        const subscription = asyncScheduler.schedule<T>(
          function (this: SchedulerAction<T>, s?: T) {
            live.delete(subscription)
            work.call(this, s)
          },
          delay,
          state,
        )
        live.add(subscription)
        subscription.add(() => live.delete(subscription))
        return subscription
      },
      live: () => live.size,
    }
  }

  it(`DESIGN §3 kernel: ${CYCLES} open/close cycles, heap flat; after destroy no timer, adapter listener or state subscriber is live`, async () => {
    const started = Date.now()
    const fetch = createTableFetch({
      '/getWallets': () => Response.json({ data: [], count: 0 }),
      '/getAnalyticsConfig': () => Response.json({ isAnalyticsEnabled: false }),
      '/v1/supported-chains': () => Response.json({ http: [], ws: [] }),
    })
    const kernel = () => {
      const scheduler = countingScheduler()
      const adapter = createMockAdapter()
      const modal = createModal(
        { projectId: 'soak', networks: [ethereum, polygon], adapters: [adapter] },
        { fetch, storage: createMemoryStorage(), logger: createRecordingLogger(), ids: createSequentialIds(), platform: createStaticPlatform(), scheduler },
      )
      return { modal, scheduler, adapter }
    }
    const cycles = async (modal: ReturnType<typeof createModal>, n: number) => {
      for (let i = 0; i < n; i++) {
        modal.open()
        modal.close({ force: true })
        if (i % 500 === 0) await new Promise((resolve) => setTimeout(resolve, 0))
      }
    }
    const { modal, scheduler, adapter } = kernel()
    const seen: unknown[] = []
    const watcher = modal.state$.subscribe((s) => seen.push(s.modal))
    await modal.connect({ connectorId: 'mock' })
    await cycles(modal, Math.min(CYCLES, 500))
    const before = heapAfterGc()
    await cycles(modal, CYCLES)
    const after = heapAfterGc()
    expect(modal.getState().modal.open).toBe(false)
    watcher.unsubscribe()
    modal.destroy()
    await new Promise((resolve) => setTimeout(resolve, 600))
    const afterDestroy = { timers: scheduler.live(), adapterDestroyed: adapter.destroyed }
    console.info('kernel soak', { cycles: CYCLES, heapGrowthBytes: after - before, afterDestroy, ms: Date.now() - started })
    expect(after - before).toBeLessThan(FLAT_BYTES)
    expect(afterDestroy.timers).toBe(0)
    // A state$ subscriber after destroy gets the last snapshot and completes at once: nothing stays live.
    let completed = false
    modal.state$.subscribe({ complete: () => (completed = true) }).unsubscribe()
    expect(completed).toBe(true)
  }, 120_000)
})
