import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { createModal, decode, type ModalKernel } from '../kernel'
import { defineEvmNetwork } from '../kernel/networks'
import { evmAdapter } from '../adapters/evm'
import { ConnectButton, KernelProvider, Modal } from '../ui'
import { DemoConfig } from './config'
import { DemoApp } from './DemoApp'

/** The example dapp: Airlock with every feature flag on, against the local devnet. */
async function start(): Promise<void> {
  const root = createRoot(document.getElementById('app') as HTMLElement)
  const answer: unknown = await fetch('./config.json').then((r) => r.json())
  const config = decode(DemoConfig, answer, 'demo config')
  if (!config.ok) {
    root.render(<p role="alert">The demo server sent a bad configuration: {config.error.message}</p>)
    return
  }
  const { chains, projectId, apiUrl, catalogueUrl } = config.value
  const networks = chains.map((chain) =>
    defineEvmNetwork({ id: chain.chainId, name: chain.name, rpcUrls: chain.rpcUrl, nativeCurrency: chain.nativeCurrency, testnet: true }),
  )
  const kernel: ModalKernel = createModal({
    projectId,
    networks,
    adapters: [evmAdapter()],
    metadata: { name: 'Airlock demo', description: 'Airlock on the local devnet', url: location.origin, icons: [] },
    features: {
      swaps: true,
      onramp: true,
      receive: true,
      send: true,
      email: true,
      emailShowWallets: true,
      history: true,
      analytics: true,
      allWallets: true,
      legalCheckbox: true,
      smartSessions: true,
      collapseWallets: true,
      pay: true,
    },
    termsConditionsUrl: `${location.origin}/terms`,
    privacyPolicyUrl: `${location.origin}/privacy`,
    endpoints: { apiUrl, catalogueUrl },
  })
  root.render(
    <StrictMode>
      <KernelProvider kernel={kernel}>
        <DemoApp connectButton={<ConnectButton />} />
        <Modal kernel={kernel} />
      </KernelProvider>
    </StrictMode>,
  )
}

void start()
