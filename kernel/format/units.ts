import { AirlockError } from '../errors/AirlockError'
import { thrownMessages } from '../errors/messages'
import { parseDecimal, roundDecimal, decimalToString } from './decimal'

const plainAmount = /^\d*(\.\d*)?$/

/**
 * SPEC §5 send: the typed amount in the token's smallest unit ('1.5', 18 → 1500000000000000000n).
 * Digits beyond the token's decimals are rounded half up (as wallets' parseUnits do). Only plain
 * non-negative decimals are accepted: an amount the person typed never goes through exponent notation.
 */
export function parseUnits(amount: string, decimals: number): bigint {
  const text = amount.trim()
  const parsed = plainAmount.test(text) && /\d/.test(text) ? parseDecimal(text) : undefined
  if (!parsed || !Number.isInteger(decimals) || decimals < 0) {
    throw new AirlockError(thrownMessages.invalidAmount, { category: 'validation', details: amount })
  }
  const rounded = roundDecimal(parsed, decimals)
  return rounded.units * 10n ** BigInt(decimals - rounded.scale)
}

/** The reverse: smallest units as a decimal string (1500000000000000000n, 18 → '1.5'). */
export function formatUnits(value: bigint, decimals: number): string {
  return decimalToString({ units: value, scale: decimals })
}
