// The state before any sign-in, on its own, so the kernel can show it before the sign-in code is loaded.
import type { SiwxState } from './state'

export const initialSiwxState = (enabled: boolean): SiwxState => ({
  status: enabled ? 'idle' : 'disabled',
  required: false,
  account: undefined,
  session: undefined,
  loading: undefined,
  error: undefined,
  signInPending: false,
})
