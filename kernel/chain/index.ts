export { createChainService } from './createChainService'
export type { ChainService, ChainServiceDeps, SetAccountParams, SwitchResult } from './createChainService'
export type { ChainCommand, ChainOutput } from './state'
export type {
  AccountState,
  AccountStatus,
  AccountUser,
  ChainAccountState,
  ChainEntry,
  ChainServiceEntry,
  ChainState,
  ConnectedWalletInfo,
  NetworkState,
  PerNamespace,
} from './types'
export { resolvePreferredAccountType } from './accountTypes'
export { shouldShowUnsupportedChain } from './unsupported'
export { placeholderNetwork, unknownNetworkName, caipAddressOf, findNetwork, isConfigured } from './networks'
export { switchInWallet } from './switchNetwork'
