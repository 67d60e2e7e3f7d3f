import * as t from 'io-ts'

export interface EvmAddressBrand {
  readonly EvmAddress: unique symbol
}
/** SPEC §5: an EVM address is 40 hex characters with an optional 0x prefix. */
export const EvmAddress = /* @__PURE__ */ t.brand(
  t.string,
  (s): s is t.Branded<string, EvmAddressBrand> => /^(0x)?[0-9a-fA-F]{40}$/.test(s),
  'EvmAddress',
)
export type EvmAddress = t.TypeOf<typeof EvmAddress>

export interface SolanaAddressBrand {
  readonly SolanaAddress: unique symbol
}
/** SPEC §5: a Solana address is base58 (no 0, O, I, l) of 32 to 44 characters. */
export const SolanaAddress = /* @__PURE__ */ t.brand(
  t.string,
  (s): s is t.Branded<string, SolanaAddressBrand> => /^[1-9A-HJ-NP-Za-km-z]{32,44}$/.test(s),
  'SolanaAddress',
)
export type SolanaAddress = t.TypeOf<typeof SolanaAddress>
