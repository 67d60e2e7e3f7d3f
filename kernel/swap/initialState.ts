import type { SwapState } from './types'

export const initialSwapState: SwapState = {
  context: { namespace: undefined, network: undefined, address: undefined },
  unsupported: undefined,
  tokensStatus: 'idle',
  tokens: [],
  balances: [],
  gasPrice: undefined,
  from: undefined,
  to: undefined,
  amount: undefined,
  amountError: undefined,
  quoteStatus: 'idle',
  quote: undefined,
  step: 'form',
  error: undefined,
  lastSwap: undefined,
}
