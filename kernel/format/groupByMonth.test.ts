import { describe, expect, it } from 'vitest'
import { groupByMonth } from './groupByMonth'

// Mid-month local times, so the grouping does not depend on the machine's time zone.
const at = (year: number, month: number, day = 15) => new Date(year, month, day, 12).getTime()
const now = at(2026, 10, 20)

describe('transaction grouping (SPEC §2)', () => {
  it('§2 history grouped by year and month; title is the month name, plus the year when not the current year', () => {
    const items = [
      { id: 'a', minedAt: new Date(at(2026, 10, 3)).toISOString() },
      { id: 'b', minedAt: new Date(at(2026, 10, 1)).toISOString() },
      { id: 'c', minedAt: new Date(at(2026, 2)).toISOString() },
      { id: 'd', minedAt: new Date(at(2025, 10)).toISOString() },
      { id: 'e', minedAt: new Date(at(2025, 11)).toISOString() },
    ]
    const groups = groupByMonth(items, (t) => t.minedAt, now)
    expect(groups.map((g) => [g.title, g.items.map((i) => i.id)])).toEqual([
      ['November', ['a', 'b']],
      ['March', ['c']],
      ['December 2025', ['e']],
      ['November 2025', ['d']],
    ])
    expect(groups[0]).toMatchObject({ year: 2026, month: 10 })
  })

  it('§2 the current year comes from the now passed in (the scheduler), not the machine clock', () => {
    const groups = groupByMonth([{ t: at(2026, 0) }], (i) => i.t, at(2027, 5))
    expect(groups[0]!.title).toBe('January 2026')
  })

  it('leaves out items whose time is unreadable', () => {
    expect(groupByMonth([{ t: 'not a date' }, { t: undefined }], (i) => i.t, now)).toEqual([])
  })
})
