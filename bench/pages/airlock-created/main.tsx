import { createRoot } from 'react-dom/client'
import { createModal } from '../../../kernel'
import { mainnet } from '../../../kernel/networks'
import { evmAdapter } from '../../../adapters/evm'
import { ConnectButton, KernelProvider, Modal } from '../../../ui'
import { PlainButton } from '../shared/PlainButton'

/**
 * A diagnostic page, not a contender: airlock-unrun plus `createModal` as the Airlock page calls it
 * (options decoded, storage read, the first snapshot composed), still with React alone's button.
 * Against airlock-unrun it shows what creating the kernel costs; against the Airlock page, what
 * Airlock's own first render does.
 */
const kernel = createModal({
  projectId: 'airlock-bench',
  networks: [mainnet],
  adapters: [evmAdapter()],
  metadata: { name: 'Airlock bench', description: 'Weight and speed bench', url: location.origin, icons: [] },
})

createRoot(document.getElementById('app') as HTMLElement).render(<PlainButton />)
// Held on the page so that no bundler drops them.
Object.assign(window, { airlockBench: { kernel, ConnectButton, KernelProvider, Modal } })
