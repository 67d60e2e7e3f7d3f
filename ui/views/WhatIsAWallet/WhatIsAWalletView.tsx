import type { ModalState } from '../../../kernel'
import { useKernel } from '../../context/KernelContext'
import { useModalState } from '../../hooks/useModalState'
import { Button } from '../../components/Button'
import { small } from '../../components/styles'
import { useMessages } from '../../i18n/catalogue'
import { helpMessages } from './messages'
import { ApproveTile, KeyTile, SignInTile } from './illustrations'
import { point, pointText, pointTitle, points } from './styles'

const selectAllWallets = (s: ModalState) => s.features.allWallets

/**
 * AppKit's WhatIsAWallet, opened from the help button of Connect's header: what a wallet is, in three
 * points, then on to the catalogue (or back to Connect's own list when the catalogue is off).
 */
export default function WhatIsAWalletView() {
  const kernel = useKernel()
  const allWallets = useModalState(selectAllWallets)
  const m = useMessages(helpMessages)
  const items = [
    { Illustration: KeyTile, title: m.keysTitle, text: m.keys },
    { Illustration: SignInTile, title: m.signInTitle, text: m.signIn },
    { Illustration: ApproveTile, title: m.approveTitle, text: m.approve },
  ]
  return (
    <div>
      <ul className={points}>
        {items.map(({ Illustration, title, text }) => (
          <li key={title} className={point}>
            <Illustration />
            <div className={pointText}>
              <h3 className={pointTitle}>{title}</h3>
              <span className={small}>{text}</span>
            </div>
          </li>
        ))}
      </ul>
      <Button full onClick={() => (allWallets ? kernel.open({ view: 'AllWallets' }) : kernel.back())}>
        {m.chooseWallet}
      </Button>
    </div>
  )
}
