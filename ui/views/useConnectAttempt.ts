import type { ModalState } from '../../kernel'
import { useKernel } from '../context/KernelContext'
import { useModalState } from '../hooks/useModalState'
import { useMessages } from '../i18n/catalogue'
import { useKernelText } from '../i18n/catalogue'
import { connectingMessages } from './messages'

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

const selectFlow = (s: ModalState) => s.connectFlow

/**
 * A connecting view's attempt, as the kernel runs it: the kernel starts the connect when the view
 * comes on screen and closes the modal once connected (unless sign-in takes over); the view shows the
 * outcome and offers a retry from its button.
 */
export function useConnectAttempt(): ConnectAttempt {
  const kernel = useKernel()
  const flow = useModalState(selectFlow)
  const m = useMessages(connectingMessages)
  const text = useKernelText()
  const failure =
    flow.status !== 'failed' ? undefined : flow.declined ? { title: m.declinedTitle, message: m.declined } : { title: m.failed, message: text(flow.error ?? '') }
  return { failure, retry: () => kernel.retryConnect() }
}
