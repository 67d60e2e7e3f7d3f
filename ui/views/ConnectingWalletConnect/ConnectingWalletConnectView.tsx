import type { ModalState } from '../../../kernel'
import { useModalState } from '../../hooks/useModalState'
import { WalletImage } from '../../components/WalletImage'
import { EmptyState } from '../../components/EmptyState'
import { centered, muted, strong, stack } from '../../components/styles'
import { walletTarget } from '../routeData'
import { formatNativeUrl, formatUniversalUrl } from '../../../kernel/pairing/walletLink'
import { sectionGap } from '../shared'
import { PairingQr } from './PairingQr'
import { useWalletConnectAttempt } from './useWalletConnectAttempt'
import { useKernel } from '../../context/KernelContext'
import { css } from '@linaria/core'

const selectData = (s: ModalState) => s.router.data
const selectUri = (s: ModalState) => (s.pairing.expired ? undefined : s.pairing.uri)

const linkButton = css`
  display: flex;
  align-items: center;
  justify-content: center;
  min-height: 40px;
  border-radius: var(--airlock-radius-full);
  background: var(--airlock-color-bg-200);
  color: var(--airlock-color-fg-100);
  font-weight: 600;
  text-decoration: none;
  &:hover {
    background: var(--airlock-color-bg-300);
  }
`

/** SPEC §2 ConnectingWalletConnect: a catalogue wallet with no local connector, by QR or deep link. */
export default function ConnectingWalletConnectView() {
  const kernel = useKernel()
  const wallet = walletTarget(useModalState(selectData))
  const uri = useModalState(selectUri)
  const attempt = useWalletConnectAttempt()
  if (!wallet) return <EmptyState title="No wallet was chosen." error />
  const links = [
    wallet.mobile_link ? { label: `Open ${wallet.name} on mobile`, ...formatNativeUrl(wallet.mobile_link, uri ?? '') } : null,
    wallet.desktop_link ? { label: `Open ${wallet.name} desktop app`, ...formatNativeUrl(wallet.desktop_link, uri ?? '') } : null,
    wallet.webapp_link ? { label: `Open ${wallet.name} in the browser`, ...formatUniversalUrl(wallet.webapp_link, uri ?? '') } : null,
  ].filter((link) => link !== null)
  return (
    <div className={sectionGap}>
      <div className={centered}>
        <WalletImage name={wallet.name} src={wallet.imageUrl} large loading="eager" />
        <p className={strong}>Scan with {wallet.name}</p>
        <p className={muted}>Scan this QR code with your phone, or open the wallet directly.</p>
      </div>
      <PairingQr label={`WalletConnect QR code for ${wallet.name}`} attempt={attempt} />
      {uri && links.length && !attempt.error ? (
        <div className={stack}>
          {links.map((link) => (
            <a
              key={link.label}
              className={linkButton}
              href={link.redirect}
              target="_blank"
              rel="noreferrer"
              // SPEC §4: the deep link used is stored when the connect succeeds.
              onClick={() => kernel.setDeepLink({ href: link.href, name: wallet.name })}
            >
              {link.label}
            </a>
          ))}
        </div>
      ) : null}
    </div>
  )
}
