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
  readonly headers?: Readonly<Record<string, string>>
  /** Every answer must be exactly this text (counted as mismatches otherwise). */
  readonly expectBody?: string
  /**
   * Requests that differ: the body and headers of the i-th request sent (counted from 0 over every
   * connection), and its answer handed back with the same index.
   */
  readonly vary?: {
    readonly request: (index: number) => { readonly body?: string; readonly headers?: Readonly<Record<string, string>> }
    readonly answer: (index: number, status: number, body: string) => void
  }
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
  /** Answers by HTTP status. */
  readonly statuses: Readonly<Record<string, number>>
  readonly mismatches: number
  /** Whether the time bound ended the run before `amount` answers came. */
  readonly cut: boolean
}

/** One request definition whose every send is built afresh, the connection's context carrying its index. */
function varying(vary: NonNullable<CannonTarget['vary']>): autocannon.Request {
  let sent = 0
  return {
    setupRequest: (request, context) => {
      const index = sent++
      ;(context as { index?: number }).index = index
      const { body, headers } = vary.request(index)
      return { ...request, ...(body !== undefined ? { body } : {}), headers: { ...request.headers, ...headers } }
    },
    onResponse: (status, body, context) => vary.answer((context as { index?: number }).index ?? -1, status, body),
  }
}

export async function fire(target: CannonTarget, limits: CannonLimits): Promise<CannonFigures> {
  const headers = { ...(target.body !== undefined || target.vary ? { 'content-type': 'application/json' } : {}), ...target.headers }
  const options: autocannon.Options = {
    url: `${target.origin}${target.path}`,
    method: target.method,
    ...(target.body !== undefined ? { body: target.body } : {}),
    headers,
    ...(target.vary ? { requests: [varying(target.vary)] } : {}),
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
    statuses: Object.fromEntries(Object.entries(result.statusCodeStats ?? {}).map(([status, stat]) => [status, stat.count ?? 0])),
    mismatches: result.mismatches,
    cut,
  }
}
