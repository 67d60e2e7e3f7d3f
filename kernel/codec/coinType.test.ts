import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { evmChainIdToCoinType } from './coinType'
import { AirlockError } from '../errors/AirlockError'

const thrown = (run: () => unknown): unknown => {
  try {
    run()
  } catch (error) {
    return error
  }
  return undefined
}

describe('evmChainIdToCoinType', () => {
  it('§5 EVM chain id to coin type: ENSIP-11 sets the high bit', () => {
    expect(evmChainIdToCoinType(1)).toBe(2147483649)
    expect(evmChainIdToCoinType(10)).toBe(2147483658)
    expect(evmChainIdToCoinType(137)).toBe(2147483785)
    expect(evmChainIdToCoinType(0)).toBe(0x80000000)
    expect(evmChainIdToCoinType(0x7fffffff)).toBe(0xffffffff)
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 0x7fffffff }), (id) => {
        expect(evmChainIdToCoinType(id)).toBe(0x80000000 + id)
      }),
      { numRuns: 200 },
    )
  })

  it("§5 EVM chain id to coin type: ids at or above 0x80000000 fail with 'Invalid chainId'", () => {
    for (const id of [0x80000000, 0x80000001, 0xffffffff, 2 ** 40, Number.MAX_SAFE_INTEGER]) {
      const error = thrown(() => evmChainIdToCoinType(id))
      expect(error, String(id)).toBeInstanceOf(AirlockError)
      expect((error as AirlockError).shortMessage).toBe('Invalid chainId')
    }
    fc.assert(
      fc.property(fc.integer({ min: 0x80000000, max: Number.MAX_SAFE_INTEGER }), (id) => {
        expect((thrown(() => evmChainIdToCoinType(id)) as AirlockError).shortMessage).toBe('Invalid chainId')
      }),
      { numRuns: 200 },
    )
  })

  it("§5 EVM chain id to coin type: negative, fractional or non-finite ids fail with 'Invalid chainId'", () => {
    for (const id of [-1, 1.5, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect((thrown(() => evmChainIdToCoinType(id)) as AirlockError).shortMessage, String(id)).toBe('Invalid chainId')
    }
  })
})
