import { formatUnits } from '../index'
import type { SendState } from './types'

/** SPEC §7 EVM native transfer: 21,000 gas. */
const NATIVE_TRANSFER_GAS = 21_000n
/**
 * Fees move between reading the price and the wallet's prompt, and EIP-1559 wallets offer up to about
 * twice the current price: the reserve covers that much, so the transfer still fits.
 */
const FEE_HEADROOM = 2n
/** Solana: 5,000 lamports a signature; twice that for a priority fee the wallet may add. */
const SOLANA_FEE_RESERVE = 10_000n

/** What Max needs to know of the form: the coin or token and its balance in smallest units. */
export interface MaxBasis {
  readonly balance: bigint
  readonly decimals: number
  /** The chain's own coin pays the fee: some of it stays behind. */
  readonly native: boolean
}

/** The amount Max puts in the form: all of a token, all of the coin less its fee reserve; never below zero. */
export function maxAmount(basis: MaxBasis, state: SendState, gasPrice: bigint | undefined): string {
  const namespace = state.context.namespace
  const reserve = !basis.native
    ? 0n
    : namespace === 'solana'
      ? SOLANA_FEE_RESERVE
      : (gasPrice ?? 0n) * NATIVE_TRANSFER_GAS * FEE_HEADROOM
  const left = basis.balance - reserve
  return formatUnits(left > 0n ? left : 0n, basis.decimals)
}
