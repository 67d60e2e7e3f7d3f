import type { ModalState } from '../../kernel'
import { useKernel } from '../context/KernelContext'
import { useModalState } from '../hooks/useModalState'

/** How a connecting view's failed attempt reads. */
export interface ConnectFailure {
  readonly title: string
  readonly message: string
}

export interface ConnectAttempt {
  /** Why this screen's attempt failed, until the next one. */
  readonly failure: ConnectFailure | undefined
  readonly retry: () => void
}

/**
 * Wallets word a refusal each their own way ("User rejected the request.", "User rejected.",
 * "Request denied"): the person said no, and every connecting view says so the same way. Other
 * failures keep the wallet's words, which are the only clue to what went wrong.
 */
const declined: ConnectFailure = { title: 'Connection declined', message: 'You declined the connection in your wallet.' }

const selectFlow = (s: ModalState) => s.connectFlow

/**
 * A connecting view's attempt, as the kernel runs it: the kernel starts the connect when the view
 * comes on screen and closes the modal once connected (unless sign-in takes over); the view shows the
 * outcome and offers a retry from its button.
 */
export function useConnectAttempt(): ConnectAttempt {
  const kernel = useKernel()
  const flow = useModalState(selectFlow)
  const failure =
    flow.status !== 'failed' ? undefined : flow.declined ? declined : { title: 'Connection failed', message: flow.error ?? '' }
  return { failure, retry: () => kernel.retryConnect() }
}
