import { useMemo } from 'react'
import { QUANTITY_DECIMALS, TOTAL_DECIMALS, decimalToFixed, parseDecimal, relativeTime, type Locale } from '../../kernel'
import { useLocale } from './catalogue'

const fixed = (value: string | number | bigint, places: number, rounding: 'half' | 'down') =>
  decimalToFixed(parseDecimal(value) ?? { units: 0n, scale: 0 }, places, rounding)

/**
 * Numbers, amounts in dollars, relative times and month names in a locale's own way, through `Intl`.
 * The kernel hands over locale-neutral values (decimal strings, a gap in whole units); the SPEC §9
 * places are cut first, exactly, and `Intl` only writes the result.
 */
export function formatters(locale: Locale) {
  const digits = (places: number, currency?: string) =>
    new Intl.NumberFormat(locale, { minimumFractionDigits: places, maximumFractionDigits: places, ...(currency ? { style: 'currency', currency } : {}) })
  const quantity = digits(QUANTITY_DECIMALS)
  const usd = digits(TOTAL_DECIMALS, 'USD')
  const cents = digits(TOTAL_DECIMALS)
  // Intl reads a decimal string as the exact decimal it is (no float on the way), so a big balance keeps every digit.
  const exact = (format: Intl.NumberFormat, decimal: string) => format.format(decimal as unknown as number)
  const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 })
  const ago = new Intl.RelativeTimeFormat(locale, { style: 'short' })
  const month = new Intl.DateTimeFormat(locale, { month: 'long' })
  const monthYear = new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric' })
  return {
    /** SPEC §9: balances and quantities with 3 decimals, cut rather than rounded. */
    quantity: (value: string | number | bigint) => exact(quantity, fixed(value, QUANTITY_DECIMALS, 'down')),
    /** An amount of money in a currency the text names (a quote's fee): 2 decimals; '' stays ''. */
    money: (value: string) => (value === '' ? '' : exact(cents, fixed(value, TOTAL_DECIMALS, 'half'))),
    /** SPEC §9: token totals (their worth in US dollars) with 2 decimals. */
    usd: (value: string | number | bigint) => exact(usd, fixed(value, TOTAL_DECIMALS, 'half')),
    /** A share given in percent (1 is 1 %), to 2 places; a share too small to show reads '< 0.01 %'. */
    percent: (value: number) => (value > 0 && value < 0.01 ? `< ${percent.format(0.0001)}` : percent.format(value / 100)),
    /** SPEC §2 relative time: the gap in its largest whole unit, abbreviated. */
    ago: (then: number, now: number) => {
      const { value, unit } = relativeTime(then, now)
      return ago.format(-value, unit)
    },
    /** SPEC §2 history titles: the month, with its year when that is not the current one. */
    month: (year: number, monthIndex: number, withYear: boolean) => (withYear ? monthYear : month).format(new Date(year, monthIndex, 15)),
  }
}

export type Formatters = ReturnType<typeof formatters>

/** The active locale's formatters. */
export function useFormat(): Formatters {
  const locale = useLocale()
  return useMemo(() => formatters(locale), [locale])
}
