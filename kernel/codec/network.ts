import * as t from 'io-ts'
import { FiniteNumber, ImageUrl, WebLinkUrl } from './safe'
import { CaipNetworkId, ChainNamespace } from './primitives'

const RpcUrls = /* @__PURE__ */ t.type({ http: /* @__PURE__ */ t.array(t.string) }, 'RpcUrls')
const BlockExplorer = /* @__PURE__ */ t.type({ name: t.string, url: WebLinkUrl }, 'BlockExplorer')

/** SPEC §3 Network. */
export const Network = /* @__PURE__ */ t.intersection(
  [
    /* @__PURE__ */ t.type({
      id: /* @__PURE__ */ t.union([FiniteNumber, t.string]),
      caipNetworkId: CaipNetworkId,
      name: t.string,
      nativeCurrency: /* @__PURE__ */ t.type({ name: t.string, symbol: t.string, decimals: FiniteNumber }),
      rpcUrls: /* @__PURE__ */ t.type({ default: RpcUrls }),
      chainNamespace: ChainNamespace,
    }),
    /* @__PURE__ */ t.partial({
      blockExplorers: /* @__PURE__ */ t.intersection([/* @__PURE__ */ t.type({ default: BlockExplorer }), /* @__PURE__ */ t.record(t.string, BlockExplorer)]),
      assets: /* @__PURE__ */ t.partial({ imageId: t.string, imageUrl: ImageUrl }),
      testnet: t.boolean,
    }),
  ],
  'Network',
)
export type Network = t.TypeOf<typeof Network>
