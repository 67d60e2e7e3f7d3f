import { BIG_NUMBER_DECIMALS } from './constants'

/**
 * An exact decimal: `units × 10^-scale`. Amounts, prices and balances arrive as strings or floats;
 * doing the arithmetic on bigint keeps '0.1 × 3' equal to '0.3' (SPEC §9 big numbers).
 */
export interface Decimal {
  readonly units: bigint
  readonly scale: number
}

const pattern = /^([+-]?)(\d*)(?:\.(\d*))?(?:[eE]([+-]?\d+))?$/

/** Reads '12', '-0.5', '.5', '1.', '1e-7' (what String(number) may give). Undefined when not a number. */
export function parseDecimal(value: string | number | bigint): Decimal | undefined {
  if (typeof value === 'bigint') return { units: value, scale: 0 }
  if (typeof value === 'number' && !Number.isFinite(value)) return undefined
  const match = pattern.exec(String(value).trim())
  if (!match) return undefined
  const [, sign = '', whole = '', fraction = '', exponentText] = match
  if (whole === '' && fraction === '') return undefined
  const exponent = exponentText === undefined ? 0 : Number(exponentText)
  let digits = `${whole}${fraction}` || '0'
  let scale = fraction.length - exponent
  if (scale < 0) {
    digits += '0'.repeat(-scale)
    scale = 0
  }
  const units = BigInt(digits)
  return { units: sign === '-' ? -units : units, scale }
}

const pow10 = (n: number): bigint => 10n ** BigInt(n)

function align(a: Decimal, b: Decimal): [bigint, bigint, number] {
  const scale = Math.max(a.scale, b.scale)
  return [a.units * pow10(scale - a.scale), b.units * pow10(scale - b.scale), scale]
}

export function addDecimal(a: Decimal, b: Decimal): Decimal {
  const [x, y, scale] = align(a, b)
  return { units: x + y, scale }
}

export function multiplyDecimal(a: Decimal, b: Decimal): Decimal {
  return { units: a.units * b.units, scale: a.scale + b.scale }
}

/** Rounds half away from zero to `places` decimals (never adds digits). */
export function roundDecimal(value: Decimal, places: number): Decimal {
  if (value.scale <= places) return value
  const divisor = pow10(value.scale - places)
  const negative = value.units < 0n
  const magnitude = negative ? -value.units : value.units
  let units = magnitude / divisor
  if ((magnitude % divisor) * 2n >= divisor) units += 1n
  return { units: negative ? -units : units, scale: places }
}

/** a ÷ b to `places` decimals (SPEC §9 default 20), rounded half away from zero; undefined for ÷ 0. */
export function divideDecimal(a: Decimal, b: Decimal, places: number = BIG_NUMBER_DECIMALS): Decimal | undefined {
  if (b.units === 0n) return undefined
  // One guard digit, then round: (a.units / 10^a.scale) / (b.units / 10^b.scale) at scale places+1.
  const guard = places + 1
  const numerator = a.units * pow10(guard + b.scale)
  const denominator = b.units * pow10(a.scale)
  return roundDecimal({ units: numerator / denominator, scale: guard }, places)
}

/** Plain decimal text without exponent or trailing fraction zeros: '1.5', '-0.25', '3'. */
export function decimalToString(value: Decimal): string {
  const negative = value.units < 0n
  const digits = (negative ? -value.units : value.units).toString().padStart(value.scale + 1, '0')
  const whole = digits.slice(0, digits.length - value.scale)
  const fraction = digits.slice(digits.length - value.scale).replace(/0+$/, '')
  const text = fraction ? `${whole}.${fraction}` : whole
  return negative && text !== '0' ? `-${text}` : text
}

/** Cuts to `places` decimals toward zero: a balance shown this way is never more than is held. */
export function truncateDecimal(value: Decimal, places: number): Decimal {
  if (value.scale <= places) return value
  return { units: value.units / pow10(value.scale - places), scale: places }
}

/**
 * Exactly `places` fraction digits: toFixed without float error, rounded half away from zero, or
 * toward zero with `rounding: 'down'`.
 */
export function decimalToFixed(value: Decimal, places: number, rounding: 'half' | 'down' = 'half'): string {
  const rounded = rounding === 'down' ? truncateDecimal(value, places) : roundDecimal(value, places)
  const units = rounded.units * pow10(places - rounded.scale)
  const negative = units < 0n
  const digits = (negative ? -units : units).toString().padStart(places + 1, '0')
  const whole = digits.slice(0, digits.length - places)
  const fraction = digits.slice(digits.length - places)
  const zero = /^0*$/.test(whole + fraction)
  return `${negative && !zero ? '-' : ''}${whole}${places > 0 ? `.${fraction}` : ''}`
}
