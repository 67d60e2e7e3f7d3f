import type { TokenBalance } from '../codec/token'
import type { AirlockError } from '../errors/AirlockError'
import { networkBalanceInUsd } from '../balance/networkBalanceInUsd'
import type { SendPlan } from './sendPlan'
import { amountErrorOf, receiverErrorOf, receiverNeedingChecksum } from './sendPlan'
import type { ReceiverProfile, SendBalances, SendContext, SendState } from './types'
import { emptyContext, initialSendState } from './initialState'

export type SendCommand =
  | { readonly type: 'contextChanged'; readonly context: SendContext }
  | { readonly type: 'balancesChanged'; readonly balances: SendBalances }
  | { readonly type: 'setToken'; readonly token: TokenBalance | undefined }
  | { readonly type: 'setAmount'; readonly amount: string | undefined }
  | { readonly type: 'setReceiver'; readonly address: string | undefined; readonly profile: ReceiverProfile }
  | { readonly type: 'receiverChecked'; readonly address: string; readonly valid: boolean }
  | { readonly type: 'setMax' }
  | { readonly type: 'send' }
  | { readonly type: 'sent'; readonly hash: string; readonly plan: SendPlan }
  /** `pushed`: the transaction action was pushed on the router before the failure. */
  | { readonly type: 'failed'; readonly error: AirlockError; readonly pushed: boolean }
  | { readonly type: 'reset' }

/** The form emptied (SPEC §4 after success and on reset); a send in flight keeps its loading. */
function clearForm(state: SendState): SendState {
  return {
    ...state,
    token: undefined,
    sendTokenAmount: undefined,
    receiverAddress: undefined,
    receiverProfileImageUrl: undefined,
    receiverProfileName: undefined,
    tokenBalances: [],
  }
}

/** Recomputes what follows from the rest: the USD balance and the inline errors. */
function derive(state: SendState): SendState {
  const networkBalanceInUSD = networkBalanceInUsd(state.tokenBalances, state.context.network?.caipNetworkId)
  const receiverError = receiverErrorOf(state)
  const receiverChecking = receiverNeedingChecksum(state) !== undefined
  const amountError = amountErrorOf(state)
  return networkBalanceInUSD === state.networkBalanceInUSD &&
    receiverError === state.receiverError &&
    receiverChecking === state.receiverChecking &&
    amountError === state.amountError
    ? state
    : { ...state, networkBalanceInUSD, receiverError, receiverChecking, amountError }
}

const sameContext = (a: SendContext, b: SendContext): boolean =>
  a.namespace === b.namespace && a.network === b.network && a.address === b.address && a.isSmartAccount === b.isSmartAccount

export function reduceSend(state: SendState, command: SendCommand): SendState {
  switch (command.type) {
    case 'contextChanged':
      return sameContext(state.context, command.context) ? state : derive({ ...state, context: command.context })
    case 'balancesChanged': {
      const { tokenBalances, lastRetry } = command.balances
      if (tokenBalances === state.tokenBalances && lastRetry === state.lastRetry) return state
      return derive({ ...state, tokenBalances, lastRetry })
    }
    case 'setToken':
      return derive({ ...state, token: command.token })
    case 'setAmount':
      return derive({ ...state, sendTokenAmount: command.amount })
    case 'setReceiver':
      return derive({
        ...state,
        receiverAddress: command.address,
        receiverProfileName: command.profile.name,
        receiverProfileImageUrl: command.profile.imageUrl,
      })
    case 'receiverChecked':
      return command.address === state.receiverAddress?.trim()
        ? derive({ ...state, receiverChecksum: { address: command.address, valid: command.valid } })
        : state
    case 'setMax':
      return state
    case 'send':
      return state.loading ? state : { ...state, loading: true }
    case 'sent':
      return derive({ ...clearForm(state), loading: false })
    case 'failed':
      return state.loading ? { ...state, loading: false } : state
    case 'reset':
      return derive(clearForm(state))
  }
}

export { emptyContext, initialSendState }
