import * as t from 'io-ts'
import { ImageUrl } from './safe'
import { ChainNamespace } from './primitives'

/** SPEC §3 connector types. */
export const ConnectorType = /* @__PURE__ */ t.keyof(
  { INJECTED: null, ANNOUNCED: null, EXTERNAL: null, WALLET_CONNECT: null, AUTH: null, MULTI_CHAIN: null },
  'ConnectorType',
)
export type ConnectorType = t.TypeOf<typeof ConnectorType>

/** SPEC §3 Connector, without the live provider object (adapters keep that). */
export const Connector = /* @__PURE__ */ t.intersection(
  [
    /* @__PURE__ */ t.type({ id: t.string, type: ConnectorType, name: t.string, chain: ChainNamespace }),
    /* @__PURE__ */ t.partial({
      imageUrl: ImageUrl,
      imageId: t.string,
      info: /* @__PURE__ */ t.partial({ rdns: t.string }),
      explorerId: t.string,
    }),
  ],
  'Connector',
)
export type Connector = t.TypeOf<typeof Connector>
