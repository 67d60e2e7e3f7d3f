import type { ModalState } from '../../../kernel'
import { useModalState } from '../../hooks/useModalState'
import { QrCode } from '../../components/QrCode'
import { Spinner } from '../../components/Spinner'
import { CopyButton } from '../../components/CopyButton'
import { Button } from '../../components/Button'
import { centered, errorText, muted, qrPlaceholder, stack, strong } from '../../components/styles'
import type { ConnectAttempt } from '../useConnectAttempt'
import { useMessages } from '../../i18n/catalogue'
import { connectingMessages } from '../messages'

const selectPairing = (s: ModalState) => s.pairing

/**
 * The WalletConnect pairing QR code and its copy-link button, shared by the two WalletConnect views.
 * Without a URI yet it says so; an expired URI (SPEC §4: under 10 s left) is not shown; a failed
 * attempt says why and offers another.
 */
export function PairingQr({ label, attempt }: { readonly label: string; readonly attempt: ConnectAttempt }) {
  const pairing = useModalState(selectPairing)
  const m = useMessages(connectingMessages)
  if (attempt.failure) {
    return (
      <div className={centered}>
        <p className={strong}>{attempt.failure.title}</p>
        <p className={errorText} role="alert">
          {attempt.failure.message}
        </p>
        {/* Focus comes back into the dialog after the wallet's refusal (its own prompt had it). */}
        <Button onClick={attempt.retry} autoFocus>
          {m.tryAgain}
        </Button>
      </div>
    )
  }
  if (!pairing.uri || pairing.expired) {
    return (
      <div className={stack}>
        <div className={qrPlaceholder} role="status">
          <Spinner label={m.preparingQr} />
          <span className={muted}>{pairing.expired ? m.qrExpired : m.preparingQrNow}</span>
        </div>
      </div>
    )
  }
  return (
    <div className={stack}>
      <QrCode value={pairing.uri} label={label} />
      <CopyButton value={pairing.uri} label={m.copyLink} copied={m.linkCopied} />
    </div>
  )
}
