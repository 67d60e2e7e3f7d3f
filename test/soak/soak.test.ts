import { setFlagsFromString } from 'node:v8'
import { runInNewContext } from 'node:vm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startRelay, type RunningRelay } from '../../devnet/relay'
import { connectRaw, type Frame } from '../relay/rawClient'
import { startCycleRig } from './kernelCycles'
import { soakTopic } from './topics'

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
/** How long one relay answer may take: 400 sockets at once on a busy 2-core machine are slow, not lost. */
const ANSWER_MS = 30_000
const TEST_MS = FULL ? 600_000 : 120_000

setFlagsFromString('--expose-gc')
const gc = runInNewContext('gc') as () => void
const heapAfterGc = (): number => {
  gc()
  gc()
  return process.memoryUsage().heapUsed
}

describe(`load and soak on 127.0.0.1 (${FULL ? 'full' : 'short'} mode)`, () => {
  let relay: RunningRelay
  // The relay keeps every message for its TTL (300 s here), as a real relay does; the soak moves the
  // relay's clock past it after each round so that "heap flat" measures what outlives the TTL.
  let clockSkewMs = 0
  beforeAll(async () => {
    relay = await startRelay({ host: '127.0.0.1', now: () => Date.now() + clockSkewMs })
  })
  afterAll(async () => {
    await relay.stop()
  })

  let topicCount = 0
  const newTopic = () => soakTopic(++topicCount)

  /** One round: `pairings` dapp/wallet socket pairs, `messages` publishes spread over them, all at once. */
  async function relayRound(): Promise<{ delivered: number; duplicates: number; missing: number }> {
    const pairs = await Promise.all(
      Array.from({ length: PAIRINGS }, async () => {
        const topic = newTopic()
        const [dapp, wallet] = await Promise.all([connectRaw(relay.url), connectRaw(relay.url)])
        await wallet.request('irn_subscribe', { topic }, undefined, ANSWER_MS)
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
          await dapp.request('irn_publish', { topic, message, ttl: 300, tag: 1108 }, undefined, ANSWER_MS)
        }
      }),
    )
    const isDelivery = (frame: Frame) => frame.method === 'irn_subscription'
    const messagesReceived = () =>
      pairs.flatMap(({ wallet }) => wallet.frames.filter(isDelivery).map((frame) => (frame.params as { data: { message: string } }).data.message))
    // Wait for every distinct message, not for as many frames as were sent: duplicates must not end the wait early.
    const deadline = Date.now() + 60_000
    while (new Set(messagesReceived()).size < sent.size && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50))
    const received = messagesReceived()
    for (const { wallet } of pairs) for (const frame of wallet.frames.filter(isDelivery)) wallet.ack(frame)
    await Promise.all(pairs.flatMap(({ dapp, wallet }): Array<Promise<void>> => [dapp.close(), wallet.close()]))
    clockSkewMs += 301_000
    relay.sweep()
    while (relay.stats().connections > 0 && Date.now() < deadline + 5_000) await new Promise((resolve) => setTimeout(resolve, 20))
    const unique = new Set(received)
    return { delivered: unique.size, duplicates: received.length - unique.size, missing: [...sent].filter((m) => !unique.has(m)).length }
  }

  it(`§4 relay: ${PAIRINGS} concurrent pairings and ${MESSAGES} messages, all delivered once, heap flat`, async () => {
    const started = Date.now()
    const warm = await relayRound()
    const before = heapAfterGc()
    const measured = await relayRound()
    const after = heapAfterGc()
    const left = relay.stats()
    console.info('relay soak', { pairings: PAIRINGS, messages: MESSAGES, warm, measured, heapGrowthBytes: after - before, left, ms: Date.now() - started })
    expect(left).toEqual({ connections: 0, subscribedConnections: 0, topics: 0, messages: 0, awaitingAck: 0 })
    expect(warm).toEqual({ delivered: MESSAGES, duplicates: 0, missing: 0 })
    expect(measured).toEqual({ delivered: MESSAGES, duplicates: 0, missing: 0 })
    expect(after - before).toBeLessThan(FLAT_BYTES)
  }, TEST_MS)

  it(`DESIGN §3 kernel: ${CYCLES} open/close cycles, heap flat; after destroy no timer, adapter listener or state subscriber is live`, async () => {
    const started = Date.now()
    const rig = await startCycleRig()
    await rig.cycles(Math.min(CYCLES, 500))
    const before = heapAfterGc()
    await rig.cycles(CYCLES)
    const after = heapAfterGc()
    const afterDestroy = await rig.destroy(600)
    console.info('kernel soak', { cycles: CYCLES, heapGrowthBytes: after - before, afterDestroy, ms: Date.now() - started })
    expect(after - before).toBeLessThan(FLAT_BYTES)
    expect(afterDestroy).toEqual({ timers: 0, adapterDestroyed: true, lateSubscriberCompleted: true, closed: true, snapshots: afterDestroy.snapshots })
    expect(afterDestroy.snapshots).toBeGreaterThanOrEqual(2 * (CYCLES + Math.min(CYCLES, 500)))
  }, TEST_MS)
})
