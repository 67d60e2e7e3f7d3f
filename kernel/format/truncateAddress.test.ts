import { describe, expect, it } from 'vitest'
import { truncateAddress } from './truncateAddress'

describe('address truncation (SPEC §9)', () => {
  it('§9 address truncation 4 and 6 characters: 0x kept, 4 after it, an ellipsis, the last 6', () => {
    expect(truncateAddress('0x1234567890abcdef1234567890abcdef12345678')).toBe('0x1234\u2026345678')
  })

  it('§9 address truncation applies to addresses without 0x (Solana)', () => {
    expect(truncateAddress('7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV')).toBe('7EcD\u2026wCFLtV')
  })

  it('§9 address truncation leaves a string too short to shorten unchanged', () => {
    expect(truncateAddress('0x12345678901')).toBe('0x12345678901')
    expect(truncateAddress('0x123456789012')).toBe('0x1234\u2026789012')
    expect(truncateAddress('')).toBe('')
  })
})
