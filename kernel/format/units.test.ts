import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { parseUnits, formatUnits } from './units'
import { AirlockError } from '../errors/AirlockError'

describe('amount to smallest unit (SPEC §5 send)', () => {
  it("§5 send: the amount converts to the smallest unit using the token's decimals", () => {
    expect(parseUnits('1.5', 18)).toBe(1_500_000_000_000_000_000n)
    expect(parseUnits('0.000001', 6)).toBe(1n)
    expect(parseUnits('100', 0)).toBe(100n)
    expect(parseUnits('.25', 2)).toBe(25n)
    expect(parseUnits('7.', 2)).toBe(700n)
    expect(parseUnits('123456789012345678901234567890', 18)).toBe(123456789012345678901234567890n * 10n ** 18n)
  })

  it('§5 send: digits beyond the decimals are rounded half up', () => {
    expect(parseUnits('1.2345', 2)).toBe(123n)
    expect(parseUnits('1.235', 2)).toBe(124n)
  })

  it('§5 send: refuses an amount that is not a plain non-negative decimal', () => {
    for (const bad of ['', '.', '-1', '1e3', 'abc', '1,5', '1.2.3']) {
      expect(() => parseUnits(bad, 18)).toThrow(AirlockError)
    }
    expect(() => parseUnits('1', -1)).toThrow('Invalid amount')
  })

  it('formatUnits reverses parseUnits (property)', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 40n }), fc.integer({ min: 0, max: 30 }), (units, decimals) => {
        expect(parseUnits(formatUnits(units, decimals), decimals)).toBe(units)
      }),
    )
  })
})
