import { useMemo } from 'react'
import { useObservableEagerState } from 'observable-hooks'
import type { ModalState } from '../../kernel'
import { useKernel } from '../context/KernelContext'

/**
 * A slice of the kernel state, re-rendering only when it changes. The `kernel.select` stream is
 * memoised per kernel and selector, so pass a stable selector (module level, or useCallback):
 * a new function each render would build a new pipe each render.
 */
export function useModalState<R>(selector: (state: ModalState) => R, equals?: (a: R, b: R) => boolean): R {
  const kernel = useKernel()
  const state$ = useMemo(() => kernel.select(selector, equals), [kernel, selector, equals])
  return useObservableEagerState(state$)
}
