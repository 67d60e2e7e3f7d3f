import { useKernel } from '../../context/KernelContext'
import { useMessages } from '../../i18n/catalogue'
import { coreMessages } from '../../modal/messages'
import { sectionGap } from '../shared'
import { helpLink } from '../Help/styles'
import { NetworkList } from './NetworkList'

/** Choose the active network; back to where the person came from once switched. Its foot leads to WhatIsANetwork. */
export default function NetworksView() {
  const kernel = useKernel()
  const m = useMessages(coreMessages)
  return (
    <div className={sectionGap}>
      <NetworkList onSwitched={() => kernel.back()} />
      <button type="button" className={helpLink} onClick={() => kernel.open({ view: 'WhatIsANetwork' })}>
        {m.titles.WhatIsANetwork}
      </button>
    </div>
  )
}
