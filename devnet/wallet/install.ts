import { announceProvider, type ProviderInfo } from './announce'
import { createApprovalDesk } from './approval'
import { createControl, type DevnetWalletControl } from './control'
import { DEVNET_WALLET_ICON } from './icon'
import { createDomPrompt } from './prompt'
import { createDevnetWalletCore } from './provider'
import type { DevnetWalletConfig } from './types'

export interface InstallOptions extends Omit<DevnetWalletConfig, 'storage'> {
  /** EIP-6963 info overrides (name 'Devnet Wallet', rdns 'dev.airlock.devnet' by default). */
  readonly info?: Partial<ProviderInfo>
  /** Remember the connection in localStorage across reloads (default true). */
  readonly persist?: boolean
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
  const document = target.document
  const mode = options.approval ?? 'prompt'
  const desk = createApprovalDesk(mode, document ? createDomPrompt(document) : undefined)
  let storage: DevnetWalletConfig['storage']
  try {
    storage = options.persist === false ? undefined : target.localStorage
  } catch {
    // Storage blocked (sandboxed frame): no persistence.
    storage = undefined
  }
  const core = createDevnetWalletCore({ ...options, approval: mode, ...(storage ? { storage } : {}) }, desk)
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
