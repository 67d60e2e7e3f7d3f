import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import type { Subscription } from 'rxjs'
import { createModal } from '../../kernel/createModal'
import { createMemoryStorage } from '../../kernel/ports/storage'
import { createRecordingLogger } from '../../kernel/ports/logger'
import { createSequentialIds } from '../../kernel/ports/ids'
import { createStaticPlatform } from '../../kernel/ports/platform'
import { storageKeys } from '../../kernel/storage/keys'
import { snapshotViolations } from '../../kernel/snapshot/invariants'
import { ethereum, polygon } from '../../kernel/chain/fixtures'
import { createMockAdapter } from '../../adapters/mock'
import { RUNS, jsonish } from './inputs'
// The services createModal loads on first need, loaded up front as a page that has them already:
// otherwise a run ends before the lazy account code arrives and its answers are never asked.
import '../../kernel/accountServices'
import '../../kernel/history/createHistoryService'
import '../../kernel/telemetry/createTelemetryService'

/**
 * The kernel suite runs as SHARDS files (kernel.N.fuzz.ts) so the runner spreads them over its
 * workers: each runs its own share of the generated runs and asks every answer kind at least
 * RUNS / SHARDS times, so together every kind takes at least RUNS inputs.
 */
export const SHARDS = 8

/** A valid eip155 address other than the mock wallet's own. */
const secondAccount = '0x00000000000000000000000000000000000000a1'

/** Which SPEC §7 answer a request reads, by its path. */
function answerKind(url: URL): string {
  const path = url.pathname
  if (path.endsWith('/supported-chains')) return 'supported-chains'
  if (path.endsWith('/origins')) return 'origins'
  if (path.endsWith('/getWallets')) return 'getWallets'
  if (path.endsWith('/getAnalyticsConfig')) return 'analytics config'
  if (path.endsWith('/balance')) return 'balance'
  if (path.endsWith('/history')) return 'history'
  if (path.startsWith('/v1/identity/')) return 'identity'
  if (path === '/v1/' || path === '/v1') return 'rpc eth_getBalance'
  return path
}

/** JSON text for any generated value (what JSON cannot hold, such as a bigint, becomes null). */
function json(value: unknown): string {
  try {
    return JSON.stringify(value) ?? 'null'
  } catch {
    return 'null'
  }
}

/** A generated value as an HTTP answer: JSON mostly, sometimes a body that is not JSON or a failed status. */
function answerOf(value: unknown, shape: number): Response {
  if (shape % 11 === 0) return new Response('<html>not json', { status: 200 })
  if (shape % 13 === 0) return new Response(json(value), { status: 500 })
  return new Response(json(value), { status: 200, headers: { 'content-type': 'application/json' } })
}

export function fuzzKernelShard(shard: number): void {
  const share = Math.ceil(RUNS / SHARDS)
  // A run fuzzes supported-chains when it answers badly, and the answers that need it (balance,
  // identity, history, RPC) when it answers well; the split and the run count give each kind its
  // share with a margin. Each kernel is asked twice (see the second round below): about 1.8
  // supported-chains asks per bad run, while balance stays near 0.85 per good run (after a failure its
  // 30 s retry gap holds the second ask back), so two runs in three answer well.
  const runs = Math.ceil(share * 1.9)
  const first = shard * runs
  // Spread evenly, so any number of runs keeps the split (a short FUZZ_RUNS too).
  const answersWell = (run: number) => Math.floor((run - first + 1) * 2 / 3) > Math.floor((run - first) * 2 / 3)
  describe(`the kernel takes ${RUNS} generated inputs per remote answer, stored key and adapter event (SPEC §7, DESIGN §3), shard ${shard + 1} of ${SHARDS}: ${share} each`, () => {
  it('no throw escapes, state$ never errors or completes while the kernel lives, and every snapshot keeps the invariants', async () => {
    const values = fc.sample(jsonish, share * 4)
    let next = 0
    const draw = () => values[next++ % values.length]
    const counts = new Map<string, number>()
    const count = (kind: string, n = 1) => counts.set(kind, (counts.get(kind) ?? 0) + n)
    const problems: string[] = []
    // The three figures the README reports: each must be 0.
    const figures = { escapedThrows: 0, deadStreams: 0, invalidStates: 0 }
    const storageKinds = Object.values(storageKeys).map((k) => k.key)

    for (let run = first; run < first + runs; run++) {
      // Every remote answer gets its own generated value; supported-chains answers well in 2 runs of 3 (with and without a stored connection),
      // so the answers that depend on it (balance, identity, history, RPC) are asked too.
      const fetch = async (input: string): Promise<Response> => {
        const url = new URL(input)
        const kind = answerKind(url)
        if (kind === 'supported-chains' && answersWell(run)) return Response.json({ http: ['eip155:1', 'eip155:137'], ws: [] })
        count(kind)
        return answerOf(draw(), next)
      }
      // Storage on start: every key the kernel reads holds a generated value (or text that is not JSON).
      const stored: Record<string, string> = {}
      for (const key of storageKinds) {
        const value = draw()
        stored[key] = run % 7 === 0 ? '{not json' : json(value)
      }
      // A stored connection half the time, so the restore path reads the rest.
      if (run % 2 === 0) {
        stored[storageKeys.connectionStatus.key] = JSON.stringify('connected')
        stored[storageKeys.connectedConnectorIds.key] = JSON.stringify({ eip155: 'mock' })
      }
      count('storage on start')
      const adapter = createMockAdapter()
      let modal: ReturnType<typeof createModal> | undefined
      let sub: Subscription | undefined
      try {
        modal = createModal(
          { projectId: 'fuzz', networks: [ethereum, polygon], adapters: [adapter], customRpcUrls: {} },
          { fetch, storage: createMemoryStorage(stored), logger: createRecordingLogger(), ids: createSequentialIds(), platform: createStaticPlatform() },
        )
        let ended = false
        sub = modal.state$.subscribe({
          next: (state) => {
            const broken = snapshotViolations(state)
            if (broken.length) {
              figures.invalidStates++
              problems.push(`run ${run}: ${broken.join('; ')}`)
            }
          },
          error: (error: unknown) => {
            figures.deadStreams++
            problems.push(`run ${run}: state$ errored: ${String(error)}`)
          },
          complete: () => (ended = true),
        })
        await modal.connect({ connectorId: 'mock' }).catch(() => undefined)
        modal.fetchBalances({ forceUpdate: true })
        modal.history.fetch()
        modal.nfts.fetch()
        // Adapter events: generated values where the contract wants an event.
        for (let i = 0; i < 2; i++) {
          adapter.emitRaw(draw())
          count('adapter event')
        }
        adapter.emitRaw({ type: 'accountsChanged', connectorId: 'mock', accounts: draw() })
        adapter.emitRaw({ type: 'chainChanged', connectorId: 'mock', chainId: draw() })
        count('adapter event', 2)
        // A few turns of the event loop: the lazy services load, then ask their answers. No timer the
        // kernel sets here is due within milliseconds, so setImmediate turns do the same work as
        // setTimeout(0) ones (same snapshots, logs and counts) without sleeping ≥ 1 ms each.
        for (let turn = 0; turn < 3; turn++) await new Promise((resolve) => setImmediate(resolve))
        // A second round on the same kernel: another valid account, then balances and history again,
        // so each kernel answers twice what a fresh one would ask (its build is most of a run's cost).
        adapter.emitAccountsChanged([secondAccount])
        modal.fetchBalances({ forceUpdate: true })
        modal.history.fetch()
        for (let turn = 0; turn < 3; turn++) await new Promise((resolve) => setImmediate(resolve))
        if (ended) {
          figures.deadStreams++
          problems.push(`run ${run}: state$ completed while the kernel lived`)
        }
      } catch (error) {
        figures.escapedThrows++
        problems.push(`run ${run}: threw ${String(error)}`)
      } finally {
        sub?.unsubscribe()
        modal?.destroy()
      }
    }

    const report = Object.fromEntries([...counts.entries()].sort())
    console.info('fuzz inputs per answer kind', report, 'figures', figures)
    expect(problems.slice(0, 10)).toEqual([])
    expect(figures).toEqual({ escapedThrows: 0, deadStreams: 0, invalidStates: 0 })
    for (const kind of ['supported-chains', 'getWallets', 'analytics config', 'balance', 'identity', 'history', 'rpc eth_getBalance', 'storage on start', 'adapter event'])
      expect(counts.get(kind) ?? 0, kind).toBeGreaterThanOrEqual(share)
  })
  })
}
