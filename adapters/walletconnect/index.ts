export { walletConnectAdapter, WALLET_CONNECT_CONNECTOR_ID } from './createWalletConnectAdapter'
export type { WalletConnectAdapterOptions } from './createWalletConnectAdapter'
export { eip155Methods, proposalNamespaces } from './proposal'
