import { useId } from 'react'
import type { ModalState } from '../../../kernel'
import { useKernel } from '../../context/KernelContext'
import { useModalState } from '../../hooks/useModalState'
import { Button } from '../../components/Button'
import { WalletImage } from '../../components/WalletImage'
import { centered, errorText, muted, small, strong } from '../../components/styles'
import { row } from '../shared'
import { useMessages } from '../../i18n/catalogue'
import { useKernelText } from '../../i18n/catalogue'
import { connectingMessages } from '../messages'
import * as lazyShown from '../../../kernel/errors/lazyShownMessages'

const selectSignIn = (s: ModalState) => ({ app: s.options.metadata, siwx: s.siwx })
const sameSignIn = (a: ReturnType<typeof selectSignIn>, b: ReturnType<typeof selectSignIn>) =>
  a.app === b.app && a.siwx === b.siwx

/**
 * SPEC §2 SIWXSignMessage: asks the person to sign the authentication message (SPEC §4 sign-in flow:
 * the kernel signs, stores the session and closes; a decline shows 'Signature declined' and stays).
 */
export default function SIWXSignMessageView() {
  const kernel = useKernel()
  const { app, siwx } = useModalState(selectSignIn, sameSignIn)
  const m = useMessages(connectingMessages)
  const text = useKernelText()
  const name = app.name || m.thisApp
  const noteId = useId()
  const signing = siwx.status === 'signing'
  const unavailable = siwx.status === 'disabled' || siwx.status === 'unsupported'
  const sign = () => {
    // The outcome shows through the kernel state (error, snackbar, closing), not this promise.
    kernel.siwx.requestSignature().catch(() => undefined)
  }
  return (
    <div className={centered}>
      <WalletImage name={name} src={app.icons[0]} large loading="eager" />
      <p className={strong}>{m.needsConnect(name)}</p>
      <p className={muted}>
        {m.signToProve}
        {siwx.required ? ` ${m.cancelDisconnects}` : ''}
      </p>
      <div className={row}>
        <Button variant="secondary" onClick={() => kernel.siwx.cancel()}>
          {m.cancel}
        </Button>
        <Button onClick={sign} disabled={signing || unavailable} aria-describedby={noteId}>
          {signing ? text(lazyShown.authenticating) : m.sign}
        </Button>
      </div>
      <p id={noteId} className={siwx.error ? errorText : small} role="status">
        {siwx.error
          ? text(siwx.error.shortMessage)
          : siwx.status === 'disabled'
            ? m.signInOff
            : siwx.status === 'unsupported'
              ? m.signInUnsupported
              : signing
                ? m.checkWalletToSign
                : ''}
      </p>
    </div>
  )
}
