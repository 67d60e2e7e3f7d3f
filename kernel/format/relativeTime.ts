const SECOND = 1000
const MINUTE = 60 * SECOND
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR
/** Calendar-free units: a month is 30 days and a year 365 days, so the text depends only on the gap. */
const MONTH = 30 * DAY
const YEAR = 365 * DAY

/**
 * SPEC §2: relative time abbreviated sec, min, hr, d, mo, yr. Each unit counts whole units (floored)
 * and is used until the next one reaches 1: 59 s → '59 sec', 60 s → '1 min', 23 h 59 min → '23 hr',
 * 24 h → '1 d', 29 d → '29 d', 30 d → '1 mo', 364 d → '12 mo', 365 d → '1 yr'.
 * A time in the future (clock skew) reads '0 sec'. `now` comes from the injected scheduler.
 */
export function formatRelativeTime(then: number, now: number): string {
  const gap = Math.max(0, now - then)
  if (gap < MINUTE) return `${Math.floor(gap / SECOND)} sec`
  if (gap < HOUR) return `${Math.floor(gap / MINUTE)} min`
  if (gap < DAY) return `${Math.floor(gap / HOUR)} hr`
  if (gap < MONTH) return `${Math.floor(gap / DAY)} d`
  if (gap < YEAR) return `${Math.floor(gap / MONTH)} mo`
  return `${Math.floor(gap / YEAR)} yr`
}
