/**
 * The WalletConnect SDK, in its own chunk: createWalletConnectAdapter reaches it only through a
 * dynamic import(), when a WalletConnect path is taken or a stored session must be restored.
 */
export { UniversalProvider } from '@walletconnect/universal-provider'
export { Core } from '@walletconnect/core'
