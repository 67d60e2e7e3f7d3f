import { createRoot } from 'react-dom/client'
import { ConnectButton, RainbowKitProvider, getDefaultConfig } from '@rainbow-me/rainbowkit'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { WagmiProvider } from 'wagmi'
import { mainnet } from 'wagmi/chains'

/** RainbowKit as its README sets it up: getDefaultConfig, the providers, its ConnectButton. */
const config = getDefaultConfig({ appName: 'Airlock bench', projectId: 'airlock-bench', chains: [mainnet], ssr: false })
const queryClient = new QueryClient()

createRoot(document.getElementById('app') as HTMLElement).render(
  <WagmiProvider config={config}>
    <QueryClientProvider client={queryClient}>
      <RainbowKitProvider>
        <ConnectButton />
      </RainbowKitProvider>
    </QueryClientProvider>
  </WagmiProvider>,
)
