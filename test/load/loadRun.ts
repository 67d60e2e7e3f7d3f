/**
 * The load run: the floor first, then every target, then the floor again (drift on a shared machine
 * shows as the two floors differing). Each target's answer is read once quietly; under load every
 * answer of a stable call must equal it. Figures are read as ratios to the floor of the same run.
 */
import type { Devnet } from '../../devnet'
import { fire, type CannonFigures, type CannonLimits } from './cannon'
import { FLOOR_BODY, startFloor } from './floor'
import { loadTargets, type LoadTarget } from './targets'

export interface TargetFigures extends CannonFigures {
  readonly id: string
  readonly call: string
  /** Requests per second ÷ the floor's (mean of its two runs). */
  readonly throughputRatio: number
  /** p99 latency ÷ the floor's p99 (mean of its two runs; at least 1 ms each). */
  readonly p99Ratio: number
}

export interface LoadFigures {
  readonly limits: CannonLimits
  readonly floor: { readonly before: CannonFigures; readonly after: CannonFigures }
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
    // A first, unmeasured run warms the sockets and the code paths, so the floor is not a cold start.
    await fire(floorTarget, limits)
    const before = await fire(floorTarget, limits)
    log(`floor: ${before.requestsPerSecond.toFixed(0)} req/s, p99 ${before.latencyMs.p99} ms`)
    const measured: Array<{ target: LoadTarget; figures: CannonFigures }> = []
    for (const target of loadTargets(devnet)) {
      const quiet = await quietAnswer(target)
      const figures = await fire({ ...target, ...(target.stable ? { expectBody: quiet } : {}) }, limits)
      log(`${target.id}: ${figures.requestsPerSecond.toFixed(0)} req/s, p99 ${figures.latencyMs.p99} ms, errors ${figures.errors + figures.timeouts + figures.non2xx + figures.mismatches}`)
      measured.push({ target, figures })
    }
    const after = await fire(floorTarget, limits)
    log(`floor again: ${after.requestsPerSecond.toFixed(0)} req/s, p99 ${after.latencyMs.p99} ms`)
    const floorRate = (before.requestsPerSecond + after.requestsPerSecond) / 2
    const floorP99 = (Math.max(1, before.latencyMs.p99) + Math.max(1, after.latencyMs.p99)) / 2
    return {
      limits,
      floor: { before, after },
      targets: measured.map(({ target, figures }) => ({
        id: target.id,
        call: target.call,
        ...figures,
        throughputRatio: figures.requestsPerSecond / floorRate,
        p99Ratio: Math.max(1, figures.latencyMs.p99) / floorP99,
      })),
      seconds: (performance.now() - started) / 1000,
    }
  } finally {
    await floorServer.stop()
  }
}

/**
 * Answers that were not a clean 2xx equal to the quiet one, over every target and both floors. A
 * call cut by the time bound is not a failure (its answered count says so), its answers still count.
 */
export const failedAnswers = (figures: LoadFigures): number =>
  [figures.floor.before, figures.floor.after, ...figures.targets].reduce((n, f) => n + f.errors + f.timeouts + f.non2xx + f.mismatches, 0)
