import { Activity as ReactActivity, useEffect, useState } from 'react'
import type { ModalKernel, ModalState } from '../../kernel'

/**
 * React's `<Activity>` (19.2 and later): a hidden one renders its children without their effects.
 * Older Reacts have none, and their modal is simply built on the click.
 */
export const Activity = ReactActivity as typeof ReactActivity | undefined

/**
 * The hidden surface shows what the opening would show when the state it was built from differs
 * from the opening's only in being open: every other part is the same object (the snapshot keeps a
 * part's identity while it does not change), and the view and the ticked legal box are the same.
 */
export const stillTrue = (from: ModalState, now: ModalState): boolean =>
  from.router.view === now.router.view &&
  from.modal.legalAccepted === now.modal.legalAccepted &&
  (Object.keys(now) as Array<keyof ModalState>).every((key) => key === 'modal' || key === 'router' || from[key] === now[key])

/**
 * The first opening without the first-render cost (functions compiled on first call, elements
 * created): while the page is idle, the surface the modal would open on is built hidden, effects
 * held back (no focus taken, no listener, no request), and built again in the next idle time when
 * the state has moved. The first opening shows it if the state has not moved since, else builds
 * afresh; later openings always build anew. `eligible`: all the modal would open on is in the entry
 * (nothing to fetch). Returns whether the surface is rendered hidden now, and its key.
 */
export function usePrerender(kernel: ModalKernel, open: boolean, eligible: boolean): { readonly hidden: boolean; readonly key: number } {
  // The state the hidden surface was built from and its key; null once the first opening has passed.
  const [built, setBuilt] = useState<{ readonly from?: ModalState; readonly key: number } | null>({ key: 0 })
  const [shown, setShown] = useState(0)
  if (open && built) {
    setShown(built.from && stillTrue(built.from, kernel.getState()) ? built.key : -1)
    setBuilt(null)
  }
  const building = !open && eligible && Activity !== undefined && built !== null
  useEffect(() => {
    if (!building || typeof requestIdleCallback !== 'function') return undefined
    let idle: number | undefined
    const build = () => {
      idle = undefined
      const now = kernel.getState()
      setBuilt((b) => (b && !(b.from && stillTrue(b.from, now)) ? { from: now, key: b.key + 1 } : b))
    }
    const changes = kernel.state$.subscribe(() => void (idle ??= requestIdleCallback(build)))
    return () => {
      changes.unsubscribe()
      if (idle !== undefined) cancelIdleCallback(idle)
    }
  }, [building, kernel])
  return { hidden: building && built.from !== undefined, key: open ? shown : (built?.key ?? -1) }
}
