import type { ConvertToken } from '../codec/convert'
import type { TokenBalance } from '../codec/token'
import { amountErrorOf, isNativeSwapToken, maxAmountOf, sameContext, withBalances } from './swapForm'
import { FALLBACK_SWAP_GAS } from './constants'
import type { SwapContext, SwapQuote, SwapResult, SwapState } from './types'

export type SwapCommand =
  | { readonly type: 'contextChanged'; readonly context: SwapContext; readonly unsupported: string | undefined }
  | { readonly type: 'balancesChanged'; readonly balances: ReadonlyArray<TokenBalance> }
  | { readonly type: 'tokensLoaded'; readonly tokens: ReadonlyArray<ConvertToken>; readonly gasPrice: string }
  | { readonly type: 'tokensFailed'; readonly message: string }
  | { readonly type: 'loadTokens' }
  | { readonly type: 'setFrom'; readonly address: string }
  | { readonly type: 'setTo'; readonly address: string }
  | { readonly type: 'flip' }
  | { readonly type: 'setAmount'; readonly amount: string | undefined }
  | { readonly type: 'setMax' }
  | { readonly type: 'quoteLoaded'; readonly quote: SwapQuote }
  | { readonly type: 'quoteFailed'; readonly message: string }
  | { readonly type: 'approve' }
  | { readonly type: 'approved' }
  | { readonly type: 'swap' }
  | { readonly type: 'swapped'; readonly result: SwapResult }
  | { readonly type: 'failed'; readonly message: string }
  | { readonly type: 'dismissResult' }
  | { readonly type: 'reset' }

/** The form changed: check the amount again, and wait for a quote when the form is complete. */
function withForm(state: SwapState): SwapState {
  const amountError = amountErrorOf(state.amount, state.from)
  const complete = Boolean(state.from && state.to && state.amount?.trim() && !amountError)
  return { ...state, amountError, quote: undefined, quoteStatus: complete ? 'loading' : 'idle', error: undefined }
}

const pick = (state: SwapState, address: string) => state.tokens.find((t) => t.address.toLowerCase() === address.toLowerCase())

/**
 * The reducer, over the service's first state (handed in by the kernel, which shows it before this code
 * loads: a module both import would be a chunk of its own).
 */
export const reduceSwap = (initialSwapState: SwapState) => (state: SwapState, command: SwapCommand): SwapState => {
  switch (command.type) {
    case 'contextChanged':
      if (sameContext(state.context, command.context) && state.unsupported === command.unsupported) return state
      // Another account or network: its own tokens, balances and form.
      return { ...initialSwapState, context: command.context, unsupported: command.unsupported, balances: state.balances }
    case 'balancesChanged': {
      if (command.balances === state.balances) return state
      const tokens = withBalances(state.tokens, command.balances)
      const refresh = (address: string | undefined) => (address ? tokens.find((t) => t.address === address) : undefined)
      const next = { ...state, balances: command.balances, tokens, from: refresh(state.from?.address), to: refresh(state.to?.address) }
      return { ...next, amountError: amountErrorOf(next.amount, next.from) }
    }
    case 'loadTokens':
      return state.tokensStatus === 'ready' || state.tokensStatus === 'loading' || state.unsupported ? state : { ...state, tokensStatus: 'loading', error: undefined }
    case 'tokensLoaded': {
      const tokens = withBalances(command.tokens, state.balances)
      // AppKit's start: the network's coin to sell, the buy side left to choose.
      const from = state.from ?? tokens.find((t) => isNativeSwapToken(t.address))
      return { ...state, tokensStatus: 'ready', tokens, gasPrice: command.gasPrice, from }
    }
    case 'tokensFailed':
      return { ...state, tokensStatus: 'error', error: command.message }
    case 'setFrom': {
      const token = pick(state, command.address)
      if (!token) return state
      // Choosing the other side's token swaps the two, as AppKit does.
      const to = state.to?.address === token.address ? state.from : state.to
      return withForm({ ...state, from: token, to })
    }
    case 'setTo': {
      const token = pick(state, command.address)
      if (!token) return state
      const from = state.from?.address === token.address ? state.to : state.from
      return withForm({ ...state, to: token, from })
    }
    case 'flip':
      return withForm({ ...state, from: state.to, to: state.from, amount: state.quote ? state.quote.toAmountDisplay : state.amount })
    case 'setAmount':
      return withForm({ ...state, amount: command.amount })
    case 'setMax':
      return state.from ? withForm({ ...state, amount: maxAmountOf(state.from, state.gasPrice, FALLBACK_SWAP_GAS) }) : state
    case 'quoteLoaded':
      return { ...state, quote: command.quote, quoteStatus: 'ready', error: undefined }
    case 'quoteFailed':
      return { ...state, quote: undefined, quoteStatus: 'error', error: command.message }
    case 'approve':
      return state.step === 'form' && state.quote?.needsApproval ? { ...state, step: 'approving', error: undefined } : state
    case 'approved':
      // The allowance changed: quote again for the fee of the swap itself.
      return withForm({ ...state, step: 'form' })
    case 'swap':
      return state.step === 'form' && state.quote && !state.quote.needsApproval ? { ...state, step: 'swapping', error: undefined } : state
    case 'swapped':
      return { ...state, step: 'form', lastSwap: command.result, amount: undefined, quote: undefined, quoteStatus: 'idle', amountError: undefined }
    case 'failed':
      return { ...state, step: 'form', error: command.message }
    case 'dismissResult':
      return state.lastSwap ? { ...state, lastSwap: undefined } : state
    case 'reset':
      return { ...state, from: state.tokens.find((t) => isNativeSwapToken(t.address)), to: undefined, amount: undefined, amountError: undefined, quote: undefined, quoteStatus: 'idle', error: undefined, lastSwap: undefined, step: 'form' }
  }
}
