import { useObservableState } from 'observable-hooks'
import type { ModalEvent } from '../../kernel'
import { useKernel } from '../context/KernelContext'

/**
 * The latest tracked event (SPEC §8: CONNECT_SUCCESS, DISCONNECT_SUCCESS, SEARCH_WALLET, errors ...),
 * undefined until one happens after the component mounted.
 */
export function useModalEvents(): ModalEvent | undefined {
  const kernel = useKernel()
  return useObservableState(kernel.events$)
}
