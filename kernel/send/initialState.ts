// The empty form on its own, so the kernel can show it before the send code is loaded.
import type { SendContext, SendState } from './types'

export const emptyContext: SendContext = { namespace: undefined, network: undefined, address: undefined, isSmartAccount: false }

export const initialSendState: SendState = {
  token: undefined,
  sendTokenAmount: undefined,
  receiverAddress: undefined,
  receiverProfileImageUrl: undefined,
  receiverProfileName: undefined,
  networkBalanceInUSD: '0',
  loading: false,
  tokenBalances: [],
  lastRetry: undefined,
  receiverError: undefined,
  receiverChecking: false,
  receiverChecksum: undefined,
  amountError: undefined,
  context: emptyContext,
  receiverQuery: undefined,
  receiverLookup: undefined,
  lastSent: undefined,
}
