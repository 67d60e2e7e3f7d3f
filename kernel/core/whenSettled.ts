import { Observable, queueScheduler, type Subscription, type MonoTypeOperatorFunction, type SchedulerAction } from 'rxjs'

/**
 * The latest value of `source` once the kernel's queue has drained: one value per cascade of commands,
 * never one of its intermediate states (DESIGN §3 glitch-free snapshots).
 *
 * Every service command runs on rxjs' `queueScheduler` (createService), so a cascade — a command and
 * everything the effects answer to it synchronously — is one queue flush. The settle action re-queues
 * itself behind whatever is still queued and emits only when it is the last action of the flush.
 * Outside a flush (the first value, on subscription) it emits at once.
 */
export function whenSettled<T>(): MonoTypeOperatorFunction<T> {
  return (source) =>
    new Observable<T>((subscriber) => {
      let latest: { readonly value: T } | undefined
      let scheduled = false
      let pending: Subscription | undefined

      function settle(this: SchedulerAction<undefined>): void {
        // `actions` is the queue of the flush in progress (public on rxjs' AsyncScheduler).
        if (queueScheduler.actions.length > 0) {
          this.schedule(undefined)
          return
        }
        scheduled = false
        pending = undefined
        const next = latest
        latest = undefined
        if (next) subscriber.next(next.value)
      }

      const upstream = source.subscribe({
        next: (value) => {
          latest = { value }
          if (scheduled) return
          scheduled = true
          const action = queueScheduler.schedule(settle)
          // Outside a flush the action has already run; inside one it waits and can be cancelled.
          if (scheduled) pending = action
        },
        error: (error: unknown) => subscriber.error(error),
        complete: () => subscriber.complete(),
      })
      return () => {
        upstream.unsubscribe()
        pending?.unsubscribe()
      }
    })
}
