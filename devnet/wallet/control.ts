import type { ApprovalDesk, ApprovalMode, ApprovalRequest, Decision } from './approval'
import type { ProviderInfo } from './announce'
import type { DevnetWalletCore } from './provider'

/**
 * The scripting surface tests drive (window.__devnetWallet in a page): how requests are approved,
 * and what the person does in the wallet (switch account or network, disconnect).
 */
export interface DevnetWalletControl extends DevnetWalletCore {
  readonly info: ProviderInfo
  mode(): ApprovalMode
  setMode(mode: ApprovalMode): void
  /** Decisions for the next approval requests, in order, before the mode applies. */
  queue(...decisions: Decision[]): void
  /** Requests waiting for a decision ('manual' mode, or 'prompt' without a page). */
  pending(): ReadonlyArray<ApprovalRequest>
  /** Resolves with the next request waiting for a decision. */
  nextPending(): Promise<ApprovalRequest>
  /** Approve the oldest waiting request, or the one with this id; false when none waits. */
  approve(id?: number): boolean
  /** Reject (4001) the oldest waiting request, or the one with this id. */
  reject(id?: number): boolean
}

export function createControl(core: DevnetWalletCore, desk: ApprovalDesk, info: ProviderInfo): DevnetWalletControl {
  return {
    provider: core.provider,
    info,
    accounts: core.accounts,
    mode: desk.mode,
    setMode: desk.setMode,
    queue: desk.queue,
    pending: desk.pending,
    nextPending: desk.nextPending,
    approve: (id) => desk.decide('approve', id),
    reject: (id) => desk.decide('reject', id),
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
