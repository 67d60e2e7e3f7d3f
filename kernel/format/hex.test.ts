import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { numberToHex as viemNumberToHex, stringToHex as viemStringToHex } from 'viem'
import { numberToHex, stringToHex } from './hex'

describe('hex helpers (SPEC §7 wallet RPC: chainId hex, personal_sign message)', () => {
  it('§7 chain ids and values are 0x-hex, as viem writes them', () => {
    fc.assert(fc.property(fc.bigInt({ min: 0n, max: 2n ** 256n - 1n }), (n) => numberToHex(n) === viemNumberToHex(n)))
    expect(numberToHex(31337)).toBe('0x7a69')
    expect(() => numberToHex(-1)).toThrow(RangeError)
  })

  it('§7 a personal_sign message is the hex of its UTF-8 bytes, as viem writes it', () => {
    fc.assert(fc.property(fc.string({ unit: 'grapheme' }), (text) => stringToHex(text) === viemStringToHex(text)))
    expect(stringToHex('hi')).toBe('0x6869')
  })
})
