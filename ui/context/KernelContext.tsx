import { createContext, useContext, useSyncExternalStore, type ReactNode } from 'react'
import type { ModalKernel } from '../../kernel'
import { mountedKernel, noKernel, subscribeMountedKernel } from './mountedKernel'

const KernelContext = createContext<ModalKernel | null>(null)

/** Puts one kernel in context (DESIGN §6): every hook and view below reads it. */
export function KernelProvider({ kernel, children }: { readonly kernel: ModalKernel; readonly children: ReactNode }) {
  return <KernelContext.Provider value={kernel}>{children}</KernelContext.Provider>
}

/** The kernel of the nearest `<Modal>` or `<KernelProvider>`. */
export function useKernel(): ModalKernel {
  const kernel = useContext(KernelContext)
  if (!kernel) throw new Error('airlock/react: render inside <Modal kernel> or <KernelProvider kernel>')
  return kernel
}

/** The context's kernel, else the one a mounted `<Modal>` published, else null (before it mounts). */
export function useNearestKernel(): ModalKernel | null {
  const fromContext = useContext(KernelContext)
  const published = useSyncExternalStore(subscribeMountedKernel, mountedKernel, noKernel)
  return fromContext ?? published
}
