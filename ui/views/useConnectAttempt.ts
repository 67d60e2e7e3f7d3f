import { useEffect, useState } from 'react'
import type { ConnectArgs, ModalState } from '../../kernel'
import { messageOf } from '../../kernel'
import { useKernel } from '../context/KernelContext'
import { useModalState } from '../hooks/useModalState'

const selectSiwxStatus = (s: ModalState) => s.siwx.status
/** Sign-in has nothing more to ask of this account (SPEC §4 sign-in flow takes over otherwise). */
const signInSettled = (status: ModalState['siwx']['status']) =>
  status === 'disabled' || status === 'unsupported' || status === 'signedIn' || status === 'cancelled'

export interface ConnectAttempt {
  /** Why this screen's attempt failed, until the next one. */
  readonly error: string | undefined
  readonly retry: () => void
}

/**
 * A connecting view's own attempt: connect when it opens (and on retry), and close the modal once
 * connected unless sign-in is asked, when the kernel opens SIWXSignMessage instead. The kernel keeps
 * no per-attempt error in its state, so the outcome is held here.
 */
export function useConnectAttempt(args: ConnectArgs | undefined): ConnectAttempt {
  const kernel = useKernel()
  const [attempt, setAttempt] = useState(0)
  const [error, setError] = useState<string | undefined>(undefined)
  const [connected, setConnected] = useState(false)
  const siwxStatus = useModalState(selectSiwxStatus)

  useEffect(() => {
    if (connected && signInSettled(siwxStatus)) kernel.close()
  }, [kernel, connected, siwxStatus])

  const { connectorId, namespace, chainId, wallet } = args ?? {}
  useEffect(() => {
    if (connectorId === undefined) return
    let current = true
    setError(undefined)
    kernel
      .connect({
        connectorId,
        ...(namespace ? { namespace } : {}),
        ...(chainId === undefined ? {} : { chainId }),
        ...(wallet ? { wallet } : {}),
      })
      .then(
        () => {
          if (current) setConnected(true)
        },
        (reason: unknown) => {
          if (current) setError(messageOf(reason))
        },
      )
    return () => {
      current = false
    }
    // The wallet is named by its id: a new object for the same wallet is the same attempt.
  }, [kernel, connectorId, namespace, chainId, wallet?.id, attempt])

  return { error, retry: () => setAttempt((n) => n + 1) }
}
