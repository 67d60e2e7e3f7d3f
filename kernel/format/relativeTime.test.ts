import { describe, expect, it } from 'vitest'
import { formatRelativeTime } from './relativeTime'

const s = 1000
const min = 60 * s
const hr = 60 * min
const day = 24 * hr
const now = 1_800_000_000_000
const ago = (ms: number) => formatRelativeTime(now - ms, now)

describe('relative time (SPEC §2)', () => {
  it('§2 relative time is abbreviated sec, min, hr, d, mo, yr', () => {
    expect(ago(5 * s)).toBe('5 sec')
    expect(ago(3 * min)).toBe('3 min')
    expect(ago(2 * hr)).toBe('2 hr')
    expect(ago(4 * day)).toBe('4 d')
    expect(ago(65 * day)).toBe('2 mo')
    expect(ago(400 * day)).toBe('1 yr')
  })

  it('§2 relative time: each unit starts when the next-smaller one reaches its limit', () => {
    expect(ago(0)).toBe('0 sec')
    expect(ago(59_999)).toBe('59 sec')
    expect(ago(min)).toBe('1 min')
    expect(ago(hr - 1)).toBe('59 min')
    expect(ago(hr)).toBe('1 hr')
    expect(ago(day - 1)).toBe('23 hr')
    expect(ago(day)).toBe('1 d')
    expect(ago(30 * day - 1)).toBe('29 d')
    expect(ago(30 * day)).toBe('1 mo')
    expect(ago(365 * day - 1)).toBe('12 mo')
    expect(ago(365 * day)).toBe('1 yr')
    expect(ago(3 * 365 * day)).toBe('3 yr')
  })

  it('§2 relative time: a future time (clock skew) reads 0 sec', () => {
    expect(formatRelativeTime(now + 10 * s, now)).toBe('0 sec')
  })
})
