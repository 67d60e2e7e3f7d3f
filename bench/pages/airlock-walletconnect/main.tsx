import { createRoot } from 'react-dom/client'
import { createModal, type ModalState } from '../../../kernel'
import { defineEvmNetwork, mainnet } from '../../../kernel/networks'
import { evmAdapter } from '../../../adapters/evm'
import { walletConnectAdapter } from '../../../adapters/walletconnect'
import { ConnectButton, KernelProvider, Modal, useModalState } from '../../../ui'

/**
 * Airlock with the EVM and WalletConnect adapters against the devnet
 * (`?relay=ws://…&api=&catalogue=&chain=31337&rpc=http://…`), set up as demo/main.tsx is: the bench
 * clicks WalletConnect, times the pairing QR code, has the Node test wallet approve, and times the
 * account's arrival in `[data-testid=account]`. Verify is off, as on any devnet (devnet/relay/README.md).
 */
const query = new URLSearchParams(location.search)
const relayUrl = query.get('relay') ?? undefined
const rpc = query.get('rpc')
const networks = rpc ? [defineEvmNetwork({ id: Number(query.get('chain') ?? 31337), name: 'Devnet', rpcUrls: rpc, testnet: true })] : [mainnet]
const metadata = { name: 'Airlock bench', description: 'Weight and speed bench', url: location.origin, icons: [] }
const kernel = createModal({
  projectId: 'airlock-bench',
  networks,
  adapters: [
    evmAdapter(),
    walletConnectAdapter({ projectId: 'airlock-bench', metadata, networks, ...(relayUrl ? { relayUrl } : {}), verify: false }),
  ],
  metadata,
  endpoints: { apiUrl: query.get('api') ?? '', catalogueUrl: query.get('catalogue') ?? '', ...(relayUrl ? { relayUrl } : {}) },
})

const activeAddress = (s: ModalState) => s.activeCaipAddress

/** What a dapp shows once connected: the account's address, as the page's own text. */
function Account() {
  const caipAddress = useModalState(activeAddress)
  return <output data-testid="account">{caipAddress?.split(':')[2] ?? ''}</output>
}

createRoot(document.getElementById('app') as HTMLElement).render(
  <KernelProvider kernel={kernel}>
    <ConnectButton />
    <Account />
    <Modal kernel={kernel} />
  </KernelProvider>,
)
Object.assign(window, { airlockBench: { kernel } })
