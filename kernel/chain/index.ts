export { createChainService } from './createChainService'
export type { ChainService, ChainServiceDeps, ChainServiceInputs, SetAccountParams, SwitchResult } from './createChainService'
export type { ChainCommand, ChainOutput } from './state'
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
export { isApiSupportedNetwork, whenApiSupported, shouldShowUnsupportedChain } from './unsupported'
export type { SupportedChains } from './unsupported'
export { placeholderNetwork, unknownNetworkName, caipAddressOf, findNetwork, isConfigured } from './networks'
export { switchInWallet } from './switchNetwork'
