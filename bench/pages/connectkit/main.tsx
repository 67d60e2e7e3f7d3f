import { createRoot } from 'react-dom/client'
import { ConnectKitButton, ConnectKitProvider, getDefaultConfig } from 'connectkit'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { WagmiProvider, createConfig } from 'wagmi'
import { mainnet } from 'wagmi/chains'

/** ConnectKit as its README sets it up: getDefaultConfig, the providers, its ConnectKitButton. */
const config = createConfig(
  getDefaultConfig({ appName: 'Airlock bench', walletConnectProjectId: 'airlock-bench', chains: [mainnet] }),
)
const queryClient = new QueryClient()

createRoot(document.getElementById('app') as HTMLElement).render(
  <WagmiProvider config={config}>
    <QueryClientProvider client={queryClient}>
      <ConnectKitProvider>
        <ConnectKitButton />
      </ConnectKitProvider>
    </QueryClientProvider>
  </WagmiProvider>,
)
