// No identity looked up yet, on its own, so the kernel can show it before the identity code is loaded.
import type { IdentityState } from './createIdentityService'

export const initialIdentityState: IdentityState = {
  address: undefined,
  profileName: undefined,
  profileImage: undefined,
  loading: false,
}
