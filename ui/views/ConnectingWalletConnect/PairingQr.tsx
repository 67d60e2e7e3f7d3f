import type { ModalState } from '../../../kernel'
import { useModalState } from '../../hooks/useModalState'
import { QrCode } from '../../components/QrCode'
import { Spinner } from '../../components/Spinner'
import { CopyButton } from '../../components/CopyButton'
import { muted, qrPlaceholder, stack } from '../../components/styles'

const selectPairing = (s: ModalState) => s.pairing

/**
 * The WalletConnect pairing QR code and its copy-link button, shared by the two WalletConnect views.
 * Without a URI yet it says so; an expired URI (SPEC §4: under 10 s left) is not shown.
 */
export function PairingQr({ label }: { readonly label: string }) {
  const pairing = useModalState(selectPairing)
  if (!pairing.uri || pairing.expired) {
    return (
      <div className={stack}>
        <div className={qrPlaceholder} role="status">
          <Spinner label="Preparing the QR code" />
          <span className={muted}>{pairing.expired ? 'This QR code expired. Waiting for a new one…' : 'Preparing the QR code…'}</span>
        </div>
      </div>
    )
  }
  return (
    <div className={stack}>
      <QrCode value={pairing.uri} label={label} />
      <CopyButton value={pairing.uri} label="Copy link" />
    </div>
  )
}
