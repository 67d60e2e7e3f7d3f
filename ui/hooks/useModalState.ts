import { useCallback, useRef, useSyncExternalStore } from 'react'
import type { CaipNetworkId, ChainNamespace, ModalState, ViewName } from '../../kernel'
import { sameFields } from '../../kernel/core/sameFields'
import { useKernel } from '../context/KernelContext'

/** The modal's own state, what `useModalState()` gives without a selector. */
export interface ModalStatus {
  readonly open: boolean
  readonly loading: boolean
  /** The view on screen (SPEC §2 name). */
  readonly view: ViewName
  readonly activeNamespace: ChainNamespace
  readonly selectedNetworkId: CaipNetworkId
}

const selectStatus = (s: ModalState): ModalStatus => ({
  open: s.modal.open,
  loading: s.modal.loading,
  view: s.router.view,
  activeNamespace: s.activeNamespace,
  selectedNetworkId: s.activeCaipNetwork.caipNetworkId,
})

/** Open, loading, the view on screen, the active namespace and network. */
export function useModalState(): ModalStatus
/**
 * A slice of the kernel state, re-rendering only when it changes (by `equals`, `Object.is` unless
 * told). Read through React's external-store hook: every render reads the kernel's current state, and
 * the selector runs once per new state, whatever the number of renders.
 */
export function useModalState<R>(selector: (state: ModalState) => R, equals?: (a: R, b: R) => boolean): R
export function useModalState<R>(selector?: (state: ModalState) => R, equals?: (a: R, b: R) => boolean): R | ModalStatus {
  const kernel = useKernel()
  const pick = (selector ?? selectStatus) as (state: ModalState) => R | ModalStatus
  const same = (equals ?? (selector ? Object.is : sameFields)) as (a: R | ModalStatus, b: R | ModalStatus) => boolean
  // The last state read and its slice: the store hook needs the same value back for the same state.
  const last = useRef<{ readonly state: ModalState; readonly pick: typeof pick; readonly value: R | ModalStatus }>(undefined)
  const read = (): R | ModalStatus => {
    const state = kernel.getState()
    const seen = last.current
    if (seen?.state === state && seen.pick === pick) return seen.value
    const next = pick(state)
    const value = seen && seen.pick === pick && same(seen.value, next) ? seen.value : next
    last.current = { state, pick, value }
    return value
  }
  const subscribe = useCallback(
    (changed: () => void) => {
      const subscription = kernel.state$.subscribe(changed)
      return () => subscription.unsubscribe()
    },
    [kernel],
  )
  return useSyncExternalStore(subscribe, read, read)
}
