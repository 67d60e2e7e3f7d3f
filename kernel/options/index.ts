export { resolveOptions } from './resolveOptions'
export type { OptionsResolution, OptionsPlatform } from './resolveOptions'
export { connectMethodsOrder } from './connectMethodsOrder'
export { socialsForPlatform, TELEGRAM_HIDDEN_SOCIALS } from './socialsForPlatform'
export { sdkType, sdkVersion } from './sdk'
export {
  defaultThemeMode,
  defaultSocials,
  defaultConnectorTypeOrder,
  defaultWalletFeaturesOrder,
  defaultConnectMethodsOrder,
  injectedConnectMethodsOrder,
  defaultFeatureSwitches,
  specDefaultAccountTypes,
  defaultEndpoints,
} from './defaults'
export type { FeatureSwitch } from './defaults'
export { OptionsCodec, Features, CustomWallet } from './codecs'
export type {
  AdapterLike,
  ConnectMethod,
  ConnectorTypeOrderEntry,
  Endpoints,
  PreferredAccountType,
  SignInConfig,
  WalletFeature,
} from './codecs'
export type { AirlockOptions, FeaturesOptions, ResolvedFeatures, ResolvedOptions } from './types'
