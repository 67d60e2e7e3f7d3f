import { parseDecimal, decimalToFixed } from './decimal'
import { QUANTITY_DECIMALS, TOTAL_DECIMALS } from './constants'

/**
 * A number as display text with a fixed number of decimals and en-US thousands separators:
 * formatDecimal('1234.5678', 3) → '1,234.568'. Input is a string (or number) read exactly, so big
 * balances keep every digit. Unreadable input shows as zero rather than 'NaN'.
 */
export function formatDecimal(
  value: string | number | bigint,
  decimals: number,
  grouping = true,
  rounding: 'half' | 'down' = 'half',
): string {
  const fixed = decimalToFixed(parseDecimal(value) ?? { units: 0n, scale: 0 }, decimals, rounding)
  if (!grouping) return fixed
  const [whole = '0', fraction] = fixed.split('.')
  const sign = whole.startsWith('-') ? '-' : ''
  const grouped = whole.replace('-', '').replace(/\B(?=(\d{3})+(?!\d))/g, ',')
  return `${sign}${grouped}${fraction === undefined ? '' : `.${fraction}`}`
}

/** SPEC §9: balances and quantities show 3 decimals, cut rather than rounded: never more than is held. */
export const formatQuantity = (value: string | number | bigint): string => formatDecimal(value, QUANTITY_DECIMALS, true, 'down')

/** SPEC §9: token totals (fiat sums) show 2 decimals. */
export const formatTotal = (value: string | number | bigint): string => formatDecimal(value, TOTAL_DECIMALS)
