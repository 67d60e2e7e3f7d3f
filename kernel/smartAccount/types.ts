/**
 * SPEC §1 account type switch of the embedded wallet (eoa ↔ smartAccount): what the Account view
 * shows while the wallet's smart account is read or the switch runs, and the last failure.
 */
export interface SmartAccountState {
  /** loading: the enabled networks and the smart account's address are being read; switching: the wallet is moving to `target`. */
  readonly status: 'idle' | 'loading' | 'switching'
  readonly target?: 'eoa' | 'smartAccount'
  /** The last switch's failure, in the wallet's words; cleared by the next attempt. */
  readonly error?: string
}

export const initialSmartAccountState: SmartAccountState = { status: 'idle' }

/** `kernel.email({ type: 'smartAccount', command })`: the embedded wallet's account services share its lazy module. */
export type SmartAccountCommand = { readonly type: 'load' } | { readonly type: 'switch'; readonly to: 'eoa' | 'smartAccount' }
