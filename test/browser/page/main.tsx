import { createRoot } from 'react-dom/client'
import { asyncScheduler } from 'rxjs'
import { createModal, createMemoryStorage, createStaticPlatform, type ModalKernel } from '../../../kernel'
import type { ViewName } from '../../../kernel'
import { mainnet, optimism, polygon } from '../../../kernel/networks'
import { createMockAdapter } from '../../../adapters/mock'
import { ConnectButton, KernelProvider, Modal } from '../../../ui'
import { localSiwx } from '../../../kernel'
import { createFixtureFetch } from './fixtureApi'
import { startCycleRig, type AfterDestroy, type CycleRig } from '../../soak/kernelCycles'

/**
 * The browser-suite page: the renderer from ui/ with the mock adapter and fixture APIs. Query:
 * theme=light|dark, mobile=1, noProjectId=1, noAdapters=1, legal=1, catalogueDown=1, siwx=1|required,
 * walletName=<the browser wallet's name>.
 * `window.airlockPage` lets the suite put the kernel in each state through its public API.
 */
const query = new URLSearchParams(location.search)
// walletName=…: the browser wallet under a name of the page's choosing (a long one, for the list's layout).
const walletName = query.get('walletName')
const mock = createMockAdapter({
  namespace: 'eip155',
  ...(walletName ? { connectors: [{ id: 'mock', type: 'INJECTED' as const, name: walletName, chain: 'eip155' as const }] } : {}),
})
const pairingUri = 'wc:7f6e504bfad60b485450578e05678ed3e8e8c4751d3c6160be17160d63ec90f9@2?relay-protocol=irn&symKey=587d5484ce2a2a6ee3ba1962fdd7e8588e06200c46823bd18fbd67def96ad303'
// WalletConnect beside the browser wallet: its connect shows the pairing URI and then waits (the
// wallet never scans within the test), so the QR views stay on their QR.
const walletConnect = {
  ...createMockAdapter({
    namespace: 'eip155',
    connectors: [{ id: 'walletConnect', type: 'WALLET_CONNECT', name: 'WalletConnect', chain: 'eip155' }],
    displayUri: pairingUri,
    scheduler: asyncScheduler,
    latencyMs: 3_600_000,
  }),
  handles: (connectorId: string) => connectorId === 'walletConnect',
}
const origin = location.origin
const kernel: ModalKernel = createModal(
  {
    networks: [mainnet, polygon, optimism],
    ...(query.get('noProjectId') ? {} : { projectId: 'airlock-browser-suite' }),
    metadata: { name: 'Airlock Demo', description: 'Browser suite', url: origin, icons: [] },
    themeMode: query.get('theme') === 'light' ? 'light' : 'dark',
    adapters: query.get('noAdapters') ? [] : [mock, walletConnect],
    ...(query.get('legal')
      ? { termsConditionsUrl: `${origin}/terms`, privacyPolicyUrl: `${origin}/privacy`, features: { legalCheckbox: true } }
      : {}),
    // siwx=1: the built-in sign-in provider; sign-in is asked right after connecting (SPEC §4).
    ...(query.get('siwx') ? { siwx: localSiwx({ required: query.get('siwx') === 'required' }) } : {}),
    endpoints: { apiUrl: `${origin}/api`, catalogueUrl: `${origin}/catalogue` },
  },
  {
    fetch: createFixtureFetch({ catalogueDown: Boolean(query.get('catalogueDown')) }),
    storage: createMemoryStorage(),
    platform: createStaticPlatform({ isMobile: Boolean(query.get('mobile')), origin, href: () => location.href }),
  },
)

const demoWallet = { id: 'wallet-001', name: 'Aurora Wallet', mobile_link: 'aurora://', desktop_link: null, webapp_link: null }

async function connected(): Promise<void> {
  if (!kernel.getState().connected) await kernel.connect({ connectorId: 'mock', namespace: 'eip155' })
}

/** Puts the kernel in the state each gallery shot needs, then opens the view. */
const scenarios: Record<string, () => Promise<unknown>> = {
  Connect: async () => kernel.open(),
  AllWallets: async () => kernel.open({ view: 'AllWallets' }),
  ConnectingExternal: async () => {
    // An answer that never comes within the test: the waiting state.
    mock.setFlags({ scheduler: asyncScheduler, latencyMs: 3_600_000 })
    kernel.open({ view: 'ConnectingExternal', data: { connectorId: 'mock', namespace: 'eip155' } })
  },
  'ConnectingExternal-declined': async () => {
    mock.setFlags({ userRejects: true })
    kernel.open({ view: 'ConnectingExternal', data: { connectorId: 'mock', namespace: 'eip155' } })
  },
  ConnectingWalletConnect: async () => {
    kernel.open({ view: 'ConnectingWalletConnect', data: { wallet: demoWallet } })
  },
  ConnectingWalletConnectBasic: async () => {
    kernel.open({ view: 'ConnectingWalletConnectBasic' })
  },
  ConnectingSiwe: async () => kernel.open({ view: 'ConnectingSiwe' }),
  // With siwx=1 the kernel itself opens SIWXSignMessage once connected; without, the view is forced.
  SIWXSignMessage: async () => (query.get('siwx') ? connected() : kernel.open({ view: 'SIWXSignMessage' })),
  Account: async () => {
    await connected()
    kernel.open()
  },
  Networks: async () => {
    await connected()
    kernel.open({ view: 'Networks' })
  },
  UnsupportedChain: async () => {
    await connected()
    // The wallet moves to a chain the app does not configure: the kernel opens UnsupportedChain.
    mock.emitChainChanged(424242)
  },
  Send: async () => {
    await connected()
    kernel.open({ view: 'Send' })
  },
  Receive: async () => {
    await connected()
    kernel.open({ view: 'Receive' })
  },
}

declare global {
  interface Window {
    airlockPage: {
      readonly kernel: ModalKernel
      readonly show: (scenario: string) => Promise<ViewName>
      readonly scenarios: ReadonlyArray<string>
      readonly cspViolations: string[]
      readonly failNextDisconnect: () => void
      /** The kernel open/close soak (test/soak) on a second, unrendered kernel of this page. */
      readonly cycles: {
        readonly start: () => Promise<void>
        readonly run: (n: number) => Promise<void>
        readonly destroy: (settleMs: number) => Promise<AfterDestroy>
      }
    }
  }
}

const cspViolations: string[] = []
document.addEventListener('securitypolicyviolation', (event) => cspViolations.push(`${event.violatedDirective}: ${event.blockedURI}`))

let cycleRig: CycleRig | undefined
const rig = (): CycleRig => {
  if (cycleRig === undefined) throw new Error('cycles.start() first')
  return cycleRig
}

window.airlockPage = {
  kernel,
  cycles: {
    start: async () => {
      cycleRig = await startCycleRig()
    },
    run: (n) => rig().cycles(n),
    destroy: async (settleMs) => {
      const result = await rig().destroy(settleMs)
      cycleRig = undefined
      return result
    },
  },
  scenarios: Object.keys(scenarios),
  cspViolations,
  failNextDisconnect: () => mock.setFlags({ disconnectFails: true }),
  show: async (name) => {
    const run = scenarios[name]
    if (!run) throw new Error(`no scenario ${name}`)
    await run()
    return kernel.getState().router.view
  },
}

const container = document.getElementById('app')
if (container)
  createRoot(container).render(
    <>
      <KernelProvider kernel={kernel}>
        <main>
          <h1>Airlock browser suite</h1>
          <p>
            <ConnectButton />
          </p>
        </main>
      </KernelProvider>
      <Modal kernel={kernel} />
    </>,
  )
