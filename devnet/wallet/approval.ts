import { userRejected } from './errors'

/**
 * How the wallet answers requests that need the person's consent:
 * - 'prompt': a small dialog asks (the demo);
 * - 'approve' / 'reject': every request is approved / rejected at once (scripted tests);
 * - 'manual': requests wait in `pending()` until a test calls approve(id) or reject(id).
 */
export type ApprovalMode = 'prompt' | 'approve' | 'reject' | 'manual'
export type Decision = 'approve' | 'reject'

export interface ApprovalRequest {
  readonly id: number
  readonly method: string
  readonly params: unknown
  /** One line for a person: what approving does. */
  readonly summary: string
  /** Text shown under the summary (message, transaction fields), possibly empty. */
  readonly details: string
}

/** Shows a request to the person; resolves true for approve. */
export type Prompt = (request: ApprovalRequest) => Promise<boolean>

export interface ApprovalDesk {
  /** Resolves when approved; rejects with a 4001 ProviderRpcError when refused. */
  ask(request: Omit<ApprovalRequest, 'id'>): Promise<void>
  mode(): ApprovalMode
  setMode(mode: ApprovalMode): void
  /** One-shot decisions taken by the next requests, in order, before the mode applies. */
  queue(...decisions: Decision[]): void
  pending(): ReadonlyArray<ApprovalRequest>
  /** Decide a waiting request (the oldest when no id); false when there was none. */
  decide(decision: Decision, id?: number): boolean
  /** Resolves with the next request that starts waiting (or one already waiting). */
  nextPending(): Promise<ApprovalRequest>
}

export function createApprovalDesk(initial: ApprovalMode, prompt: Prompt | undefined): ApprovalDesk {
  let mode = initial
  let counter = 0
  const queued: Decision[] = []
  const waiting: Array<{ request: ApprovalRequest; settle: (approved: boolean) => void }> = []
  let watchers: Array<(request: ApprovalRequest) => void> = []

  const wait = (request: ApprovalRequest): Promise<boolean> =>
    new Promise((resolve) => {
      waiting.push({ request, settle: resolve })
      const current = watchers
      watchers = []
      for (const watcher of current) watcher(request)
    })

  const decideNow = (request: ApprovalRequest): Promise<boolean> => {
    const next = queued.shift()
    if (next) return Promise.resolve(next === 'approve')
    if (mode === 'approve') return Promise.resolve(true)
    if (mode === 'reject') return Promise.resolve(false)
    // Without a DOM (tests in node), 'prompt' waits like 'manual'.
    if (mode === 'prompt' && prompt) return prompt(request)
    return wait(request)
  }

  return {
    async ask(fields) {
      const request: ApprovalRequest = { ...fields, id: ++counter }
      if (!(await decideNow(request))) throw userRejected()
    },
    mode: () => mode,
    setMode(next) {
      mode = next
    },
    queue(...decisions) {
      queued.push(...decisions)
    },
    pending: () => waiting.map((entry) => entry.request),
    decide(decision, id) {
      const at = id === undefined ? 0 : waiting.findIndex((entry) => entry.request.id === id)
      const entry = waiting[at]
      if (at < 0 || !entry) return false
      waiting.splice(at, 1)
      entry.settle(decision === 'approve')
      return true
    },
    nextPending() {
      const first = waiting[0]
      if (first) return Promise.resolve(first.request)
      return new Promise((resolve) => watchers.push(resolve))
    },
  }
}
