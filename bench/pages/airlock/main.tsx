import { createRoot } from 'react-dom/client'
import { Observable } from 'rxjs'
import { createModal, type AirlockOptions, type ModalKernel } from '../../../kernel'
import { mainnet } from '../../../kernel/networks'
import { evmAdapter } from '../../../adapters/evm'
import { ConnectButton, KernelProvider, Modal } from '../../../ui'

/**
 * Airlock with the EVM adapter: the integration the README shows. Out of the box it talks to the
 * default (remote) endpoints, which the bench blocks and counts like every peer's; `?api=&catalogue=`
 * point it at a devnet (catalogue search, open/close cycles); `?cycles=1` mounts nothing and lets
 * the bench create and destroy its own kernels.
 */
const query = new URLSearchParams(location.search)
const api = query.get('api')
const catalogue = query.get('catalogue')
const options = (): AirlockOptions => ({
  projectId: 'airlock-bench',
  networks: [mainnet],
  adapters: [evmAdapter()],
  metadata: { name: 'Airlock bench', description: 'Weight and speed bench', url: location.origin, icons: [] },
  ...(api && catalogue ? { endpoints: { apiUrl: api, catalogueUrl: catalogue } } : {}),
})

/** Renders a kernel's button and modal into a fresh element; returns the unmount. */
function mount(kernel: ModalKernel): () => void {
  const element = document.createElement('div')
  document.body.append(element)
  const root = createRoot(element)
  root.render(
    <KernelProvider kernel={kernel}>
      <ConnectButton />
      <Modal kernel={kernel} />
    </KernelProvider>,
  )
  return () => {
    root.unmount()
    element.remove()
  }
}

const kernel = query.get('cycles') ? undefined : createModal(options())
if (kernel) mount(kernel)

// The bench drives the extra scenarios through the public API; Observable is the page's own rxjs
// copy (the kernel's), whose subscriptions the cycles scenario counts.
Object.assign(window, { airlockBench: { kernel, createKernel: () => createModal(options()), mount, Observable } })
