export { createSupportedChains, isListedNetwork, whenNetworkSupported } from './supportedChains'
export type { SupportedChains } from './supportedChains'
