import { map } from 'rxjs'
import type { KernelParts } from './parts'

/** The active account as send, swaps, buying and history read it. */
export const activeAccount = ({ chain, options }: KernelParts) =>
  chain.state$.pipe(
    map((state) => {
      const account = state.chains[state.activeNamespace]?.accountState
      return {
        namespace: state.activeNamespace,
        network: state.activeCaipNetwork,
        address: account?.address,
        isSmartAccount: account?.preferredAccountTypes?.[state.activeNamespace] === 'smartAccount',
        bitcoinSend: options.features.bitcoinSend,
      }
    }),
  )
