import { createRoot } from 'react-dom/client'
import { BehaviorSubject } from 'rxjs'
import { mainnet } from '../../../kernel/networks'
import { resolveOptions } from '../../../kernel/options/resolveOptions'
import { evmAdapter } from '../../../adapters/evm'
import { PlainButton } from '../shared/PlainButton'
import type { ModalState } from '../../../kernel'

/**
 * A diagnostic page, not a contender: the least an asynchronous `createModal` would do before the
 * button. The options are decoded at once (so a bad one would still throw where it is passed), a
 * subject stands ready for the snapshots, React alone's button renders; the kernel, Airlock's button
 * and its modal are imported after it. Against the Airlock page it prices the contract's synchronous
 * kernel: what moving it behind the button would buy.
 */
const options = {
  projectId: 'airlock-bench',
  networks: [mainnet],
  adapters: [evmAdapter()],
  metadata: { name: 'Airlock bench', description: 'Weight and speed bench', url: location.origin, icons: [] },
}
resolveOptions(options, { origin: location.origin, os: 'linux', isTelegram: false })
const state$ = new BehaviorSubject<ModalState | undefined>(undefined)
createRoot(document.getElementById('app') as HTMLElement).render(<PlainButton />)
void import('./afterButton').then((after) => after.start(options, state$))
