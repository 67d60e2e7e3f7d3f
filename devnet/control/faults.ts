import { json, type Reply } from '../http/reply'
import type { Interceptor } from '../http/router'

/**
 * A failure (or, with status 200, a forged answer) to inject: the next `times` requests whose path starts with `path` (and method matches,
 * when given) answer `status` with `body` instead of the real route. For testing the modal's error
 * paths against the live devnet (e.g. 'Failed to fetch transactions', analytics 403).
 */
export interface Fault {
  readonly path: string
  readonly status: number
  readonly method?: string
  /** How many requests fail; unlimited when absent. */
  readonly times?: number
  readonly body?: unknown
  readonly retryAfter?: number
}

export interface FaultList {
  add(fault: Fault): void
  list(): ReadonlyArray<Fault & { readonly remaining: number | null }>
  clear(): void
  /** For the routers: devnet control paths never fail. */
  readonly interceptor: Interceptor
}

export function createFaultList(): FaultList {
  let faults: Array<Fault & { remaining: number | null }> = []
  return {
    add: (fault) => {
      faults.push({ ...fault, remaining: fault.times ?? null })
    },
    list: () => faults.map((fault) => ({ ...fault })),
    clear: () => {
      faults = []
    },
    interceptor(method, path): Reply | undefined {
      if (path.startsWith('/devnet')) return undefined
      const fault = faults.find((f) => path.startsWith(f.path) && (!f.method || f.method.toUpperCase() === method))
      if (!fault) return undefined
      if (fault.remaining !== null) {
        fault.remaining -= 1
        if (fault.remaining <= 0) faults = faults.filter((f) => f !== fault)
      }
      return json(
        fault.body ?? { error: `Injected devnet fault: ${fault.status}`, status: fault.status },
        fault.status,
        fault.retryAfter !== undefined ? { 'retry-after': String(fault.retryAfter) } : undefined,
      )
    },
  }
}
