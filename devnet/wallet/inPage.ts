import type { Wallet } from '@wallet-standard/base'
import { createApprovalDesk, type ApprovalDesk, type ApprovalMode, type ApprovalRequest, type Decision } from './approval'
import { createDomPrompt } from './prompt'
import type { WalletStorage } from './types'

/** How every devnet wallet asks for consent, as tests drive it (window.__devnet…Wallet). */
export interface ApprovalControls {
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

export function approvalControls(desk: ApprovalDesk): ApprovalControls {
  return {
    mode: desk.mode,
    setMode: desk.setMode,
    queue: desk.queue,
    pending: desk.pending,
    nextPending: desk.nextPending,
    approve: (id) => desk.decide('approve', id),
    reject: (id) => desk.decide('reject', id),
  }
}

export interface InPageOptions {
  /** How consent is given (default 'prompt': a dialog in the page). */
  readonly approval?: ApprovalMode
  /** Remember the site's permission in localStorage across reloads (default true). */
  readonly persist?: boolean
}

/** What a devnet wallet installed into a page starts from: its approval desk and its storage. */
export interface InPage {
  readonly desk: ApprovalDesk
  /** The settings its core takes: the approval mode, and the page's storage unless persist is off. */
  readonly settings: { readonly approval: ApprovalMode; readonly storage?: WalletStorage }
  readonly controls: ApprovalControls
}

export function walletInPage(options: InPageOptions, target: Window): InPage {
  const approval = options.approval ?? 'prompt'
  const desk = createApprovalDesk(approval, target.document ? createDomPrompt(target.document) : undefined)
  let storage: WalletStorage | undefined
  try {
    storage = options.persist === false ? undefined : target.localStorage
  } catch {
    // Storage blocked (sandboxed frame): no persistence.
    storage = undefined
  }
  return { desk, settings: { approval, ...(storage ? { storage } : {}) }, controls: approvalControls(desk) }
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
