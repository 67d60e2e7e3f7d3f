import type { PayState } from './types'

/** No payment asked for. (Kept apart so the entry needs no more of pay than this.) */
export const initialPayState: PayState = { status: 'idle', context: { namespace: 'eip155', address: undefined, caipNetworkId: '' } }
