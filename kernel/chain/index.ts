export { createChainService } from './createChainService'
export type { ChainService, ChainServiceDeps, ChainServiceInputs, SetAccountParams, SwitchResult } from './createChainService'
export type { ChainCommand, ChainOutput, NativeBalanceFact } from './state'
export type {
  AccountState,
  AccountStatus,
  AccountUser,
  ChainEntry,
  ChainState,
  ConnectedWalletInfo,
  NetworkState,
  PerNamespace,
} from './types'
export { resolvePreferredAccountType } from './accountTypes'
export { shouldShowUnsupportedChain } from './unsupported'
export { placeholderNetwork, unknownNetworkName, caipAddressOf, findNetwork, isConfigured } from './networks'
export { switchInWallet } from './switchNetwork'
