import type { TokenBalance } from '../codec/token'
import type { AirlockError } from '../errors/AirlockError'
import { networkBalanceInUsd } from '../balance/networkBalanceInUsd'
import type { SendPlan } from './sendPlan'
import { amountErrorOf, receiverErrorOf, receiverNeedingChecksum, transactionUrl } from './sendPlan'
import type { ReceiverProfile, SendBalances, SendContext, SendState, SentStatus } from './types'
import { isNameLike, type ResolvedName } from '../identity/names'
import { emptyContext, initialSendState } from './initialState'

export type SendCommand =
  | { readonly type: 'contextChanged'; readonly context: SendContext }
  | { readonly type: 'balancesChanged'; readonly balances: SendBalances }
  | { readonly type: 'setToken'; readonly token: TokenBalance | undefined }
  | { readonly type: 'setAmount'; readonly amount: string | undefined }
  | { readonly type: 'setReceiver'; readonly address: string | undefined; readonly profile: ReceiverProfile }
  /** The profile lookup's answer for a name typed as receiver: its address, none, or a failure. */
  | { readonly type: 'nameResolved'; readonly name: string; readonly resolved: ResolvedName | undefined; readonly failed: boolean }
  | { readonly type: 'receiverChecked'; readonly address: string; readonly valid: boolean }
  | { readonly type: 'setMax' }
  | { readonly type: 'send' }
  | { readonly type: 'sent'; readonly hash: string; readonly plan: SendPlan }
  /** `pushed`: the transaction action was pushed on the router before the failure. */
  | { readonly type: 'failed'; readonly error: AirlockError; readonly pushed: boolean }
  /** The sent transaction's outcome (its receipt, or the end of the wait). */
  | { readonly type: 'settled'; readonly hash: string; readonly status: SentStatus }
  /** The person closed the confirmation of the last send. */
  | { readonly type: 'dismissSent' }
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
    receiverQuery: undefined,
    receiverLookup: undefined,
    tokenBalances: [],
  }
}

/** A receiver typed as a name is looked up (names exist on eip155 only, SPEC §9); an address is taken as typed. */
function withReceiver(state: SendState, text: string | undefined, profile: ReceiverProfile): SendState {
  const typed = text?.trim()
  if (typed && state.context.namespace === 'eip155' && isNameLike(typed))
    return {
      ...state,
      receiverQuery: text,
      receiverAddress: undefined,
      receiverProfileName: undefined,
      receiverProfileImageUrl: undefined,
      receiverLookup: { name: typed, status: 'resolving' },
    }
  return {
    ...state,
    receiverQuery: text,
    receiverAddress: text,
    receiverProfileName: profile.name,
    receiverProfileImageUrl: profile.imageUrl,
    receiverLookup: undefined,
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
      return derive(withReceiver(state, command.address, command.profile))
    case 'nameResolved': {
      // An answer for a name no longer typed is stale.
      if (state.receiverLookup?.name !== command.name) return state
      const { resolved } = command
      if (!resolved) return derive({ ...state, receiverLookup: { name: command.name, status: command.failed ? 'failed' : 'notFound' } })
      return derive({
        ...state,
        receiverAddress: resolved.address,
        receiverProfileName: resolved.name,
        receiverProfileImageUrl: resolved.avatar,
        receiverLookup: { name: command.name, status: 'found' },
      })
    }
    case 'receiverChecked':
      return command.address === state.receiverAddress?.trim()
        ? derive({ ...state, receiverChecksum: { address: command.address, valid: command.valid } })
        : state
    case 'setMax':
      return state
    case 'send':
      return state.loading ? state : { ...state, loading: true }
    case 'sent': {
      const { explorer, ...sent } = command.plan.sent
      const status: SentStatus = command.plan.namespace === 'eip155' ? 'pending' : 'submitted'
      return derive({
        ...clearForm(state),
        loading: false,
        lastSent: { ...sent, hash: command.hash, explorerUrl: transactionUrl(explorer, command.hash), status },
      })
    }
    case 'settled':
      return state.lastSent?.hash === command.hash && state.lastSent.status !== command.status
        ? { ...state, lastSent: { ...state.lastSent, status: command.status } }
        : state
    case 'dismissSent':
      return state.lastSent ? { ...state, lastSent: undefined } : state
    case 'failed':
      return state.loading ? { ...state, loading: false } : state
    case 'reset':
      return derive({ ...clearForm(state), lastSent: undefined })
  }
}

export { emptyContext, initialSendState }
