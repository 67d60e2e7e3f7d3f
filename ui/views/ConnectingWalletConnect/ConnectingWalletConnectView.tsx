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
import { css, cx } from '@linaria/core'
import { QrSecondary } from './QrSecondary'
import { useMessages } from '../../i18n/catalogue'
import { connectingMessages } from '../messages'

const selectData = (s: ModalState) => s.router.data
const selectUri = (s: ModalState) => (s.pairing.expired ? undefined : s.pairing.uri)
const selectMobile = (s: ModalState) => s.modal.mobile

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
  @media (hover: hover) {
    &:hover {
      background: var(--airlock-color-bg-300);
    }
  }
  &[aria-disabled='true'] {
    opacity: 0.6;
  }
`
const primaryLink = css`
  background: var(--airlock-color-accent-fill);
  color: var(--airlock-color-on-accent);
  @media (hover: hover) {
    &:hover {
      background: var(--airlock-color-accent-fill);
    }
  }
`

/** SPEC §2 ConnectingWalletConnect: a catalogue wallet with no local connector, by QR or deep link. */
export default function ConnectingWalletConnectView() {
  const kernel = useKernel()
  const wallet = walletTarget(useModalState(selectData))
  const uri = useModalState(selectUri)
  const mobile = useModalState(selectMobile)
  const attempt = useWalletConnectAttempt()
  const m = useMessages(connectingMessages)
  if (!wallet) return <EmptyState title={m.noWallet} error />
  const link = (label: string, made: { readonly redirect: string; readonly href: string }, primary = false) => ({ label, primary, ...made })
  const links = [
    wallet.mobile_link ? link(mobile ? m.open(wallet.name) : m.openOnMobile(wallet.name), formatNativeUrl(wallet.mobile_link, uri ?? ''), mobile) : null,
    wallet.desktop_link && !mobile ? link(m.openDesktop(wallet.name), formatNativeUrl(wallet.desktop_link, uri ?? '')) : null,
    wallet.webapp_link ? link(m.openInBrowser(wallet.name), formatUniversalUrl(wallet.webapp_link, uri ?? '')) : null,
  ].filter((entry) => entry !== null)
  // On a phone with the wallet's app link, the app is the way in; the QR code is for another device.
  const appFirst = mobile && Boolean(wallet.mobile_link) && !attempt.failure
  const qr = <PairingQr label={m.qrFor(wallet.name)} attempt={attempt} />
  const linkList =
    links.length && !attempt.failure ? (
      <div className={stack}>
        {links.map((entry) =>
          uri ? (
            <a
              key={entry.label}
              className={cx(linkButton, entry.primary && primaryLink)}
              href={entry.redirect}
              {...(entry.primary ? {} : { target: '_blank', rel: 'noreferrer' })}
              // SPEC §4: the deep link used is stored when the connect succeeds.
              onClick={() => kernel.setDeepLink({ href: entry.href, name: wallet.name })}
            >
              {entry.label}
            </a>
          ) : entry.primary ? (
            // The link needs the pairing URI: shown, not yet followable, while it is prepared.
            <span key={entry.label} className={cx(linkButton, primaryLink)} role="link" aria-disabled="true">
              {entry.label}
            </span>
          ) : null,
        )}
      </div>
    ) : null
  return (
    <div className={sectionGap}>
      <div className={centered}>
        <WalletImage name={wallet.name} src={wallet.imageUrl} large loading="eager" />
        {/* After a failure the instructions no longer apply: the outcome below says what to do. */}
        {attempt.failure ? null : (
          <>
            <p className={strong}>{appFirst ? m.continueIn(wallet.name) : m.scanWith(wallet.name)}</p>
            <p className={muted}>
              {appFirst ? m.openAndAccept(wallet.name) : m.scanOrOpen}
            </p>
          </>
        )}
      </div>
      {appFirst ? (
        <>
          {linkList}
          <QrSecondary>{qr}</QrSecondary>
        </>
      ) : (
        <>
          {qr}
          {linkList}
        </>
      )}
    </div>
  )
}
