// The empty NFT list on its own, so the kernel can show it before the NFTs code is loaded.
import type { NftsState } from './nftsState'

export const initialNftsState: NftsState = { target: {}, status: 'idle', items: [], capped: false, active: false, error: undefined }
