import type { CaipNetworkId, ChainNamespace } from '../codec/primitives'
import type { SiwxAccount } from './provider'

/** The facts createModal has from the chain and connection services (structural: no service import). */
export interface ActiveAccountFacts {
  readonly activeNamespace: ChainNamespace
  /** CAIP-10 'namespace:reference:address'. */
  readonly activeCaipAddress: string | undefined
  readonly activeCaipNetwork: { readonly caipNetworkId: CaipNetworkId } | undefined
  /** Connection status per namespace. */
  readonly status: { readonly [N in ChainNamespace]?: string }
  /** The accounts the wallet gave for the active namespace, with their types. */
  readonly accounts?: ReadonlyArray<{ readonly address: string; readonly type: string }>
}

/**
 * SPEC §4 sign-in flow "after connection": the active namespace is connected and has an address and a
 * chain. The chain is the active network; the address is the last part of the CAIP address.
 */
export function activeSiwxAccount(facts: ActiveAccountFacts): SiwxAccount | undefined {
  const { activeNamespace, activeCaipAddress, activeCaipNetwork } = facts
  if (facts.status[activeNamespace] !== 'connected' || !activeCaipAddress || !activeCaipNetwork) return undefined
  const parts = activeCaipAddress.split(':')
  const address = parts[2]
  if (parts.length !== 3 || parts[0] !== activeNamespace || !address) return undefined
  if (!activeCaipNetwork.caipNetworkId.startsWith(`${activeNamespace}:`)) return undefined
  const smartAccount = facts.accounts?.some((a) => a.address === address && a.type === 'smartAccount') ?? false
  return { namespace: activeNamespace, address, chainId: activeCaipNetwork.caipNetworkId, ...(smartAccount ? { smartAccount } : {}) }
}
