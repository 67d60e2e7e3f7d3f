/** English month names: SPEC §2 titles are the month name (not a SPEC §8 message). */
export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const

export interface MonthGroup<T> {
  readonly year: number
  /** 0 = January. */
  readonly month: number
  /** 'March', or 'March 2023' when 2023 is not the current year (SPEC §2). */
  readonly title: string
  readonly items: ReadonlyArray<T>
}

/**
 * SPEC §2: transaction history grouped by year and month; the title is the month name, plus the year
 * when it is not the current year. Groups run newest first and keep the items' order inside a group.
 * `now` (the current year) comes from the injected scheduler (DESIGN §10). Months are in the page's
 * local time zone, as the person reads them. Items whose time is unreadable are left out.
 */
export function groupByMonth<T>(
  items: ReadonlyArray<T>,
  timeOf: (item: T) => string | number | undefined,
  now: number,
): ReadonlyArray<MonthGroup<T>> {
  const currentYear = new Date(now).getFullYear()
  const groups = new Map<number, { year: number; month: number; items: T[] }>()
  for (const item of items) {
    const raw = timeOf(item)
    if (raw === undefined) continue
    const date = new Date(raw)
    if (Number.isNaN(date.getTime())) continue
    const year = date.getFullYear()
    const month = date.getMonth()
    const key = year * 12 + month
    const group = groups.get(key) ?? { year, month, items: [] }
    group.items.push(item)
    groups.set(key, group)
  }
  return [...groups.entries()]
    .sort(([a], [b]) => b - a)
    .map(([, group]) => ({
      ...group,
      title: group.year === currentYear ? `${MONTH_NAMES[group.month]}` : `${MONTH_NAMES[group.month]} ${group.year}`,
    }))
}
