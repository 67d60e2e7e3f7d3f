import { useMemo } from 'react'
import type { ModalKernel } from '../../kernel'
import { useKernel } from '../context/KernelContext'

export interface ModalControls {
  /** Opens the modal: Account when connected, else Connect (SPEC §2), or the view asked for. */
  readonly open: ModalKernel['open']
  /** Closes it, unless the SPEC blocks closing (required sign-in, ApproveTransaction). */
  readonly close: ModalKernel['close']
}

/** Open and close the modal from anywhere under `<Modal>` or `<KernelProvider>`. */
export function useModal(): ModalControls {
  const kernel = useKernel()
  return useMemo(() => ({ open: (args) => kernel.open(args), close: (args) => kernel.close(args) }), [kernel])
}
