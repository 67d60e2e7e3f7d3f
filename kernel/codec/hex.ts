import * as t from 'io-ts'

export interface HexPrefixedBrand {
  readonly HexPrefixed: unique symbol
}
/** SPEC §5 call batches: a string that starts with 0x (what follows is the wallet's to judge). */
export const HexPrefixed = /* @__PURE__ */ t.brand(
  t.string,
  (s): s is t.Branded<string, HexPrefixedBrand> => s.startsWith('0x'),
  'HexPrefixed',
)
export type HexPrefixed = t.TypeOf<typeof HexPrefixed>

/** An EVM JSON-RPC quantity (eth_getBalance, eth_chainId): 0x and at least one hex digit, so BigInt reads it. */
export const HexQuantity = /* @__PURE__ */ t.refinement(t.string, (s) => /^0x[0-9a-fA-F]+$/.test(s), 'HexQuantity')

export interface TransactionHashBrand {
  readonly TransactionHash: unique symbol
}
/** SPEC §5: a transaction hash is 0x plus 64 hex characters. */
export const TransactionHash = /* @__PURE__ */ t.brand(
  t.string,
  (s): s is t.Branded<string, TransactionHashBrand> => /^0x[0-9a-fA-F]{64}$/.test(s),
  'TransactionHash',
)
export type TransactionHash = t.TypeOf<typeof TransactionHash>

export interface SignedMessageBrand {
  readonly SignedMessage: unique symbol
}
/** SPEC §5: a signed message (a signature) is 0x plus at least 62 hex characters. */
export const SignedMessage = /* @__PURE__ */ t.brand(
  t.string,
  (s): s is t.Branded<string, SignedMessageBrand> => /^0x[0-9a-fA-F]{62,}$/.test(s),
  'SignedMessage',
)
export type SignedMessage = t.TypeOf<typeof SignedMessage>
