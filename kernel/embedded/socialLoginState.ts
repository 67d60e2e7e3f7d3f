import type { SocialProvider } from '../codec/primitives'

/**
 * SPEC §3 socialProvider and socialWindow of the embedded wallet's social login: the step, the
 * provider chosen, the popup (an opaque live handle, never serialised) and the last error.
 */
export interface SocialLoginState {
  readonly step: 'idle' | 'waiting' | 'connecting' | 'failed'
  readonly socialProvider: SocialProvider | undefined
  readonly socialWindow: unknown
  readonly error: string | undefined
}

export const initialSocialLoginState: SocialLoginState = { step: 'idle', socialProvider: undefined, socialWindow: undefined, error: undefined }

/**
 * What the social buttons ask of the kernel (`kernel.social(command)`). `popup` is the window the
 * person's click opened (a popup opened later would be blocked), or null when the browser refused it.
 */
export type SocialLoginCommand =
  | { readonly type: 'start'; readonly provider: SocialProvider; readonly popup: unknown }
  | { readonly type: 'reset' }
