import type { ModalState } from '../../../kernel'
import { useKernel } from '../../context/KernelContext'
import { useModalState } from '../../hooks/useModalState'
import { useMessages } from '../../i18n/catalogue'
import { helpMessages } from './messages'
import { ApproveTile, KeyTile, SignInTile } from './illustrations'
import { HelpPoints } from './HelpPoints'

const selectAllWallets = (s: ModalState) => s.features.allWallets

/**
 * AppKit's WhatIsAWallet, opened from the help button of Connect's header: what a wallet is, in three
 * points, then on to the catalogue (or back to Connect's own list when the catalogue is off).
 */
export default function WhatIsAWalletView() {
  const kernel = useKernel()
  const allWallets = useModalState(selectAllWallets)
  const m = useMessages(helpMessages)
  return (
    <HelpPoints
      items={[
        { Illustration: KeyTile, title: m.keysTitle, text: m.keys },
        { Illustration: SignInTile, title: m.signInTitle, text: m.signIn },
        { Illustration: ApproveTile, title: m.approveTitle, text: m.approve },
      ]}
      action={m.chooseWallet}
      onAction={() => (allWallets ? kernel.open({ view: 'AllWallets' }) : kernel.back())}
    />
  )
}
