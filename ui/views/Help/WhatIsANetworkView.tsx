import { useKernel } from '../../context/KernelContext'
import { useMessages } from '../../i18n/catalogue'
import { helpMessages } from './messages'
import { FeeTile, LedgerTile, SwitchTile } from './illustrations'
import { HelpPoints } from './HelpPoints'

/** AppKit's WhatIsANetwork, opened from the foot of Networks: what a network is, then back to the list. */
export default function WhatIsANetworkView() {
  const kernel = useKernel()
  const m = useMessages(helpMessages)
  return (
    <HelpPoints
      items={[
        { Illustration: LedgerTile, title: m.ledgerTitle, text: m.ledger },
        { Illustration: FeeTile, title: m.feesTitle, text: m.fees },
        { Illustration: SwitchTile, title: m.switchTitle, text: m.switch },
      ]}
      action={m.chooseNetwork}
      onAction={() => kernel.back()}
    />
  )
}
