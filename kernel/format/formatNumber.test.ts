import { describe, expect, it } from 'vitest'
import { formatDecimal, formatQuantity, formatTotal } from './formatNumber'

describe('quantity display (SPEC §9)', () => {
  it('§9 quantity display: balances and quantities show 3 decimals, cut down: never more than is held', () => {
    expect(formatQuantity('1.23456')).toBe('1.234')
    expect(formatQuantity('10000.49392')).toBe('10,000.493')
    expect(formatQuantity('0.0009999')).toBe('0.000')
    expect(formatQuantity('1.5')).toBe('1.500')
    expect(formatQuantity('0')).toBe('0.000')
  })

  it('§9 quantity display: token totals show 2 decimals', () => {
    expect(formatTotal('1234.565')).toBe('1,234.57')
    expect(formatTotal(0.1 + 0.2)).toBe('0.30')
  })

  it('§9 big numbers keep every digit (no float error) and group thousands', () => {
    expect(formatQuantity('123456789012345678901.0009')).toBe('123,456,789,012,345,678,901.000')
    expect(formatDecimal('-1234567.891', 2)).toBe('-1,234,567.89')
    expect(formatDecimal('1234.5', 0, false)).toBe('1235')
  })

  it('shows unreadable input as zero, not NaN', () => {
    expect(formatQuantity('n/a')).toBe('0.000')
  })
})
