/** Entry of the browser bundle (global `DevnetSolanaWallet`): `DevnetSolanaWallet.install({...})`. */
export { install } from './install'
export type { InstallSolanaOptions, DevnetSolanaWalletControl } from './install'
