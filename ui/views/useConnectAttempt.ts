import type { ModalState } from '../../kernel'
import { useKernel } from '../context/KernelContext'
import { useModalState } from '../hooks/useModalState'

export interface ConnectAttempt {
  /** Why this screen's attempt failed, until the next one. */
  readonly error: string | undefined
  readonly retry: () => void
}

const selectError = (s: ModalState) => (s.connectFlow.status === 'failed' ? s.connectFlow.error : undefined)

/**
 * A connecting view's attempt, as the kernel runs it: the kernel starts the connect when the view
 * comes on screen and closes the modal once connected (unless sign-in takes over); the view shows the
 * outcome and offers a retry from its button.
 */
export function useConnectAttempt(): ConnectAttempt {
  const kernel = useKernel()
  return { error: useModalState(selectError), retry: () => kernel.retryConnect() }
}
