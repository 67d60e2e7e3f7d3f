import * as t from 'io-ts'
import { FiniteNumber } from './safe'
import { withOptional } from './combinators'
import { AccountState } from './account'
import { Network } from './network'
import { CaipNetworkId, ChainNamespace } from './primitives'

/** SPEC §3 network state of a chain entry. */
export const NetworkState = /* @__PURE__ */ withOptional(
  { supportsAllNetworks: t.boolean },
  {
    caipNetwork: Network,
    smartAccountEnabledNetworks: /* @__PURE__ */ t.array(FiniteNumber),
    approvedCaipNetworkIds: /* @__PURE__ */ t.array(CaipNetworkId),
    requestedCaipNetworks: /* @__PURE__ */ t.array(Network),
  },
  'NetworkState',
)
export type NetworkState = t.TypeOf<typeof NetworkState>

/** SPEC §3 chain entry, one per namespace. */
export const ChainEntry = /* @__PURE__ */ t.type(
  { namespace: ChainNamespace, caipNetworks: /* @__PURE__ */ t.array(Network), networkState: NetworkState, accountState: AccountState },
  'ChainEntry',
)
export type ChainEntry = t.TypeOf<typeof ChainEntry>
