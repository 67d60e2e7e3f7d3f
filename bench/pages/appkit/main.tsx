import { createRoot } from 'react-dom/client'
import { createAppKit, useAppKit } from '@reown/appkit/react'
import { WagmiAdapter } from '@reown/appkit-adapter-wagmi'
import { mainnet } from '@reown/appkit/networks'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { WagmiProvider } from 'wagmi'

/**
 * AppKit with its wagmi adapter as its docs set it up. The button is a plain React button calling
 * `useAppKit().open()` (the docs' hook variant): the probe then finds it the same way as the others'
 * (the <appkit-button> element renders its label through nested shadow slots).
 */
const networks: [typeof mainnet] = [mainnet]
const wagmiAdapter = new WagmiAdapter({ networks, projectId: 'airlock-bench' })
createAppKit({
  adapters: [wagmiAdapter],
  networks,
  projectId: 'airlock-bench',
  metadata: { name: 'Airlock bench', description: 'Weight and speed bench', url: location.origin, icons: [] },
  features: { analytics: false },
})
const queryClient = new QueryClient()

function Button() {
  const { open } = useAppKit()
  return (
    <button type="button" onClick={() => void open()}>
      Connect Wallet
    </button>
  )
}

createRoot(document.getElementById('app') as HTMLElement).render(
  <WagmiProvider config={wagmiAdapter.wagmiConfig}>
    <QueryClientProvider client={queryClient}>
      <Button />
    </QueryClientProvider>
  </WagmiProvider>,
)
