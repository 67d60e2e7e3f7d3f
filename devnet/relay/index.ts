/** The devnet's WalletConnect relay (DESIGN §7). */
export { startRelay, type RelayOptions, type RunningRelay } from './startRelay'
export type { RelayStats } from './relayCore'
