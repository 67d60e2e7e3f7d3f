import { asyncScheduler } from 'rxjs'
import { cookieStorage, createModal, type ModalKernel } from '../../../kernel'
import { mainnet, polygon } from '../../../kernel/networks'
import { createMockAdapter } from '../../../adapters/mock'
import { ConnectButton, KernelProvider, Modal } from '../../../ui'

/** The same modal on the server and in the page; the cookie is the request's on the server. */
export function createPageModal(cookie?: string): ModalKernel {
  return createModal(
    {
      projectId: 'ssr-test',
      networks: [mainnet, polygon],
      // The wallet answers its restore a moment later, as a real wallet's eth_accounts does.
      adapters: [createMockAdapter({ scheduler: asyncScheduler, latencyMs: 300 })],
      features: { analytics: false, allWallets: false },
    },
    { storage: cookieStorage(cookie === undefined ? {} : { cookie }) },
  )
}

export function App({ modal }: { readonly modal: ModalKernel }) {
  return (
    <KernelProvider kernel={modal}>
      <main>
        <h1>SSR page</h1>
        <ConnectButton />
      </main>
      <Modal kernel={modal} />
    </KernelProvider>
  )
}
