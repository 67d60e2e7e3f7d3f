/**
 * The load run: each target right after a floor run of a quarter of its size (on a shared machine
 * the floor drifts, so each call is read against the floor measured just before it). Each target's
 * answer is read once quietly; under load every answer of a stable call must equal it.
 */
import type { Devnet } from '../../devnet'
import { fire, type CannonFigures, type CannonLimits } from './cannon'
import { FLOOR_BODY, startFloor } from './floor'
import { loadTargets, type LoadTarget } from './targets'

export interface TargetFigures extends CannonFigures {
  readonly id: string
  readonly call: string
  /** The floor run just before this call. */
  readonly floor: CannonFigures
  /** Requests per second ÷ the floor's. */
  readonly throughputRatio: number
  /** p99 latency ÷ the floor's p99 (at least 1 ms each). */
  readonly p99Ratio: number
}

export interface LoadFigures {
  readonly limits: CannonLimits
  readonly targets: ReadonlyArray<TargetFigures>
  readonly seconds: number
}

async function quietAnswer(target: LoadTarget): Promise<string> {
  const response = await fetch(`${target.origin}${target.path}`, {
    method: target.method,
    ...(target.body !== undefined ? { body: target.body, headers: { 'content-type': 'application/json' } } : {}),
  })
  const text = await response.text()
  if (!response.ok) throw new Error(`${target.call} answers ${response.status} before any load: ${text.slice(0, 200)}`)
  return text
}

export async function runLoad(devnet: Devnet, limits: CannonLimits, log: (line: string) => void = () => undefined): Promise<LoadFigures> {
  const started = performance.now()
  const floorServer = await startFloor()
  try {
    const floorTarget = { origin: floorServer.url, method: 'GET', path: '/', expectBody: FLOOR_BODY } as const
    const floorLimits = { ...limits, amount: Math.max(limits.connections, Math.round(limits.amount / 4)) }
    // A first, unmeasured run warms the sockets and the code paths, so the floor is not a cold start.
    await fire(floorTarget, floorLimits)
    const targets: TargetFigures[] = []
    for (const target of loadTargets(devnet)) {
      const quiet = await quietAnswer(target)
      const floor = await fire(floorTarget, floorLimits)
      const figures = await fire({ ...target, ...(target.stable ? { expectBody: quiet } : {}) }, limits)
      const failed = figures.errors + figures.timeouts + figures.non2xx + figures.mismatches
      log(`${target.id}: ${figures.requestsPerSecond.toFixed(0)} req/s (floor ${floor.requestsPerSecond.toFixed(0)}), p99 ${figures.latencyMs.p99} ms (floor ${floor.latencyMs.p99}), failed ${failed}`)
      targets.push({
        id: target.id,
        call: target.call,
        ...figures,
        floor,
        throughputRatio: figures.requestsPerSecond / floor.requestsPerSecond,
        p99Ratio: Math.max(1, figures.latencyMs.p99) / Math.max(1, floor.latencyMs.p99),
      })
    }
    return { limits, targets, seconds: (performance.now() - started) / 1000 }
  } finally {
    await floorServer.stop()
  }
}

/**
 * Answers that were not a clean 2xx equal to the quiet one, over every target and floor run. A
 * call cut by the time bound is not a failure (its answered count says so), its answers still count.
 */
export const failedAnswers = (figures: LoadFigures): number =>
  [...figures.targets, ...figures.targets.map((t) => t.floor)].reduce((n, f) => n + f.errors + f.timeouts + f.non2xx + f.mismatches, 0)
