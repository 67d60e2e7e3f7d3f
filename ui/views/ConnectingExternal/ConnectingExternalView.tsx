import { useEffect, useState } from 'react'
import type { ModalState } from '../../../kernel'
import { messageOf } from '../../../kernel'
import { useKernel } from '../../context/KernelContext'
import { useModalState } from '../../hooks/useModalState'
import { WalletImage } from '../../components/WalletImage'
import { Spinner } from '../../components/Spinner'
import { Button } from '../../components/Button'
import { EmptyState } from '../../components/EmptyState'
import { centered, errorText, muted, strong } from '../../components/styles'
import { connectorTarget } from '../routeData'

const selectTarget = (s: ModalState) => s.router.data
const selectConnectors = (s: ModalState) => s.wallets.installed
const selectSiwxStatus = (s: ModalState) => s.siwx.status
/** Sign-in has nothing more to ask of this account (SPEC §4 sign-in flow takes over otherwise). */
const signInSettled = (status: ModalState['siwx']['status']) =>
  status === 'disabled' || status === 'unsupported' || status === 'signedIn' || status === 'cancelled'

/** The connector a ConnectingExternal view is about, by id, from the adapters' connectors. */
/** SPEC §2 ConnectingExternal: connect through an installed wallet; retry after a refusal. */
export default function ConnectingExternalView() {
  const kernel = useKernel()
  const target = connectorTarget(useModalState(selectTarget))
  const connectors = useModalState(selectConnectors)
  const connector = connectors.find((c) => c.id === target?.connectorId)
  // The outcome of this screen's own attempt; the kernel has no per-attempt error in its state yet.
  const [attempt, setAttempt] = useState(0)
  const [error, setError] = useState<string | undefined>(undefined)
  const [connected, setConnected] = useState(false)
  const siwxStatus = useModalState(selectSiwxStatus)

  // Once connected, close, unless sign-in is asked: then the kernel opens SIWXSignMessage instead.
  useEffect(() => {
    if (connected && signInSettled(siwxStatus)) kernel.close()
  }, [kernel, connected, siwxStatus])

  useEffect(() => {
    if (!target) return
    let current = true
    setError(undefined)
    kernel
      .connect({ connectorId: target.connectorId, ...(target.namespace ? { namespace: target.namespace } : {}) })
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
  }, [kernel, target?.connectorId, target?.namespace, attempt])

  if (!target) return <EmptyState title="No wallet was chosen." error />
  const name = connector?.name ?? target.connectorId
  return (
    <div className={centered}>
      <WalletImage name={name} src={connector?.imageUrl} large loading="eager" />
      {error ? (
        <>
          <p className={strong}>Connection declined</p>
          <p className={errorText} role="alert">
            {error}
          </p>
          <Button onClick={() => setAttempt((n) => n + 1)}>Try again</Button>
        </>
      ) : (
        <>
          <p className={strong}>Continue in {name}</p>
          <p className={muted}>Accept the connection request in the wallet.</p>
          <Spinner label={`Waiting for ${name}`} />
        </>
      )}
    </div>
  )
}
