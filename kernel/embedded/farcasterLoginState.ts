/**
 * SPEC §3 farcasterUrl and the embedded wallet's Farcaster login (SPEC §2 ConnectingFarcaster): the
 * step, the Sign In With Farcaster channel's URL (the QR code and the link) and the last error.
 */
export interface FarcasterLoginState {
  /** loading: asking the frame for a channel; waiting: the QR code shows until the person approves in their app. */
  readonly step: 'idle' | 'loading' | 'waiting' | 'failed'
  readonly farcasterUrl: string | undefined
  readonly error: string | undefined
}

export const initialFarcasterLoginState: FarcasterLoginState = { step: 'idle', farcasterUrl: undefined, error: undefined }

/** What the Farcaster button and the ConnectingFarcaster view ask of the kernel: a new channel, or to stop waiting. */
export type FarcasterLoginCommand = { readonly type: 'start' } | { readonly type: 'reset' }
