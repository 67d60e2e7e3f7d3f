import { createRoot } from 'react-dom/client'
import type { BehaviorSubject } from 'rxjs'
import { createModal, type AirlockOptions, type ModalState } from '../../../kernel'
import { ConnectButton, KernelProvider, Modal } from '../../../ui'

/** The kernel and Airlock's own button and modal, as the deferred page loads them after its button. */
export function start(options: AirlockOptions, state$: BehaviorSubject<ModalState | undefined>): void {
  const kernel = createModal(options)
  state$.next(kernel.getState())
  const element = document.createElement('div')
  document.body.append(element)
  createRoot(element).render(
    <KernelProvider kernel={kernel}>
      <ConnectButton />
      <Modal kernel={kernel} />
    </KernelProvider>,
  )
}
