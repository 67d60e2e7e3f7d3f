import { useMemo } from 'react'
import type { ChainNamespace } from '../../kernel'
import { useKernel } from '../context/KernelContext'

export interface DisconnectControls {
  /** One namespace, or every connected one when omitted; rejects with 'Failed to disconnect'. */
  readonly disconnect: (options?: { readonly namespace?: ChainNamespace }) => Promise<void>
}

/** Disconnect the wallet. */
export function useDisconnect(): DisconnectControls {
  const kernel = useKernel()
  return useMemo(() => ({ disconnect: (options = {}) => kernel.disconnect(options.namespace) }), [kernel])
}
