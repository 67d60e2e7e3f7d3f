import { useMemo } from 'react'
import type { CaipNetworkId, ModalKernel, Network } from '../../kernel'
import { useKernel } from '../context/KernelContext'
import { useModalState } from './useModalState'
import { selectActiveNetwork, selectNetworks } from './selectors'

export interface NetworkInfo {
  /** The active namespace's network (a placeholder when the wallet sits on one not offered). */
  readonly caipNetwork: Network
  readonly caipNetworkId: CaipNetworkId
  readonly chainId: Network['id']
  /** The wallet is on a network the app does not offer. */
  readonly isUnsupported: boolean
  /** Every network the app offers, in every namespace. */
  readonly networks: ReadonlyArray<Network>
  /** Resolves once switched; rejects with the wallet's error ('Chain is not supported' ...). */
  readonly switchNetwork: ModalKernel['switchNetwork']
}

const selectUnsupported = (s: { readonly activeNetworkUnsupported: boolean }) => s.activeNetworkUnsupported

/** The active network, the offered ones, and a switch. */
export function useNetwork(): NetworkInfo {
  const kernel = useKernel()
  const caipNetwork = useModalState(selectActiveNetwork)
  const networks = useModalState(selectNetworks)
  const isUnsupported = useModalState(selectUnsupported)
  return useMemo(
    () => ({
      caipNetwork,
      caipNetworkId: caipNetwork.caipNetworkId,
      chainId: caipNetwork.id,
      isUnsupported,
      networks,
      switchNetwork: (network: Network) => kernel.switchNetwork(network),
    }),
    [kernel, caipNetwork, networks, isUnsupported],
  )
}
