// Moved to kernel/supportedChains (shared by balance and identity); kept so existing imports compile.
export { createSupportedChains, whenNetworkSupported, type SupportedChains } from '../supportedChains/supportedChains'
