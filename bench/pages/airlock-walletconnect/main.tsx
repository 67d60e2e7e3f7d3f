import { createRoot } from 'react-dom/client'
import { createModal } from '../../../kernel'
import { mainnet } from '../../../kernel/networks'
import { evmAdapter } from '../../../adapters/evm'
import { walletConnectAdapter } from '../../../adapters/walletconnect'
import { ConnectButton, KernelProvider, Modal } from '../../../ui'

/**
 * Airlock with the EVM and WalletConnect adapters against the devnet relay (`?relay=ws://…&api=&catalogue=`):
 * the bench clicks WalletConnect and times the pairing QR code.
 */
const query = new URLSearchParams(location.search)
const relayUrl = query.get('relay') ?? undefined
const networks = [mainnet] as const
const metadata = { name: 'Airlock bench', description: 'Weight and speed bench', url: location.origin, icons: [] }
const kernel = createModal({
  projectId: 'airlock-bench',
  networks: [...networks],
  adapters: [
    evmAdapter(),
    walletConnectAdapter({ projectId: 'airlock-bench', metadata, networks: [...networks], telemetryEnabled: false, ...(relayUrl ? { relayUrl } : {}) }),
  ],
  metadata,
  endpoints: { apiUrl: query.get('api') ?? '', catalogueUrl: query.get('catalogue') ?? '', ...(relayUrl ? { relayUrl } : {}) },
})

createRoot(document.getElementById('app') as HTMLElement).render(
  <KernelProvider kernel={kernel}>
    <ConnectButton />
    <Modal kernel={kernel} />
  </KernelProvider>,
)
Object.assign(window, { airlockBench: { kernel } })
