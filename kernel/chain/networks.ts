import { decode } from '../codec/decode'
import { CaipAddress, CaipNetworkId } from '../codec/primitives'
import type { ChainNamespace } from '../codec/primitives'
import type { Network } from '../codec/network'
import { normaliseChainId, sameChainId } from '../ports/adapter'
import type { ChainId } from '../ports/adapter'

/** Name of the stand-in network for a chain the configuration does not know. Ours, not a SPEC text. */
export const unknownNetworkName = 'Unknown Network'

export function isConfigured(networks: ReadonlyArray<Network>, network: Network | undefined): boolean {
  return network !== undefined && networks.some((n) => n.caipNetworkId === network.caipNetworkId)
}

export function findNetwork(
  networks: ReadonlyArray<Network>,
  namespace: ChainNamespace,
  chainId: ChainId,
): Network | undefined {
  return networks.find((n) => n.chainNamespace === namespace && sameChainId(n.id, chainId))
}

export function networksOf(networks: ReadonlyArray<Network>, namespace: ChainNamespace): ReadonlyArray<Network> {
  return networks.filter((n) => n.chainNamespace === namespace)
}

/**
 * SPEC §4: a chain-change event to an unknown network sets an unsupported-network placeholder.
 * Undefined when the chain id cannot form a CAIP-2 id (then there is nothing sensible to show).
 */
export function placeholderNetwork(namespace: ChainNamespace, chainId: ChainId): Network | undefined {
  const reference = normaliseChainId(chainId)
  const caip = decode(CaipNetworkId, `${namespace}:${reference}`)
  if (!caip.ok) return undefined
  return {
    id: typeof chainId === 'number' ? chainId : reference,
    caipNetworkId: caip.value,
    name: unknownNetworkName,
    chainNamespace: namespace,
    nativeCurrency: { name: '', symbol: '', decimals: 0 },
    rpcUrls: { default: { http: [] } },
  }
}

/** namespace:chainId:address, or undefined when that is not a valid CAIP-10 address. */
export function caipAddressOf(network: Network, address: string): CaipAddress | undefined {
  const result = decode(CaipAddress, `${network.chainNamespace}:${normaliseChainId(network.id)}:${address}`)
  return result.ok ? result.value : undefined
}

export function explorerUrlOf(network: Network, address: string): string | undefined {
  const base = network.blockExplorers?.default.url
  return base ? `${base.replace(/\/+$/, '')}/address/${address}` : undefined
}
