import type { ApprovalDesk } from './approval'
import { approvalControls, type ApprovalControls } from './inPage'
import type { ProviderInfo } from './announce'
import type { DevnetWalletCore } from './provider'

/**
 * The scripting surface tests drive (window.__devnetWallet in a page): how requests are approved,
 * and what the person does in the wallet (switch account or network, disconnect).
 */
export interface DevnetWalletControl extends DevnetWalletCore, ApprovalControls {
  readonly info: ProviderInfo
}

export function createControl(core: DevnetWalletCore, desk: ApprovalDesk, info: ProviderInfo): DevnetWalletControl {
  return {
    provider: core.provider,
    info,
    accounts: core.accounts,
    ...approvalControls(desk),
    selectedAccount: core.selectedAccount,
    chainId: core.chainId,
    chains: core.chains,
    isConnected: core.isConnected,
    switchAccount: core.switchAccount,
    switchChain: core.switchChain,
    removeChain: core.removeChain,
    failAddChain: core.failAddChain,
    disconnect: core.disconnect,
    log: core.log,
    clearLog: core.clearLog,
  }
}
