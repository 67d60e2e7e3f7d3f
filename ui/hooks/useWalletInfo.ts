import { useCallback, useMemo } from 'react'
import type { ChainNamespace, ModalState } from '../../kernel'
import { useModalState } from './useModalState'
import { selectActiveNamespace } from './selectors'

export interface WalletInfo {
  /** The connector's id (an EIP-6963 rdns, 'injected', 'walletConnect' ...). */
  readonly id: string | undefined
  readonly name: string | undefined
  readonly icon: string | undefined
  readonly type: string | undefined
  readonly rdns: string | undefined
}

const selectConnection = (s: ModalState) => s.connection

/** The wallet behind the connection of the active namespace, or of `namespace`; undefined when not connected. */
export function useWalletInfo(options: { readonly namespace?: ChainNamespace } = {}): { readonly walletInfo: WalletInfo | undefined } {
  const active = useModalState(selectActiveNamespace)
  const namespace = options.namespace ?? active
  const connection = useModalState(selectConnection)
  const told = useModalState(useCallback((s: ModalState) => s.chains[namespace]?.accountState.connectedWalletInfo, [namespace]))
  return useMemo(() => {
    const id = connection.connectorIds[namespace]
    if (id === undefined) return { walletInfo: undefined }
    const connector = connection.connectors[namespace]?.find((c) => c.id === id)
    return {
      walletInfo: {
        id,
        // What the wallet told about itself (a WalletConnect session's peer) comes before the connector's own.
        name: told?.name ?? connector?.name,
        icon: told?.icon ?? connector?.imageUrl,
        type: told?.type ?? connector?.type,
        rdns: connector?.info?.rdns,
      },
    }
  }, [connection, namespace, told])
}
