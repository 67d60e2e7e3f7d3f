/** The devnet: local stand-ins for every remote service (DESIGN §7). `npm run devnet` runs devnet/cli.ts. */
export { startDevnet, type Devnet, type DevnetOptions, type DevnetChainInfo, type DevnetAccount, type DevnetSolanaInfo, type DevnetBitcoinInfo } from './startDevnet'
export { DEFAULT_CHAINS, DEV_MNEMONIC, DEVNET_PROJECT_ID, DEVNET_WALLET_INFO, CLI_PORTS } from './config'
export type { Fault } from './control/faults'
export type { AnalyticsEvent } from './api/analytics'
export type { CatalogueWallet } from './catalogue/generate'
