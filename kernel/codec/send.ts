import * as t from 'io-ts'
import { FiniteNumber } from './safe'
import { withOptional } from './combinators'
import { TokenBalance } from './token'

/**
 * SPEC §3 send-token state. `token` is one of the token balances (address, symbol, quantity, price);
 * `lastRetry` is the scheduler time of the last failed balance fetch.
 */
export const SendTokenState = /* @__PURE__ */ withOptional(
  { loading: t.boolean, tokenBalances: /* @__PURE__ */ t.array(TokenBalance) },
  {
    token: TokenBalance,
    sendTokenAmount: FiniteNumber,
    receiverAddress: t.string,
    receiverProfileImageUrl: t.string,
    receiverProfileName: t.string,
    networkBalanceInUSD: t.string,
    lastRetry: FiniteNumber,
  },
  'SendTokenState',
)
export type SendTokenState = t.TypeOf<typeof SendTokenState>
