import { createRoot } from 'react-dom/client'
import { createModal } from '../../../kernel'
import { mainnet } from '../../../kernel/networks'
import { evmAdapter } from '../../../adapters/evm'
import { ConnectButton, KernelProvider, Modal } from '../../../ui'
import { PlainButton } from '../shared/PlainButton'

/**
 * A diagnostic page, not a contender (`BENCH_PAGES=react,airlock-unrun,airlock-created,airlock`):
 * everything the Airlock page imports is fetched, compiled and evaluated, and none of it runs; the
 * button is React alone's. Its navigation → button is what Airlock's code costs by being on the page.
 */
createRoot(document.getElementById('app') as HTMLElement).render(<PlainButton />)
// Held on the page so that no bundler drops them.
Object.assign(window, { airlockBench: { createModal, mainnet, evmAdapter, ConnectButton, KernelProvider, Modal } })
