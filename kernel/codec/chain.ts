import * as t from 'io-ts'
import { withOptional } from './combinators'
import { AccountState } from './account'
import { Network } from './network'
import { CaipNetworkId, ChainNamespace } from './primitives'

/** SPEC §3 network state of a chain entry. */
export const NetworkState = withOptional(
  { supportsAllNetworks: t.boolean },
  {
    caipNetwork: Network,
    smartAccountEnabledNetworks: t.array(t.number),
    approvedCaipNetworkIds: t.array(CaipNetworkId),
    requestedCaipNetworks: t.array(Network),
  },
  'NetworkState',
)
export type NetworkState = t.TypeOf<typeof NetworkState>

/** SPEC §3 chain entry, one per namespace. */
export const ChainEntry = t.type(
  { namespace: ChainNamespace, caipNetworks: t.array(Network), networkState: NetworkState, accountState: AccountState },
  'ChainEntry',
)
export type ChainEntry = t.TypeOf<typeof ChainEntry>
