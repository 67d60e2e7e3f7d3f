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

// CAIP-10's account_address grammar, for namespaces whose own address rule the SPEC does not give.
const caipAccountAddress = /^[-.%a-zA-Z0-9]{1,128}$/

/**
 * SPEC §5 address rules by namespace: EVM 40 hex with optional 0x, Solana base58 of 32 to 44; other
 * namespaces by CAIP-10's account grammar. '0x', ' ', '42', '__proto__' and invisible marks never pass.
 */
export function isValidAddress(namespace: string, address: string): boolean {
  if (namespace === 'eip155') return EvmAddress.is(address)
  if (namespace === 'solana') return SolanaAddress.is(address)
  return caipAccountAddress.test(address)
}
