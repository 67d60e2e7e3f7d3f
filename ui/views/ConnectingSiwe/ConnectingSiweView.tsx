import type { ModalState } from '../../../kernel'
import { shownMessages } from '../../../kernel'
import { useKernel } from '../../context/KernelContext'
import { useModalState } from '../../hooks/useModalState'
import { Spinner } from '../../components/Spinner'
import { Button } from '../../components/Button'
import { WalletImage } from '../../components/WalletImage'
import { centered, muted, strong } from '../../components/styles'

const selectApp = (s: ModalState) => s.options.metadata
const selectLoading = (s: ModalState) => s.siwx.loading

/** SPEC §2 ConnectingSiwe: sign-in is in progress ('Authenticating...', SPEC §8). */
export default function ConnectingSiweView() {
  const kernel = useKernel()
  const app = useModalState(selectApp)
  const loading = useModalState(selectLoading)
  const name = app.name || 'This app'
  const message = loading ?? shownMessages.authenticating
  return (
    <div className={centered}>
      <WalletImage name={name} src={app.icons[0]} large loading="eager" />
      <p className={strong}>{name} needs to connect to your wallet</p>
      <p className={muted} role="status">
        {message}
      </p>
      <Spinner label={message} />
      <Button variant="secondary" full onClick={() => kernel.siwx.cancel()}>
        Cancel
      </Button>
    </div>
  )
}
