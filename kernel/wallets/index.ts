export { createWalletsService } from './createWalletsService'
export type { WalletsDeps, WalletsEvent, WalletsInputs, WalletsOptions, WalletsService } from './createWalletsService'
export { createWalletsReducer, initialWalletsState } from './state'
export type {
  CataloguePages,
  ListName,
  LoadStatus,
  WalletList,
  WalletSearch,
  WalletsCommand,
  WalletsContext,
  WalletsState,
} from './state'
export {
  connectorNameKey,
  dedupeConnectors,
  isExcludedConnector,
  isGenericBrowserWallet,
  isGenericBrowserWalletShown,
  visibleConnectors,
} from './connectorRules'
export type { BrowserWalletContext, ConnectorLike, ConnectorRulesContext, ExcludedWallet } from './connectorRules'
export {
  forPlatform,
  installedWalletIds,
  isInstalledWallet,
  isReachableOnMobile,
  withImages,
  withoutInstalled,
} from './catalogueRules'
export { fromCustomWallet } from './catalogueRules'
export type { CatalogueWallet, CustomWalletLike } from './catalogueRules'
export * from './constants'
