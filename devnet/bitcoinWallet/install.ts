import { registerWallet, walletInPage, type ApprovalControls, type InPageOptions } from '../wallet/inPage'
import { createBitcoinWalletCore, type BitcoinWalletCore } from './core'
import { DEVNET_BITCOIN_WALLET_ICON } from './icon'
import { satsConnectProvider } from './satsConnect'
import { standardWallet } from './standard'
import type { BitcoinWalletInterface, DevnetBitcoinWalletConfig } from './types'
import { unisatProvider } from './unisat'

export interface InstallBitcoinOptions extends Omit<DevnetBitcoinWalletConfig, 'storage'>, InPageOptions {
  /** Which faces the page gets (default all three). */
  readonly interfaces?: ReadonlyArray<BitcoinWalletInterface>
}

/** What tests drive (window.__devnetBitcoinWallet): approvals, and what the person does in the wallet. */
export interface DevnetBitcoinWalletControl extends BitcoinWalletCore, ApprovalControls {}

/** The Sats Connect provider's name in `window.btc_providers` (its id is where it lives on window). */
export const SATS_CONNECT_NAME = 'Devnet Sats Connect Wallet'
export const SATS_CONNECT_ID = 'DevnetBitcoinProviders.BitcoinProvider'

/**
 * Put the Devnet Bitcoin Wallet into this page: registered through the Wallet Standard, listed in
 * `window.btc_providers` as a Sats Connect provider, and injected as `window.unisat`, all three over
 * one set of keys and one permission.
 */
export function install(options: InstallBitcoinOptions, target: Window = window): DevnetBitcoinWalletControl {
  const { desk, settings, controls } = walletInPage(options, target)
  const core = createBitcoinWalletCore({ ...options, ...settings }, desk)
  const faces = new Set(options.interfaces ?? ['standard', 'satsConnect', 'unisat'])
  const page = target as unknown as Record<string, unknown>
  if (faces.has('satsConnect')) {
    page.DevnetBitcoinProviders = { BitcoinProvider: satsConnectProvider(core) }
    const list = Array.isArray(page.btc_providers) ? (page.btc_providers as unknown[]) : []
    list.push({ id: SATS_CONNECT_ID, name: SATS_CONNECT_NAME, icon: DEVNET_BITCOIN_WALLET_ICON, methods: ['wallet_connect', 'getAccounts', 'signMessage', 'sendTransfer', 'signPsbt'] })
    page.btc_providers = list
  }
  if (faces.has('unisat')) page.unisat = unisatProvider(core)
  const control: DevnetBitcoinWalletControl = { ...core, ...controls }
  page.__devnetBitcoinWallet = control
  if (faces.has('standard')) registerWallet(target, standardWallet(core, DEVNET_BITCOIN_WALLET_ICON))
  return control
}
