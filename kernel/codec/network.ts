import * as t from 'io-ts'
import { CaipNetworkId, ChainNamespace } from './primitives'

const RpcUrls = t.type({ http: t.array(t.string) }, 'RpcUrls')
const BlockExplorer = t.type({ name: t.string, url: t.string }, 'BlockExplorer')

/** SPEC §3 Network. */
export const Network = t.intersection(
  [
    t.type({
      id: t.union([t.number, t.string]),
      caipNetworkId: CaipNetworkId,
      name: t.string,
      nativeCurrency: t.type({ name: t.string, symbol: t.string, decimals: t.number }),
      rpcUrls: t.type({ default: RpcUrls }),
      chainNamespace: ChainNamespace,
    }),
    t.partial({
      blockExplorers: t.intersection([t.type({ default: BlockExplorer }), t.record(t.string, BlockExplorer)]),
      assets: t.partial({ imageId: t.string, imageUrl: t.string }),
      testnet: t.boolean,
    }),
  ],
  'Network',
)
export type Network = t.TypeOf<typeof Network>
