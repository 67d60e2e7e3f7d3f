import type { FarcasterLoginCommand, FarcasterLoginState } from './farcasterLoginState'
import type { SocialLoginCommand, SocialLoginState } from './socialLoginState'
import type { SmartAccountCommand, SmartAccountState } from '../smartAccount/types'

/** SPEC §4 email login of the embedded wallet: the step, the address typed, the last error. */
export interface EmailLoginState {
  readonly step: 'idle' | 'sending' | 'device' | 'code' | 'verifying'
  readonly email: string
  readonly error: string | undefined
  /**
   * Seconds until another mail may go (SPEC §9 email cooldown, counted down each second): an approval
   * link on VERIFY_DEVICE, a code on VERIFY_OTP. Absent or 0 when it may.
   */
  readonly resendIn?: number
  /** The device link's resend: on its way, or mailed. */
  readonly resend?: 'sending' | 'sent'
  /**
   * SPEC §3 socialProvider and socialWindow: the embedded wallet's social login in its popup, absent
   * until the first social button is pressed (the same lazily loaded service runs both logins).
   */
  readonly social?: SocialLoginState
  /** SPEC §3 farcasterUrl with the Farcaster login's step, absent until the Farcaster button is pressed. */
  readonly farcaster?: FarcasterLoginState
  /** SPEC §1 account type switch (eoa ↔ smartAccount), absent until the Account view or a connection first asked for it. */
  readonly smartAccount?: SmartAccountState
}

export const initialEmailLoginState: EmailLoginState = { step: 'idle', email: '', error: undefined }

/**
 * What the email form, the code view and the social buttons ask of the kernel (`kernel.email(command)`):
 * the embedded wallet's logins share one lazily loaded service; a social command carries its own.
 */
export type EmailLoginCommand =
  | { readonly type: 'start'; readonly email: string }
  | { readonly type: 'verify'; readonly otp: string }
  /** SPEC §4 VERIFY_DEVICE: mail this device a new approval link (after the SPEC §9 cooldown). */
  | { readonly type: 'resendDevice' }
  | { readonly type: 'reset' }
  | { readonly type: 'social'; readonly command: SocialLoginCommand }
  | { readonly type: 'farcaster'; readonly command: FarcasterLoginCommand }
  | { readonly type: 'smartAccount'; readonly command: SmartAccountCommand }

/** The email login's own commands. */
export type EmailCommand = Exclude<EmailLoginCommand, { readonly type: 'social' | 'farcaster' | 'smartAccount' }>
