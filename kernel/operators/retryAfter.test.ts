import { describe, expect, it } from 'vitest'
import { parseRetryAfter } from './retryAfter'

const now = Date.UTC(2026, 9, 21, 7, 28, 0)

describe('Retry-After (SPEC §7 honouring Retry-After)', () => {
  it('§7 Retry-After in seconds', () => {
    expect(parseRetryAfter('2', now)).toBe(2000)
    expect(parseRetryAfter(' 0 ', now)).toBe(0)
  })

  it('§7 Retry-After as an HTTP date, relative to the scheduler clock', () => {
    expect(parseRetryAfter('Wed, 21 Oct 2026 07:28:05 GMT', now)).toBe(5000)
    expect(parseRetryAfter('Wed, 21 Oct 2026 07:27:00 GMT', now)).toBe(0)
  })

  it('§7 an absent or unreadable Retry-After is ignored', () => {
    for (const value of [null, undefined, '', '1.5', '-3', 'soon']) expect(parseRetryAfter(value, now)).toBeUndefined()
  })
})
