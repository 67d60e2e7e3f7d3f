import { useKernel } from '../../context/KernelContext'
import { NetworkList } from './NetworkList'

/** Choose the active network; back to where the person came from once switched. */
export default function NetworksView() {
  const kernel = useKernel()
  return <NetworkList onSwitched={() => kernel.back()} />
}
