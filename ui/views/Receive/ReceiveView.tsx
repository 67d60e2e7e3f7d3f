import type { ModalState } from '../../../kernel'
import { truncateAddress } from '../../../kernel'
import { useModalState } from '../../index'
import { QrCode } from '../../components/QrCode'
import { CopyButton } from '../../components/CopyButton'
import { EmptyState } from '../../components/EmptyState'
import { centered, muted, strong } from '../../components/styles'
import { sectionGap } from '../shared'

const selectReceive = (s: ModalState) => ({
  address: s.chains[s.activeNamespace]?.accountState.address,
  networks: s.networks.filter((n) => n.chainNamespace === s.activeNamespace),
})
const sameReceive = (a: ReturnType<typeof selectReceive>, b: ReturnType<typeof selectReceive>) =>
  a.address === b.address && a.networks.length === b.networks.length && a.networks.every((n, i) => n === b.networks[i])

/** The Receive feature: the address as a QR code and text, and the networks it can receive on. */
export default function ReceiveView() {
  const { address, networks } = useModalState(selectReceive, sameReceive)
  if (!address) return <EmptyState title="No wallet connected" description="Connect a wallet to receive funds." />
  return (
    <div className={sectionGap}>
      <QrCode value={address} label={`QR code of the address ${address}`} />
      <div className={centered}>
        <p className={strong} title={address}>
          {truncateAddress(address)}
        </p>
        <p className={muted}>
          Send assets on {networks.map((n) => n.name).join(', ') || 'this network'} only: anything sent on another network may be
          lost.
        </p>
      </div>
      <CopyButton value={address} label="Copy address" copied="Address copied" />
    </div>
  )
}
