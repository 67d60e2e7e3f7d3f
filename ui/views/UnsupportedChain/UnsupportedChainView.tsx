import type { ModalState } from '../../../kernel'
import { useKernel } from '../../context/KernelContext'
import { useModalState } from '../../hooks/useModalState'
import { Button } from '../../components/Button'
import { muted } from '../../components/styles'
import { NetworkList } from '../Networks/NetworkList'
import { sectionGap } from '../shared'

const selectConnected = (s: ModalState) => s.connected

/** SPEC §2 UnsupportedChain: the wallet is on a network this app does not support. */
export default function UnsupportedChainView() {
  const kernel = useKernel()
  const connected = useModalState(selectConnected)
  return (
    <div className={sectionGap}>
      <p className={muted}>This app doesn’t support your current network. Switch to an available option to continue.</p>
      <NetworkList onSwitched={() => kernel.close()} />
      {connected ? (
        <Button variant="secondary" full onClick={() => void kernel.disconnect().then(() => kernel.close(), () => undefined)}>
          Disconnect
        </Button>
      ) : null}
    </div>
  )
}
