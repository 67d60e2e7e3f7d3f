import type { SwapState } from './types'

// Only what has a value: this object is in the page's entry.
export const initialSwapState: SwapState = { context: {}, tokensStatus: 'idle', tokens: [], balances: [], quoteStatus: 'idle', step: 'form' }
