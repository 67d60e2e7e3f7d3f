/**
 * One bounded autocannon run: `amount` requests over `connections` sockets, stopped after `maxMs`
 * whatever is left. The generator runs in the servers' process (a worker thread costs seconds to
 * start on every run); the floor is measured the same way, so the ratios to it hold.
 */
import autocannon from 'autocannon'

export interface CannonTarget {
  readonly origin: string
  readonly method: 'GET' | 'POST'
  readonly path: string
  readonly body?: string
  /** Every answer must be exactly this text (counted as mismatches otherwise). */
  readonly expectBody?: string
}

export interface CannonLimits {
  readonly amount: number
  readonly connections: number
  readonly maxMs: number
}

export interface CannonFigures {
  readonly requests: number
  readonly seconds: number
  readonly requestsPerSecond: number
  readonly latencyMs: { readonly p50: number; readonly p99: number; readonly max: number }
  readonly errors: number
  readonly timeouts: number
  readonly non2xx: number
  readonly mismatches: number
  /** Whether the time bound ended the run before `amount` answers came. */
  readonly cut: boolean
}

export async function fire(target: CannonTarget, limits: CannonLimits): Promise<CannonFigures> {
  const options: autocannon.Options = {
    url: `${target.origin}${target.path}`,
    method: target.method,
    ...(target.body !== undefined ? { body: target.body, headers: { 'content-type': 'application/json' } } : {}),
    ...(target.expectBody !== undefined ? { expectBody: target.expectBody } : {}),
    amount: limits.amount,
    connections: limits.connections,
    timeout: 10,
    // autocannon notices the end of an `amount` run only at its next sample: keep the gap short.
    sampleInt: 50,
  }
  let cut = false
  // Timed here from the first request to the last answer: autocannon's own duration is rounded up to its sample period.
  let firstAt = performance.now()
  let lastAt = firstAt
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(options, (error, finished) => (error ? reject(error instanceof Error ? error : new Error(String(error))) : resolve(finished)))
    instance.on('start', () => (firstAt = lastAt = performance.now()))
    instance.on('response', () => (lastAt = performance.now()))
    const timer = setTimeout(() => {
      cut = true
      instance.stop()
    }, limits.maxMs)
    instance.on('done', () => clearTimeout(timer))
  })
  const answered = result.requests.total
  const seconds = (lastAt - firstAt) / 1000
  return {
    requests: answered,
    seconds,
    requestsPerSecond: seconds > 0 ? answered / seconds : 0,
    latencyMs: { p50: result.latency.p50, p99: result.latency.p99, max: result.latency.max },
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    mismatches: result.mismatches,
    cut,
  }
}
