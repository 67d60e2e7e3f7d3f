import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { createModal, decode, type ModalKernel } from '../kernel'
import { defineEvmNetwork, defineNetwork } from '../kernel/networks'
import { evmAdapter } from '../adapters/evm'
import { walletConnectAdapter } from '../adapters/walletconnect'
import { solanaAdapter } from '../adapters/solana'
import { bitcoinAdapter } from '../adapters/bitcoin'
import { embeddedAdapter } from '../adapters/embedded'
import { ConnectButton, KernelProvider, Modal } from '../ui'
import { DemoConfig } from './config'
import { DemoApp } from './DemoApp'
import { siwxFromQuery } from './siwx'
import { simulateTelegramMiniApp } from './telegram'

/** The example dapp: Airlock with every feature flag on, against the local devnet. */
async function start(): Promise<void> {
  const root = createRoot(document.getElementById('app') as HTMLElement)
  const answer: unknown = await fetch('./config.json').then((r) => r.json())
  const config = decode(DemoConfig, answer, 'demo config')
  if (!config.ok) {
    root.render(<p role="alert">The demo server sent a bad configuration: {config.error.message}</p>)
    return
  }
  const { chains, projectId, apiUrl, catalogueUrl, relayUrl, accounts, solana, bitcoin, embedded, payToken } = config.value
  const query = new URLSearchParams(location.search)
  // ?networks=31337 offers only those chains (add 'solana' for the local cluster): a wallet on another
  // one is then on an unsupported chain.
  const offered = query.get('networks')?.split(',')
  const evmNetworks = chains.filter((chain) => !offered || offered.includes(String(chain.chainId))).map((chain) =>
    defineEvmNetwork({
      id: chain.chainId,
      name: chain.name,
      rpcUrls: chain.rpcUrl,
      nativeCurrency: chain.nativeCurrency,
      blockExplorer: { name: 'Devnet Explorer', url: chain.explorerUrl },
      testnet: true,
    }),
  )
  // The devnet's local Solana cluster, a network like any other (CAIP-2 solana:{genesis hash prefix}).
  const solanaNetworks =
    solana && (!offered || offered.includes('solana'))
      ? [
          defineNetwork({
            id: solana.clusterId,
            caipNetworkId: `solana:${solana.clusterId}`,
            name: solana.name,
            nativeCurrency: solana.nativeCurrency,
            rpcUrls: { default: { http: [solana.rpcUrl] } },
            chainNamespace: 'solana',
            testnet: true,
          }),
        ]
      : []
  // The devnet's Bitcoin ledger (regtest, CAIP-2 bip122:{genesis hash prefix}); its Esplora API is the RPC URL.
  const bitcoinNetworks =
    bitcoin && (!offered || offered.includes('bitcoin'))
      ? [
          defineNetwork({
            id: bitcoin.chainId,
            caipNetworkId: `bip122:${bitcoin.chainId}`,
            name: bitcoin.name,
            nativeCurrency: bitcoin.nativeCurrency,
            rpcUrls: { default: { http: [bitcoin.esploraUrl] } },
            chainNamespace: 'bip122',
            testnet: true,
          }),
        ]
      : []
  const networks = [...evmNetworks, ...solanaNetworks, ...bitcoinNetworks]
  // ?tg=1: the page as a Telegram mini-app (before the modal starts: it reads the platform once).
  const telegram = query.get('tg') === '1'
  if (telegram) simulateTelegramMiniApp()
  const metadata = { name: 'Airlock demo', description: 'Airlock on the local devnet', url: location.origin, icons: [] }
  // WalletConnect through the devnet relay, proposing every network (one pairing, eip155 and solana);
  // Verify is off because it is a hosted service (README).
  const walletConnect = relayUrl ? [walletConnectAdapter({ projectId, relayUrl, metadata, networks, verify: false })] : []
  const kernel: ModalKernel = createModal({
    projectId,
    networks,
    adapters: [evmAdapter(), ...walletConnect, ...(embedded ? [embeddedAdapter()] : []), ...(solanaNetworks.length > 0 ? [solanaAdapter()] : []), ...(bitcoinNetworks.length > 0 ? [bitcoinAdapter()] : [])],
    metadata,
    // ?locale=de shows the modal in that language; the kernel decodes it (an unknown one: English, and an error logged).
    ...(query.get('locale') ? { locale: query.get('locale') as never } : {}),
    // ?accountType=eoa: EVM accounts start as EOAs (the embedded wallet's smart account stays one switch away).
    ...(query.get('accountType') === 'eoa' ? { defaultAccountTypes: { eip155: 'eoa' as const } } : {}),
    // ?theme=light starts in the light theme; the page's switch changes it later.
    themeMode: query.get('theme') === 'light' ? 'light' : 'dark',
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
      // ?collapseWallets=1: the wallets wait behind "Continue with a wallet", beside email and the socials.
      collapseWallets: query.get('collapseWallets') === '1',
      pay: true,
      bitcoinSend: true,
      // ?socials=none: email is the embedded wallet's only way in (no social logins).
      ...(query.get('socials') === 'none' ? { socials: [] } : {}),
    },
    termsConditionsUrl: `${location.origin}/terms`,
    privacyPolicyUrl: `${location.origin}/privacy`,
    endpoints: { apiUrl, catalogueUrl, ...(relayUrl ? { relayUrl } : {}), ...(embedded ? { frameUrl: embedded.frameUrl } : {}) },
    // The devnet chains have their own pools (a local Uniswap V2), so they swap like SPEC §9's networks.
    swapNetworks: evmNetworks.map((network) => network.caipNetworkId),
    // ?signIn=required|optional: sign-in with sessions kept and verified by the devnet.
    ...siwxFromQuery(location.search, apiUrl),
  })
  // The page's modal for the browser console (and the browser tests that call its API), e.g.
  // airlock.walletProvider('bip122').request({ method: 'signPsbt', params }).
  ;(window as unknown as { airlock?: ModalKernel }).airlock = kernel
  root.render(
    <StrictMode>
      <KernelProvider kernel={kernel}>
        <DemoApp connectButton={<ConnectButton />} accounts={accounts} payToken={payToken} telegram={telegram} />
        <Modal kernel={kernel} />
      </KernelProvider>
    </StrictMode>,
  )
}

void start()
