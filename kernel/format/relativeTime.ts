const SECOND = 1000
const MINUTE = 60 * SECOND
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR
/** Calendar-free units: a month is 30 days and a year 365 days, so the text depends only on the gap. */
const MONTH = 30 * DAY
const YEAR = 365 * DAY

/** A gap as a whole number of one unit: locale-neutral, for the renderer to word (Intl.RelativeTimeFormat). */
export interface RelativeTime {
  readonly value: number
  readonly unit: 'second' | 'minute' | 'hour' | 'day' | 'month' | 'year'
}

/**
 * SPEC §2: relative time in sec, min, hr, d, mo, yr. Each unit counts whole units (floored) and is
 * used until the next one reaches 1: 59 s → 59 seconds, 60 s → 1 minute, 23 h 59 min → 23 hours,
 * 24 h → 1 day, 29 d → 29 days, 30 d → 1 month, 364 d → 12 months, 365 d → 1 year. A time in the
 * future (clock skew) is 0 seconds. `now` comes from the injected scheduler.
 */
export function relativeTime(then: number, now: number): RelativeTime {
  const gap = Math.max(0, now - then)
  if (gap < MINUTE) return { value: Math.floor(gap / SECOND), unit: 'second' }
  if (gap < HOUR) return { value: Math.floor(gap / MINUTE), unit: 'minute' }
  if (gap < DAY) return { value: Math.floor(gap / HOUR), unit: 'hour' }
  if (gap < MONTH) return { value: Math.floor(gap / DAY), unit: 'day' }
  if (gap < YEAR) return { value: Math.floor(gap / MONTH), unit: 'month' }
  return { value: Math.floor(gap / YEAR), unit: 'year' }
}

const abbreviations = { second: 'sec', minute: 'min', hour: 'hr', day: 'd', month: 'mo', year: 'yr' } as const

/** The SPEC §2 abbreviations in English ('59 sec', '1 d'), for logs and tests; the renderer words it per locale. */
export function formatRelativeTime(then: number, now: number): string {
  const { value, unit } = relativeTime(then, now)
  return `${value} ${abbreviations[unit]}`
}
