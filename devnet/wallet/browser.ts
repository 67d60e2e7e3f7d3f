/** Entry of the browser bundle (global `DevnetWallet`): `DevnetWallet.install({...})`. */
export { install } from './install'
export type { InstallOptions } from './install'
export type { DevnetWalletControl } from './control'
