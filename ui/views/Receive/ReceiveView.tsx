import type { ModalState } from '../../../kernel'
import { truncateAddress } from '../../../kernel'
import { useModalState } from '../../index'
import { QrCode } from '../../components/QrCode'
import { CopyButton } from '../../components/CopyButton'
import { EmptyState } from '../../components/EmptyState'
import { centered, muted, strong } from '../../components/styles'
import { sectionGap } from '../shared'
import { useLocale, useMessages } from '../../i18n/catalogue'
import { receiveMessages } from './messages'

const selectReceive = (s: ModalState) => ({
  address: s.chains[s.activeNamespace]?.accountState.address,
  networks: s.networks.filter((n) => n.chainNamespace === s.activeNamespace),
})
const sameReceive = (a: ReturnType<typeof selectReceive>, b: ReturnType<typeof selectReceive>) =>
  a.address === b.address && a.networks.length === b.networks.length && a.networks.every((n, i) => n === b.networks[i])

/** The Receive feature: the address as a QR code and text, and the networks it can receive on. */
export default function ReceiveView() {
  const { address, networks } = useModalState(selectReceive, sameReceive)
  const m = useMessages(receiveMessages)
  const list = new Intl.ListFormat(useLocale(), { type: 'unit' })
  if (!address) return <EmptyState title={m.noWallet} description={m.connectToReceive} />
  return (
    <div className={sectionGap}>
      <QrCode value={address} label={m.qrOf(address)} />
      <div className={centered}>
        <p className={strong} title={address}>
          {truncateAddress(address)}
        </p>
        <p className={muted}>
          {m.sendOnlyOn(list.format(networks.map((n) => n.name)) || m.thisNetwork)}
        </p>
      </div>
      <CopyButton value={address} label={m.copyAddress} copied={m.addressCopied} />
    </div>
  )
}
