export { createConnectionService } from './createConnectionService'
export type { ConnectionService, ConnectionServiceDeps } from './createConnectionService'
export type {
  ChainLink,
  ConnectionResultEvent,
  ConnectionState,
  ConnectionStatus,
  ConnectRequest,
  TrackEvent,
} from './types'
export { addRecentWallet, maxRecentWallets } from './recentWallets'
export { signOutWaitMs } from './disconnect'
export { clearAddressCache } from './restore'
