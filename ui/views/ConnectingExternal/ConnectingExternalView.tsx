import type { ModalState } from '../../../kernel'
import { useModalState } from '../../hooks/useModalState'
import { WalletImage } from '../../components/WalletImage'
import { Spinner } from '../../components/Spinner'
import { Button } from '../../components/Button'
import { EmptyState } from '../../components/EmptyState'
import { centered, errorText, muted, strong } from '../../components/styles'
import { connectorTarget } from '../routeData'
import { useConnectAttempt } from '../useConnectAttempt'

const selectTarget = (s: ModalState) => s.router.data
const selectConnectors = (s: ModalState) => s.wallets.installed

/** SPEC §2 ConnectingExternal: connect through an installed wallet; retry after a refusal. */
export default function ConnectingExternalView() {
  const target = connectorTarget(useModalState(selectTarget))
  const connectors = useModalState(selectConnectors)
  const connector = connectors.find((c) => c.id === target?.connectorId)
  const { failure, retry } = useConnectAttempt()

  if (!target) return <EmptyState title="No wallet was chosen." error />
  const name = connector?.name ?? target.connectorId
  return (
    <div className={centered}>
      <WalletImage name={name} src={connector?.imageUrl} large loading="eager" />
      {failure ? (
        <>
          <p className={strong}>{failure.title}</p>
          <p className={errorText} role="alert">
            {failure.message}
          </p>
          {/* The wallet's own prompt had the focus and took it away: bring it back into the dialog. */}
          <Button onClick={retry} autoFocus>
            Try again
          </Button>
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
