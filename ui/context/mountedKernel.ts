import type { ModalKernel } from '../../kernel'

// The kernel of the `<Modal>` on the page, for a `<ConnectButton>` rendered outside it. Written only
// from an effect (never during a server render), so a server shares nothing between requests.
let mounted: ModalKernel | null = null
const listeners = new Set<() => void>()

/** Called by `<Modal>` once mounted; the returned function withdraws it on unmount. */
export function publishKernel(kernel: ModalKernel): () => void {
  mounted = kernel
  for (const listener of listeners) listener()
  return () => {
    if (mounted !== kernel) return
    mounted = null
    for (const listener of listeners) listener()
  }
}

export const mountedKernel = (): ModalKernel | null => mounted
export const noKernel = (): null => null

export function subscribeMountedKernel(listener: () => void): () => void {
  listeners.add(listener)
  return () => void listeners.delete(listener)
}
