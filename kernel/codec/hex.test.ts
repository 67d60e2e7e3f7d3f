import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { decode } from './decode'
import { HexPrefixed, SignedMessage, TransactionHash } from './hex'
import { codecProperties } from './testing/properties'
import * as arb from './testing/arbitraries'

const messageOf = (result: ReturnType<typeof decode>) => (result.ok ? undefined : result.error.issues[0]?.message)

describe('hex strings', () => {
  codecProperties('§5 transaction hash', TransactionHash, arb.transactionHash)
  codecProperties('§5 signed message', SignedMessage, arb.signedMessage)
  codecProperties('§5 call batches: 0x-prefixed string', HexPrefixed, arb.hexPrefixed)

  it('§5 transaction hash: 0x plus 64 hex characters', () => {
    expect(decode(TransactionHash, `0x${'a'.repeat(64)}`).ok).toBe(true)
    for (const bad of [`0x${'a'.repeat(63)}`, `0x${'a'.repeat(65)}`, 'a'.repeat(66), `0x${'z'.repeat(64)}`])
      expect(messageOf(decode(TransactionHash, bad)), bad).toBe('Expected TransactionHash received string')
    expect(messageOf(decode(TransactionHash, undefined))).toBe('Required')
  })

  it('§5 transaction hash: any string that is not 0x + 64 hex is refused', () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 80 }).filter((s) => !/^0x[0-9a-fA-F]{64}$/.test(s)),
        (s) => {
          expect(messageOf(decode(TransactionHash, s))).toBe('Expected TransactionHash received string')
        },
      ),
      { numRuns: 100 },
    )
  })

  it('§5 signed message: 0x plus at least 62 hex characters', () => {
    expect(decode(SignedMessage, `0x${'f'.repeat(62)}`).ok).toBe(true)
    expect(decode(SignedMessage, `0x${'f'.repeat(130)}`).ok).toBe(true)
    for (const bad of [`0x${'f'.repeat(61)}`, 'f'.repeat(64), `0x${'f'.repeat(61)}g`])
      expect(messageOf(decode(SignedMessage, bad)), bad).toBe('Expected SignedMessage received string')
    expect(messageOf(decode(SignedMessage, 12))).toBe('Expected string received number')
  })

  it('§5 call batches: a 0x-prefixed string starts with 0x', () => {
    expect(decode(HexPrefixed, '0x').ok).toBe(true)
    expect(messageOf(decode(HexPrefixed, 'abc'))).toBe('Expected HexPrefixed received string')
  })
})
