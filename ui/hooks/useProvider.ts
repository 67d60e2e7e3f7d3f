import { useCallback, useMemo } from 'react'
import type { ChainNamespace, ModalState } from '../../kernel'
import { useKernel } from '../context/KernelContext'
import { useModalState } from './useModalState'
import { selectActiveNamespace } from './selectors'

export interface ProviderInfo<P> {
  /** The namespace whose connection this is. */
  readonly namespace: ChainNamespace
  /** The wallet's own provider (EIP-1193 on eip155); undefined while not connected. */
  readonly walletProvider: P | undefined
}

/**
 * The connected wallet's provider in the active namespace, or in `namespace`. The kernel does not
 * know its shape: name it, e.g. `useProvider<Eip1193Provider>()`.
 */
export function useProvider<P = unknown>(options: { readonly namespace?: ChainNamespace } = {}): ProviderInfo<P> {
  const kernel = useKernel()
  const active = useModalState(selectActiveNamespace)
  const namespace = options.namespace ?? active
  // The provider changes only with the connector and status of the namespace's connection.
  const connectorId = useModalState(useCallback((s: ModalState) => s.connection.connectorIds[namespace], [namespace]))
  const status = useModalState(useCallback((s: ModalState) => s.connection.status[namespace], [namespace]))
  return useMemo(
    () => ({
      namespace,
      walletProvider: connectorId !== undefined && status === 'connected' ? (kernel.walletProvider(namespace) as P | undefined) : undefined,
    }),
    [kernel, namespace, connectorId, status],
  )
}
