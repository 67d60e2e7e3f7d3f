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

// Bitcoin: a segwit address (bc1, tb1, bcrt1 and bech32 characters) or a legacy base58 one. The
// checksum is the send form's to check (kernel/send/bitcoinAddress.ts), not every wallet event's.
const bitcoinShape = /^((bc|tb|bcrt)1[02-9ac-hj-np-z]{8,87}|(BC|TB|BCRT)1[02-9AC-HJ-NP-Z]{8,87}|[123mn][1-9A-HJ-NP-Za-km-z]{25,34})$/

// CAIP-10's account_address grammar, for namespaces whose own address rule the SPEC does not give.
const caipAccountAddress = /^[-.%a-zA-Z0-9]{1,128}$/

/**
 * SPEC §5 address rules by namespace: EVM 40 hex with optional 0x, Solana base58 of 32 to 44, Bitcoin
 * segwit or base58 shapes; other
 * namespaces by CAIP-10's account grammar. '0x', ' ', '42', '__proto__' and invisible marks never pass.
 */
export function isValidAddress(namespace: string, address: string): boolean {
  if (namespace === 'eip155') return EvmAddress.is(address)
  if (namespace === 'bip122') return bitcoinShape.test(address)
  if (namespace === 'solana') return SolanaAddress.is(address)
  return caipAccountAddress.test(address)
}
