export { solanaAdapter } from './createSolanaAdapter'
export type { SolanaAdapterOptions } from './createSolanaAdapter'
export { walletChainOf } from './walletStandard'
