/**
 * The kernel open/close soak, runnable in Node and in a page alike: one kernel on the real async
 * scheduler (counted), the mock adapter and fixed API answers, opened and closed over and over, then
 * destroyed. The caller measures the heap between the steps (v8 in Node, CDP in Chromium).
 */
import { asyncScheduler, type SchedulerAction, type SchedulerLike, type Subscription } from 'rxjs'
import { createModal } from '../../kernel/createModal'
import { createMemoryStorage } from '../../kernel/ports/storage'
import { createRecordingLogger } from '../../kernel/ports/logger'
import { createSequentialIds } from '../../kernel/ports/ids'
import { createStaticPlatform } from '../../kernel/ports/platform'
import { ethereum, polygon } from '../../kernel/chain/fixtures'
import { createMockAdapter } from '../../adapters/mock'
import { createTableFetch } from '../harness/env'

/** The real async scheduler, counting the actions scheduled and not yet run or cancelled. */
export function countingScheduler(): SchedulerLike & { readonly live: () => number } {
  const live = new Set<Subscription>()
  return {
    now: () => asyncScheduler.now(),
    schedule<T>(work: (this: SchedulerAction<T>, state?: T) => void, delay?: number, state?: T): Subscription {
      const subscription = asyncScheduler.schedule<T>(
        function (this: SchedulerAction<T>, s?: T) {
          live.delete(subscription)
          work.call(this, s)
        },
        delay,
        state,
      )
      live.add(subscription)
      subscription.add(() => live.delete(subscription))
      return subscription
    },
    live: () => live.size,
  }
}

export interface AfterDestroy {
  /** Scheduler actions (timers) still pending. */
  readonly timers: number
  readonly adapterDestroyed: boolean
  /** A state$ subscriber after destroy is completed at once. */
  readonly lateSubscriberCompleted: boolean
  /** The modal was closed after the last cycle. */
  readonly closed: boolean
  /** Snapshots the watching subscriber saw: at least one per open and per close. */
  readonly snapshots: number
}

export interface CycleRig {
  /** `n` open/close cycles, yielding to the event loop every 500. */
  cycles(n: number): Promise<void>
  /** Ends the watcher, destroys the kernel, waits `settleMs` for anything pending, then looks. */
  destroy(settleMs: number): Promise<AfterDestroy>
}

export async function startCycleRig(): Promise<CycleRig> {
  const fetch = createTableFetch({
    '/getWallets': () => Response.json({ data: [], count: 0 }),
    '/getAnalyticsConfig': () => Response.json({ isAnalyticsEnabled: false }),
    '/v1/supported-chains': () => Response.json({ http: [], ws: [] }),
  })
  const scheduler = countingScheduler()
  const adapter = createMockAdapter()
  const modal = createModal(
    { projectId: 'soak', networks: [ethereum, polygon], adapters: [adapter] },
    { fetch, storage: createMemoryStorage(), logger: createRecordingLogger(), ids: createSequentialIds(), platform: createStaticPlatform(), scheduler },
  )
  // A live subscriber all along, as a renderer is; it counts snapshots rather than keeping them.
  let snapshots = 0
  const watcher = modal.state$.subscribe(() => snapshots++)
  await modal.connect({ connectorId: 'mock' })
  const pause = () => new Promise((resolve) => setTimeout(resolve, 0))
  return {
    async cycles(n) {
      for (let i = 0; i < n; i++) {
        modal.open()
        modal.close({ force: true })
        if (i % 500 === 0) await pause()
      }
    },
    async destroy(settleMs) {
      const closed = !modal.getState().modal.open
      watcher.unsubscribe()
      modal.destroy()
      await new Promise((resolve) => setTimeout(resolve, settleMs))
      let lateSubscriberCompleted = false
      modal.state$.subscribe({ complete: () => (lateSubscriberCompleted = true) }).unsubscribe()
      return { timers: scheduler.live(), adapterDestroyed: adapter.destroyed, lateSubscriberCompleted, closed, snapshots }
    },
  }
}
