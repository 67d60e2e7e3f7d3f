import type { Wallet } from '@wallet-standard/base'
import { createApprovalDesk, type ApprovalMode, type ApprovalRequest, type Decision } from '../wallet/approval'
import { createDomPrompt } from '../wallet/prompt'
import { createDevnetSolanaWallet, type DevnetSolanaWallet } from './core'
import type { DevnetSolanaWalletConfig } from './types'

export interface InstallSolanaOptions extends Omit<DevnetSolanaWalletConfig, 'storage'> {
  /** Remember the site's permission in localStorage across reloads (default true). */
  readonly persist?: boolean
  /** Where the control object goes (default '__devnetSolanaWallet'). */
  readonly globalName?: string
}

/** What tests drive (window.__devnetSolanaWallet): approvals, and what the person does in the wallet. */
export interface DevnetSolanaWalletControl extends DevnetSolanaWallet {
  mode(): ApprovalMode
  setMode(mode: ApprovalMode): void
  queue(...decisions: Decision[]): void
  pending(): ReadonlyArray<ApprovalRequest>
  nextPending(): Promise<ApprovalRequest>
  approve(id?: number): boolean
  reject(id?: number): boolean
}

/**
 * The Wallet Standard registration handshake: announce the wallet to an app already listening, and
 * to one that starts listening later (its app-ready event).
 */
export function registerWallet(target: Window, wallet: Wallet): void {
  const callback = ({ register }: { register: (wallet: Wallet) => unknown }) => register(wallet)
  target.dispatchEvent(new CustomEvent('wallet-standard:register-wallet', { detail: callback }))
  target.addEventListener('wallet-standard:app-ready', (event) => callback((event as CustomEvent<{ register: (wallet: Wallet) => unknown }>).detail))
}

/** Put the Devnet Solana Wallet into this page: register it, expose its controls, prompt for consent. */
export function install(options: InstallSolanaOptions, target: Window = window): DevnetSolanaWalletControl {
  const mode = options.approval ?? 'prompt'
  const desk = createApprovalDesk(mode, target.document ? createDomPrompt(target.document) : undefined)
  let storage: DevnetSolanaWalletConfig['storage']
  try {
    storage = options.persist === false ? undefined : target.localStorage
  } catch {
    storage = undefined
  }
  const core = createDevnetSolanaWallet({ ...options, approval: mode, ...(storage ? { storage } : {}) }, desk)
  const control: DevnetSolanaWalletControl = {
    ...core,
    mode: desk.mode,
    setMode: desk.setMode,
    queue: desk.queue,
    pending: desk.pending,
    nextPending: desk.nextPending,
    approve: (id) => desk.decide('approve', id),
    reject: (id) => desk.decide('reject', id),
  }
  ;(target as unknown as Record<string, unknown>)[options.globalName ?? '__devnetSolanaWallet'] = control
  registerWallet(target, core.wallet)
  return control
}
