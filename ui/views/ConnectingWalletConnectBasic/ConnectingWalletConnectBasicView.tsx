import { css } from '@linaria/core'
import type { ModalState } from '../../../kernel'
import { useKernel } from '../../context/KernelContext'
import { useModalState } from '../../hooks/useModalState'
import { ListItem } from '../../components/ListItem'
import { WalletImage } from '../../components/WalletImage'
import { useArrowNavigation } from '../../components/useArrowNavigation'
import { useId } from 'react'
import { muted, small, stack } from '../../components/styles'
import { tile, tileName } from '../AllWallets/styles'
import { AllWalletsIcon } from '../../components/icons'
import { PairingQr } from '../ConnectingWalletConnect/PairingQr'
import { QrSecondary } from '../ConnectingWalletConnect/QrSecondary'
import { useWalletConnectAttempt } from '../ConnectingWalletConnect/useWalletConnectAttempt'
import { formatNativeUrl } from '../../../kernel/pairing/walletLink'
import { sectionGap } from '../shared'
import { useMessages } from '../../i18n/catalogue'
import { connectingMessages } from '../messages'

const selectBasic = (s: ModalState) => ({
  uri: s.pairing.expired ? undefined : s.pairing.uri,
  wallets: s.wallets.recommended.entries,
  all: s.features.allWallets,
  phone: s.modal.mobile,
})
const sameBasic = (a: ReturnType<typeof selectBasic>, b: ReturnType<typeof selectBasic>) =>
  a.uri === b.uri && a.wallets === b.wallets && a.all === b.all && a.phone === b.phone

const tiles = css`
  display: grid;
  grid-template-columns: repeat(4, minmax(0, 1fr));
  gap: 8px;
  & a {
    text-decoration: none;
  }
`

/** SPEC §2 basic WalletConnect view: the pairing QR, copy link, and deep links to mobile wallets. */
export default function ConnectingWalletConnectBasicView() {
  const kernel = useKernel()
  const { uri, wallets, all, phone } = useModalState(selectBasic, sameBasic)
  const onKeyDown = useArrowNavigation()
  const linksId = useId()
  const attempt = useWalletConnectAttempt()
  const m = useMessages(connectingMessages)
  const mobile = wallets.filter((wallet) => wallet.mobile_link)
  // On a phone the wallet apps come first (a tap opens one with the pairing); the QR is for another device.
  const appsFirst = phone && mobile.length > 0 && !attempt.failure
  const qr = <PairingQr label={m.qr} attempt={attempt} />
  const apps =
    uri && mobile.length && !attempt.failure ? (
      <div className={stack}>
        <p className={small} id={linksId}>
          {appsFirst ? m.openApp : m.onPhone}
        </p>
        <div className={tiles} role="list" aria-labelledby={linksId} onKeyDown={onKeyDown}>
          {mobile.map((wallet) => (
            <div role="listitem" key={wallet.id}>
              <a
                className={tile}
                data-nav-item=""
                title={wallet.name}
                href={formatNativeUrl(wallet.mobile_link ?? '', uri).redirect}
                {...(phone ? {} : { target: '_blank', rel: 'noreferrer' })}
                onClick={() => kernel.setDeepLink({ href: formatNativeUrl(wallet.mobile_link ?? '', uri).href, name: wallet.name })}
              >
                <WalletImage name={wallet.name} src={wallet.imageUrl} />
                <span className={tileName}>{wallet.name}</span>
              </a>
            </div>
          ))}
        </div>
      </div>
    ) : null
  return (
    <div className={sectionGap}>
      {appsFirst ? (
        <>
          {apps ?? <PairingQr label={m.qr} attempt={attempt} />}
          {apps ? <QrSecondary>{qr}</QrSecondary> : null}
        </>
      ) : (
        <>
          {attempt.failure ? null : <p className={muted}>{m.scanCompatible}</p>}
          {qr}
          {apps}
        </>
      )}
      {all ? (
        <ListItem
          icon={<AllWalletsIcon />}
          label={m.searchAll}
          onClick={() => kernel.open({ view: 'AllWallets' })}
        />
      ) : null}
    </div>
  )
}
