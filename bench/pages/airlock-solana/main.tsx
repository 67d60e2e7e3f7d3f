import { createRoot } from 'react-dom/client'
import { createModal } from '../../../kernel'
import { mainnet, solana } from '../../../kernel/networks'
import { evmAdapter } from '../../../adapters/evm'
import { solanaAdapter } from '../../../adapters/solana'
import { ConnectButton, KernelProvider, Modal } from '../../../ui'

/**
 * Airlock with the EVM and Solana adapters, EVM and Solana networks together: what an app that offers
 * both pays before the click, and click → wallet listed (the EVM network first, so the bench's
 * injected wallet is in the list). The Solana chain SDK loads only once a Solana balance or transfer
 * needs it, so neither figure includes it.
 */
const kernel = createModal({
  projectId: 'airlock-bench',
  networks: [mainnet, solana],
  adapters: [evmAdapter(), solanaAdapter()],
  metadata: { name: 'Airlock bench', description: 'Weight and speed bench', url: location.origin, icons: [] },
})

createRoot(document.getElementById('app') as HTMLElement).render(
  <KernelProvider kernel={kernel}>
    <ConnectButton />
    <Modal kernel={kernel} />
  </KernelProvider>,
)
Object.assign(window, { airlockBench: { kernel } })
