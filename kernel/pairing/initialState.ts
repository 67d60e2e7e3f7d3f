// No pairing yet, on its own, so the kernel can show it before the pairing code is loaded.
import type { PairingState } from './createPairingService'

export const initialPairingState: PairingState = { uri: undefined, expiresAt: undefined, expired: false, pending: undefined }
