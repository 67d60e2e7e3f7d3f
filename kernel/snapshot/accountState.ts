import type { BalanceState } from '../balance/createBalanceService'
import type { ChainNamespace } from '../codec/primitives'
import type { ConnectionState } from '../connection/types'
import type { IdentityState } from '../identity/createIdentityService'
import type { AccountState, ChainServiceEntry, ChainState } from '../chain/types'

/** The states a namespace's SPEC §3 account state is read from. */
export interface AccountSources {
  readonly chain: ChainState
  readonly connection: ConnectionState
  readonly balance: BalanceState
  readonly identity: IdentityState
}

const NO_TOKENS: AccountState['tokenBalance'] = []

/**
 * SPEC §3 account state of one namespace: the chain service's account with the fields other services
 * own read from them, each only when it belongs to this very account: the status from the
 * connection; the balance, its symbol and the token list when they were read for this address on this
 * network; the profile when it was looked up for this address.
 */
export function accountStateOf(namespace: ChainNamespace, entry: ChainServiceEntry, sources: AccountSources): AccountState {
  const own = entry.accountState
  const { address } = own
  const caipNetworkId = entry.networkState.caipNetwork?.caipNetworkId
  const { native, target, tokenBalances } = sources.balance
  const nativeHere = address !== undefined && native?.address === address && native.caipNetworkId === caipNetworkId
  const tokensHere =
    address !== undefined && target.namespace === namespace && target.address === address && target.caipNetworkId === caipNetworkId
  const profileHere = address !== undefined && sources.identity.address === address
  return {
    ...own,
    status: sources.connection.status[namespace] ?? 'disconnected',
    balance: nativeHere ? native.balance : undefined,
    balanceSymbol: nativeHere ? native.symbol : undefined,
    tokenBalance: tokensHere ? tokenBalances : NO_TOKENS,
    profileName: profileHere ? sources.identity.profileName : undefined,
    profileImage: profileHere ? sources.identity.profileImage : undefined,
  }
}
