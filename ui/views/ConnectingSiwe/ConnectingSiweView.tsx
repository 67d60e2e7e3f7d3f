import type { ModalState } from '../../../kernel'
import { useKernel } from '../../context/KernelContext'
import { useModalState } from '../../hooks/useModalState'
import { Spinner } from '../../components/Spinner'
import { Button } from '../../components/Button'
import { WalletImage } from '../../components/WalletImage'
import { centered, muted, strong } from '../../components/styles'
import { useMessages } from '../../i18n/catalogue'
import { useKernelText } from '../../i18n/catalogue'
import { connectingMessages } from '../messages'
import * as lazyShown from '../../../kernel/errors/lazyShownMessages'

const selectApp = (s: ModalState) => s.options.metadata
const selectLoading = (s: ModalState) => s.siwx.loading

/** SPEC §2 ConnectingSiwe: sign-in is in progress ('Authenticating...', SPEC §8). */
export default function ConnectingSiweView() {
  const kernel = useKernel()
  const app = useModalState(selectApp)
  const loading = useModalState(selectLoading)
  const m = useMessages(connectingMessages)
  const text = useKernelText()
  const name = app.name || m.thisApp
  const message = text(loading ?? lazyShown.authenticating)
  return (
    <div className={centered}>
      <WalletImage name={name} src={app.icons[0]} large loading="eager" />
      <p className={strong}>{m.needsConnect(name)}</p>
      <p className={muted} role="status">
        {message}
      </p>
      <Spinner label={message} />
      <Button variant="secondary" full onClick={() => kernel.siwx.cancel()}>
        {m.cancel}
      </Button>
    </div>
  )
}
