import * as t from 'io-ts'
import type { ChainNamespace } from '../codec/primitives'
import { Network } from '../codec/network'
import { decodeOrThrow } from '../codec/decode'
import { deepFreeze } from '../snapshot/deepFreeze'

export interface NativeCurrency {
  readonly name: string
  readonly symbol: string
  readonly decimals: number
}

export interface BlockExplorer {
  readonly name: string
  readonly url: string
}

/** What an integrator writes to declare a network: SPEC §3 Network, with plain strings for ids. */
export interface NetworkInput {
  readonly id: number | string
  /** CAIP-2: namespace:reference, e.g. eip155:1 or solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp */
  readonly caipNetworkId: `${ChainNamespace}:${string}`
  readonly name: string
  readonly nativeCurrency: NativeCurrency
  readonly rpcUrls: { readonly default: { readonly http: ReadonlyArray<string> } }
  readonly chainNamespace: ChainNamespace
  readonly blockExplorers?: { readonly default: BlockExplorer } & Readonly<Record<string, BlockExplorer>>
  readonly assets?: { readonly imageId?: string; readonly imageUrl?: string }
  readonly testnet?: boolean
}

/** The short form for an EVM chain: the CAIP-2 id and namespace follow from the numeric chain id. */
export interface EvmNetworkInput {
  readonly id: number
  readonly name: string
  /** Defaults to Ether (ETH, 18 decimals), the currency of most EVM chains. */
  readonly nativeCurrency?: NativeCurrency
  readonly rpcUrls: string | ReadonlyArray<string>
  readonly blockExplorer?: BlockExplorer
  readonly assets?: { readonly imageId?: string; readonly imageUrl?: string }
  readonly testnet?: boolean
}

/**
 * A Network whose parts agree: caipNetworkId is `${chainNamespace}:${id}`. The Network codec checks
 * each field alone; a network that says eip155:1 but id 10 would route calls to the wrong chain.
 */
export const ConsistentNetwork = new t.Type<Network, Network, unknown>(
  'Network with caipNetworkId = chainNamespace:id',
  (u): u is Network => Network.is(u) && isConsistent(u),
  (u, c) => {
    // The extra context entry (empty key, so not in the path) tells error reporting that what follows
    // sits inside the Network intersection, keeping its member index out of paths like networks.0.name.
    const decoded = Network.validate(u, [...c, { key: '', type: Network, actual: u }])
    if (decoded._tag === 'Left' || isConsistent(decoded.right)) return decoded
    return t.failure(u, c)
  },
  t.identity,
)

function isConsistent(n: Network): boolean {
  return n.caipNetworkId === `${n.chainNamespace}:${String(n.id)}`
}

export const ether: NativeCurrency = Object.freeze({ name: 'Ether', symbol: 'ETH', decimals: 18 })


/**
 * Build a Network without checking it. The built-in tables use this so that a bundler can drop the
 * networks an app does not import; `networks.test.ts` decodes every one of them instead.
 * Frozen: one network object is shared by every kernel on the page.
 */
/* @__NO_SIDE_EFFECTS__ */
export function networkOf(input: NetworkInput): Network {
  const network = {
    id: input.id,
    caipNetworkId: input.caipNetworkId,
    name: input.name,
    nativeCurrency: { ...input.nativeCurrency },
    rpcUrls: { default: { http: [...input.rpcUrls.default.http] } },
    chainNamespace: input.chainNamespace,
    ...(input.blockExplorers ? { blockExplorers: { ...input.blockExplorers } } : {}),
    // SPEC §3 Network assets and testnet, always present: the image id defaults to the CAIP-2 id
    // (what the catalogue's asset images are keyed by), and a network is a mainnet unless it says so.
    assets: { imageId: input.caipNetworkId, ...input.assets },
    testnet: input.testnet ?? false,
  }
  // The CAIP-2 brand is earned by decoding; built-ins are decoded in their test, integrators' below.
  return deepFreeze(network as Network)
}

/* @__NO_SIDE_EFFECTS__ */
export function evmNetworkOf(input: EvmNetworkInput): Network {
  return networkOf({
    id: input.id,
    caipNetworkId: `eip155:${input.id}`,
    name: input.name,
    nativeCurrency: input.nativeCurrency ?? ether,
    rpcUrls: { default: { http: typeof input.rpcUrls === 'string' ? [input.rpcUrls] : input.rpcUrls } },
    chainNamespace: 'eip155',
    ...(input.blockExplorer ? { blockExplorers: { default: input.blockExplorer } } : {}),
    ...(input.assets ? { assets: input.assets } : {}),
    ...(input.testnet !== undefined ? { testnet: input.testnet } : {}),
  })
}

/**
 * Declare a network of any namespace (SPEC §3 shape). Checked now, so a typo fails where it is
 * written: throws a DecodeError naming the bad field.
 */
export function defineNetwork(input: NetworkInput): Network {
  return decodeOrThrow(ConsistentNetwork, networkOf(input), 'network')
}

/** Declare an EVM network from its chain id, e.g. a local chain 31337 at http://127.0.0.1:8545. */
export function defineEvmNetwork(input: EvmNetworkInput): Network {
  return decodeOrThrow(ConsistentNetwork, evmNetworkOf(input), 'network')
}
