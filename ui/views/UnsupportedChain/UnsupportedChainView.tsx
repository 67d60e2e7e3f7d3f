import type { ModalState } from '../../../kernel'
import { useKernel } from '../../context/KernelContext'
import { useModalState } from '../../hooks/useModalState'
import { Button } from '../../components/Button'
import { muted } from '../../components/styles'
import { NetworkList } from '../Networks/NetworkList'
import { sectionGap } from '../shared'
import { useMessages } from '../../i18n/catalogue'
import { networkMessages } from '../Networks/messages'

const selectConnected = (s: ModalState) => s.connected

/** SPEC §2 UnsupportedChain: the wallet is on a network this app does not support. */
export default function UnsupportedChainView() {
  const kernel = useKernel()
  const connected = useModalState(selectConnected)
  const m = useMessages(networkMessages)
  return (
    <div className={sectionGap}>
      <p className={muted}>{m.unsupported}</p>
      <NetworkList onSwitched={() => kernel.close()} />
      {connected ? (
        <Button variant="secondary" full onClick={() => void kernel.disconnect().then(() => kernel.close(), () => undefined)}>
          {m.disconnect}
        </Button>
      ) : null}
    </div>
  )
}
