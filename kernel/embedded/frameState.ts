/**
 * SPEC §4 "Embedded frame lifecycle": created, ready (after the ready event plus a 500 ms pause), then
 * requests allowed. 'idle' is before the kernel starts the frame; 'failed' (no ready event within
 * 20 s, or the element failed to load) is final: requests fail instead of waiting.
 */
export type FrameStatus = 'idle' | 'created' | 'ready' | 'failed'

export interface FrameClientState {
  readonly status: FrameStatus
  /** The element's load event fired (the ready event may come before or after it). */
  readonly loaded: boolean
}

export type FrameCommand =
  | { readonly type: 'created' }
  | { readonly type: 'loaded' }
  | { readonly type: 'ready' }
  | { readonly type: 'failed' }

export const initialFrameState: FrameClientState = { status: 'idle', loaded: false }

export function reduceFrame(state: FrameClientState, command: FrameCommand): FrameClientState {
  switch (command.type) {
    case 'created':
      return state.status === 'idle' ? { ...state, status: 'created' } : state
    case 'loaded':
      return state.loaded ? state : { ...state, loaded: true }
    case 'ready':
      return state.status === 'created' ? { ...state, status: 'ready' } : state
    case 'failed':
      // A frame that became ready stays usable; only the way there can fail.
      return state.status === 'created' || state.status === 'idle' ? { ...state, status: 'failed' } : state
  }
}
