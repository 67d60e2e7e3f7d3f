import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startDevnet, type Devnet } from '../../devnet'
import { failedAnswers, runLoad } from './loadRun'

/**
 * The load run in its short mode (`npm run load` is the full one): every SPEC §7 call of the devnet
 * API and catalogue under concurrent requests, bounded in count and time, on 127.0.0.1.
 */
describe('§7 devnet API under load (short mode)', () => {
  let devnet: Devnet
  beforeAll(async () => {
    devnet = await startDevnet({ relayPort: false, solana: false, bitcoin: false, chainPorts: false })
  }, 60_000)
  afterAll(async () => {
    await devnet.stop()
  })

  it('§7 every call answers 2xx under 10 concurrent connections, each answer the same as unloaded; figures against a floor server', async () => {
    const figures = await runLoad(devnet, { amount: 100, connections: 10, maxMs: 10_000 })
    console.info(
      'load (short)',
      figures.targets.map((t) => `${t.id} ${t.throughputRatio.toFixed(2)}× floor, p99 ${t.p99Ratio.toFixed(2)}×`),
      `${figures.seconds.toFixed(1)} s`,
    )
    expect(figures.targets.length).toBe(12)
    expect(failedAnswers(figures)).toBe(0)
    for (const target of figures.targets) {
      expect({ answered: target.requests, cut: target.cut }, target.id).toEqual({ answered: 100, cut: false })
      expect(Number.isFinite(target.throughputRatio) && target.throughputRatio > 0, target.id).toBe(true)
    }
  }, 60_000)
})
