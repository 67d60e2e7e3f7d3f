import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import {
  parseDecimal,
  addDecimal,
  multiplyDecimal,
  divideDecimal,
  roundDecimal,
  decimalToString,
  decimalToFixed,
  type Decimal,
} from './decimal'

const d = (v: string | number): Decimal => parseDecimal(v)!

describe('decimal arithmetic (SPEC §9 big numbers as strings)', () => {
  it('reads plain, signed, fraction-only and exponent forms', () => {
    expect(decimalToString(d('12'))).toBe('12')
    expect(decimalToString(d('-0.50'))).toBe('-0.5')
    expect(decimalToString(d('.5'))).toBe('0.5')
    expect(decimalToString(d('1.'))).toBe('1')
    expect(decimalToString(d(1e-7))).toBe('0.0000001')
    expect(decimalToString(d('1.5e3'))).toBe('1500')
    expect(decimalToString(parseDecimal(123456789012345678901234567890n)!)).toBe(
      '123456789012345678901234567890',
    )
  })

  it('refuses text that is not a number', () => {
    for (const bad of ['', '.', 'abc', '1.2.3', '--1', '1e', NaN, Infinity]) expect(parseDecimal(bad)).toBeUndefined()
  })

  it('§9 adds and multiplies without float error', () => {
    expect(decimalToString(addDecimal(d('0.1'), d('0.2')))).toBe('0.3')
    expect(decimalToString(multiplyDecimal(d('0.1'), d('3')))).toBe('0.3')
    expect(decimalToString(multiplyDecimal(d('123456789.123456789'), d('1000')))).toBe('123456789123.456789')
  })

  it('§9 big-number default decimals: a division that does not end keeps 20 decimals', () => {
    expect(decimalToString(divideDecimal(d('1'), d('3'))!)).toBe('0.33333333333333333333')
    expect(decimalToString(divideDecimal(d('2'), d('3'))!)).toBe('0.66666666666666666667')
    expect(decimalToString(divideDecimal(d('-1'), d('8'), 2)!)).toBe('-0.13')
    expect(divideDecimal(d('1'), d('0'))).toBeUndefined()
  })

  it('rounds half away from zero', () => {
    expect(decimalToString(roundDecimal(d('1.2345'), 3))).toBe('1.235')
    expect(decimalToString(roundDecimal(d('-1.2345'), 3))).toBe('-1.235')
    expect(decimalToString(roundDecimal(d('1.2344'), 3))).toBe('1.234')
    expect(decimalToFixed(d('0.0004'), 3)).toBe('0.000')
    expect(decimalToFixed(d('-0.0004'), 3)).toBe('0.000')
    expect(decimalToFixed(d('2'), 2)).toBe('2.00')
    expect(decimalToFixed(d('9.999'), 2)).toBe('10.00')
  })

  it('agrees with float multiplication on small integers (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e6, max: 1e6 }), fc.integer({ min: -1e6, max: 1e6 }), (a, b) => {
        expect(decimalToString(multiplyDecimal(d(a), d(b)))).toBe(String(a * b))
      }),
    )
  })
})
