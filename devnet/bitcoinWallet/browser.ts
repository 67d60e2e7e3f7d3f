/** Entry of the browser bundle (global `DevnetBitcoinWallet`): `DevnetBitcoinWallet.install({...})`. */
export { install } from './install'
export type { InstallBitcoinOptions, DevnetBitcoinWalletControl } from './install'
