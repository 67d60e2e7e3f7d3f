/** SPEC §4 email login of the embedded wallet: the step, the address typed, the last error. */
export interface EmailLoginState {
  readonly step: 'idle' | 'sending' | 'device' | 'code' | 'verifying'
  readonly email: string
  readonly error: string | undefined
}

export const initialEmailLoginState: EmailLoginState = { step: 'idle', email: '', error: undefined }

/** What the email form and the code view ask of the kernel (`kernel.email(command)`). */
export type EmailLoginCommand =
  | { readonly type: 'start'; readonly email: string }
  | { readonly type: 'verify'; readonly otp: string }
  | { readonly type: 'reset' }
