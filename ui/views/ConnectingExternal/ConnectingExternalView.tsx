import type { ModalState } from '../../../kernel'
import { useModalState } from '../../hooks/useModalState'
import { WalletImage } from '../../components/WalletImage'
import { Spinner } from '../../components/Spinner'
import { Button } from '../../components/Button'
import { EmptyState } from '../../components/EmptyState'
import { centered, errorText, muted, strong } from '../../components/styles'
import { connectorTarget } from '../routeData'
import { useConnectAttempt } from '../useConnectAttempt'
import { useMessages } from '../../i18n/catalogue'
import { connectingMessages } from '../messages'

const selectTarget = (s: ModalState) => s.router.data
const selectConnectors = (s: ModalState) => s.wallets.installed

/** SPEC §2 ConnectingExternal: connect through an installed wallet; retry after a refusal. */
export default function ConnectingExternalView() {
  const target = connectorTarget(useModalState(selectTarget))
  const connectors = useModalState(selectConnectors)
  const connector = connectors.find((c) => c.id === target?.connectorId)
  const { failure, retry } = useConnectAttempt()
  const m = useMessages(connectingMessages)

  if (!target) return <EmptyState title={m.noWallet} error />
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
            {m.tryAgain}
          </Button>
        </>
      ) : (
        <>
          <p className={strong}>{m.continueIn(name)}</p>
          <p className={muted}>{m.acceptRequest}</p>
          <Spinner label={m.waitingFor(name)} />
        </>
      )}
    </div>
  )
}
