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
  // Each run starts one kernel and fuzzes it in two rounds (see below). Storage on start, the catalogue
  // and analytics config are asked once per kernel, so a shard needs at least `share` kernels; more
  // rounds per kernel would cost about what they save (a round with answers costs as much as a start). Every kernel also asks for supported-chains once in the
  // first round, and for balance, identity, history and the chain RPC once in the second, where it
  // takes four adapter events. 10% more kernels than the share keep every kind at least 10% above it.
  const runs = Math.ceil(share * 1.1)
  const first = shard * runs
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
      // Every remote answer gets its own generated value, but supported-chains only in the first
      // round: in the second it answers well, so the answers that depend on it (balance, identity,
      // history, RPC) are asked. A failed list is not kept and a good one is kept for the kernel's
      // lifetime, so one kernel asks for both.
      let secondRound = false
      const fetch = async (input: string): Promise<Response> => {
        const url = new URL(input)
        const kind = answerKind(url)
        if (kind === 'supported-chains' && secondRound) return Response.json({ http: ['eip155:1', 'eip155:137'], ws: [] })
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
        // A few turns of the event loop: the lazy services load and the asks are answered. No timer the
        // kernel sets here is due within milliseconds, so setImmediate turns do the same work as
        // setTimeout(0) ones without sleeping ≥ 1 ms each.
        const settle = async () => {
          for (let turn = 0; turn < 3; turn++) await new Promise((resolve) => setImmediate(resolve))
        }
        // First round: the kernel starts on the generated storage and connects; it asks for the
        // catalogue, analytics config and supported-chains, which all answer generated values. A
        // balance or history asked for now would only meet the failed list.
        await modal.connect({ connectorId: 'mock' }).catch(() => undefined)
        await settle()
        // Second round, on the connected kernel: adapter events first, generated values where the
        // contract wants an event, so one that ends the connection or moves the account cannot cancel
        // the asks after it.
        secondRound = true
        for (let i = 0; i < 2; i++) {
          adapter.emitRaw(draw())
          count('adapter event')
        }
        adapter.emitRaw({ type: 'accountsChanged', connectorId: 'mock', accounts: draw() })
        adapter.emitRaw({ type: 'chainChanged', connectorId: 'mock', chainId: draw() })
        count('adapter event', 2)
        // Connected again if the events ended the connection, then another valid account on a
        // configured network, so identity is asked for it and its balances are read. History and NFTs
        // read the same answer, each on every other pair of kernels (one with a stored connection, one
        // without).
        if (!modal.getState().connected) await modal.connect({ connectorId: 'mock' }).catch(() => undefined)
        adapter.emitAccountsChanged([secondAccount], polygon.id)
        modal.fetchBalances({ forceUpdate: true })
        if (Math.floor(run / 2) % 2 === 0) modal.history.fetch()
        else modal.nfts.fetch()
        await settle()
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
