import type { FarcasterLoginCommand, FarcasterLoginState } from './farcasterLoginState'
import type { SocialLoginCommand, SocialLoginState } from './socialLoginState'

/** SPEC §4 email login of the embedded wallet: the step, the address typed, the last error. */
export interface EmailLoginState {
  readonly step: 'idle' | 'sending' | 'device' | 'code' | 'verifying'
  readonly email: string
  readonly error: string | undefined
  /**
   * SPEC §3 socialProvider and socialWindow: the embedded wallet's social login in its popup, absent
   * until the first social button is pressed (the same lazily loaded service runs both logins).
   */
  readonly social?: SocialLoginState
  /** SPEC §3 farcasterUrl with the Farcaster login's step, absent until the Farcaster button is pressed. */
  readonly farcaster?: FarcasterLoginState
}

export const initialEmailLoginState: EmailLoginState = { step: 'idle', email: '', error: undefined }

/**
 * What the email form, the code view and the social buttons ask of the kernel (`kernel.email(command)`):
 * the embedded wallet's logins share one lazily loaded service; a social command carries its own.
 */
export type EmailLoginCommand =
  | { readonly type: 'start'; readonly email: string }
  | { readonly type: 'verify'; readonly otp: string }
  | { readonly type: 'reset' }
  | { readonly type: 'social'; readonly command: SocialLoginCommand }
  | { readonly type: 'farcaster'; readonly command: FarcasterLoginCommand }

/** The email login's own commands. */
export type EmailCommand = Exclude<EmailLoginCommand, { readonly type: 'social' | 'farcaster' }>
