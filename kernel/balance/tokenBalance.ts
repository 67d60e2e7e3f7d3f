import * as t from 'io-ts'

/**
 * SPEC §3 Token balance. `address` is absent for a network's native coin; `value` and `iconUrl` are
 * optional so one token without them does not make the whole answer unreadable.
 * TODO(move to codec): the lead merges this into kernel/codec/api.ts.
 */
export const TokenBalance = t.intersection(
  [
    t.type({
      name: t.string,
      symbol: t.string,
      chainId: t.string,
      price: t.number,
      quantity: t.type({ decimals: t.string, numeric: t.string }),
    }),
    t.partial({ address: t.string, value: t.number, iconUrl: t.string }),
  ],
  'TokenBalance',
)
export type TokenBalance = t.TypeOf<typeof TokenBalance>

/** SPEC §7 GET /v1/account/{address}/balance answer. */
export const BalanceAnswer = t.type({ balances: t.array(TokenBalance) }, 'BalanceAnswer')
export type BalanceAnswer = t.TypeOf<typeof BalanceAnswer>
