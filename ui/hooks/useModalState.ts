import { useMemo } from 'react'
import { useObservableEagerState } from 'observable-hooks'
import type { CaipNetworkId, ChainNamespace, ModalState, ViewName } from '../../kernel'
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
const sameStatus = (a: ModalStatus, b: ModalStatus): boolean =>
  a.open === b.open &&
  a.loading === b.loading &&
  a.view === b.view &&
  a.activeNamespace === b.activeNamespace &&
  a.selectedNetworkId === b.selectedNetworkId

/** Open, loading, the view on screen, the active namespace and network. */
export function useModalState(): ModalStatus
/**
 * A slice of the kernel state, re-rendering only when it changes. The `kernel.select` stream is
 * memoised per kernel and selector, so pass a stable selector (module level, or useCallback):
 * a new function each render would build a new pipe each render.
 */
export function useModalState<R>(selector: (state: ModalState) => R, equals?: (a: R, b: R) => boolean): R
export function useModalState<R>(selector?: (state: ModalState) => R, equals?: (a: R, b: R) => boolean): R | ModalStatus {
  const kernel = useKernel()
  const state$ = useMemo(
    () => (selector ? kernel.select(selector, equals) : kernel.select(selectStatus, sameStatus)),
    [kernel, selector, equals],
  )
  return useObservableEagerState<R | ModalStatus>(state$)
}
