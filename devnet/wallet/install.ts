import { announceProvider, type ProviderInfo } from './announce'
import { createControl, type DevnetWalletControl } from './control'
import { DEVNET_WALLET_ICON } from './icon'
import { walletInPage, type InPageOptions } from './inPage'
import { createDevnetWalletCore } from './provider'
import type { DevnetWalletConfig } from './types'

export interface InstallOptions extends Omit<DevnetWalletConfig, 'storage'>, InPageOptions {
  /** EIP-6963 info overrides (name 'Devnet Wallet', rdns 'dev.airlock.devnet' by default). */
  readonly info?: Partial<ProviderInfo>
  /** Also set window.ethereum (default false: the wallet is found through EIP-6963 only). */
  readonly injectWindowEthereum?: boolean
  /** Where the control object goes (default '__devnetWallet'). */
  readonly globalName?: string
}

declare global {
  interface Window {
    __devnetWallet?: DevnetWalletControl
  }
}

const defaultInfo: Omit<ProviderInfo, 'uuid'> = { name: 'Devnet Wallet', rdns: 'dev.airlock.devnet', icon: DEVNET_WALLET_ICON }

/**
 * Put the Devnet Wallet into this page: announce it (EIP-6963), expose the control object, and answer
 * consent requests with a dialog (approval 'prompt') or by script.
 */
export function install(options: InstallOptions, target: Window = window): DevnetWalletControl {
  const { desk, settings } = walletInPage(options, target)
  const core = createDevnetWalletCore({ ...options, ...settings }, desk)
  const info: ProviderInfo = {
    ...defaultInfo,
    uuid: target.crypto?.randomUUID?.() ?? `devnet-${Date.now().toString(16)}`,
    ...options.info,
  }
  const control = createControl(core, desk, info)
  const globalName = options.globalName ?? '__devnetWallet'
  ;(target as unknown as Record<string, unknown>)[globalName] = control
  if (options.injectWindowEthereum) (target as unknown as Record<string, unknown>).ethereum = core.provider
  announceProvider(target, info, core.provider)
  return control
}
