import { walletInPage, registerWallet, type ApprovalControls, type InPageOptions } from '../wallet/inPage'
import { createDevnetSolanaWallet, type DevnetSolanaWallet } from './core'
import type { DevnetSolanaWalletConfig } from './types'

export { registerWallet }

export interface InstallSolanaOptions extends Omit<DevnetSolanaWalletConfig, 'storage'>, InPageOptions {
  /** Where the control object goes (default '__devnetSolanaWallet'). */
  readonly globalName?: string
}

/** What tests drive (window.__devnetSolanaWallet): approvals, and what the person does in the wallet. */
export interface DevnetSolanaWalletControl extends DevnetSolanaWallet, ApprovalControls {}

/** Put the Devnet Solana Wallet into this page: register it, expose its controls, prompt for consent. */
export function install(options: InstallSolanaOptions, target: Window = window): DevnetSolanaWalletControl {
  const { desk, settings, controls } = walletInPage(options, target)
  const core = createDevnetSolanaWallet({ ...options, ...settings }, desk)
  const control: DevnetSolanaWalletControl = { ...core, ...controls }
  ;(target as unknown as Record<string, unknown>)[options.globalName ?? '__devnetSolanaWallet'] = control
  registerWallet(target, core.wallet)
  return control
}
