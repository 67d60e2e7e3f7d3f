import type { CaipNetworkId } from '../codec/primitives'

/** SPEC §1 customRpcUrls: per CAIP-2 network id, RPC endpoints to use instead of the default one. */
export type CustomRpcUrls = Readonly<Record<string, ReadonlyArray<{ readonly url: string }> | undefined>>

export interface RpcUrlConfig {
  /** Blockchain API base (DESIGN §10 endpoint option), e.g. https://rpc.example or the devnet. */
  readonly rpcBase: string
  readonly projectId: string
  readonly customRpcUrls?: CustomRpcUrls
}

/**
 * SPEC §7 chain RPC endpoint `{rpcBase}/v1/?chainId={caipNetworkId}&projectId={id}`, or the first
 * customRpcUrls entry configured for the network, used as given.
 */
export function rpcUrlFor(config: RpcUrlConfig, network: CaipNetworkId): string {
  const custom = config.customRpcUrls?.[network]?.[0]?.url
  if (custom) return custom
  const base = config.rpcBase.endsWith('/') ? config.rpcBase : `${config.rpcBase}/`
  const url = new URL('v1/', base)
  url.searchParams.set('chainId', network)
  url.searchParams.set('projectId', config.projectId)
  return url.toString()
}
