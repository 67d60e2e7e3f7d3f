import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { decode } from './decode'
import { EvmAddress, SolanaAddress } from './addresses'
import { codecProperties } from './testing/properties'
import * as arb from './testing/arbitraries'

const messageOf = (result: ReturnType<typeof decode>) => (result.ok ? undefined : result.error.issues[0]?.message)

describe('addresses', () => {
  codecProperties('§5 EVM address', EvmAddress, arb.evmAddress)
  codecProperties('§5 Solana address', SolanaAddress, arb.solanaAddress)

  it('§5 EVM address: 40 hex characters with optional 0x prefix', () => {
    const hex40 = 'aB'.repeat(20)
    expect(decode(EvmAddress, hex40).ok).toBe(true)
    expect(decode(EvmAddress, `0x${hex40}`).ok).toBe(true)
    for (const bad of [`0x${hex40}0`, `0x${hex40.slice(1)}`, `0X${hex40}`, `0x${'g'.repeat(40)}`, `${hex40} `, ''])
      expect(messageOf(decode(EvmAddress, bad)), bad).toBe('Expected EvmAddress received string')
    expect(messageOf(decode(EvmAddress, 0x1234))).toBe('Expected string received number')
  })

  it('§5 EVM address: any string other than (0x)? + 40 hex is refused', () => {
    fc.assert(
      fc.property(
        fc.string().filter((s) => !/^(0x)?[0-9a-fA-F]{40}$/.test(s)),
        (s) => {
          expect(messageOf(decode(EvmAddress, s))).toBe('Expected EvmAddress received string')
        },
      ),
      { numRuns: 100 },
    )
  })

  it('§5 Solana address: base58 of 32 to 44 characters', () => {
    expect(decode(SolanaAddress, '1'.repeat(32)).ok).toBe(true)
    expect(decode(SolanaAddress, 'z'.repeat(44)).ok).toBe(true)
    expect(decode(SolanaAddress, 'So11111111111111111111111111111111111111112').ok).toBe(true)
    // 31 and 45 characters; and 0, O, I, l are not base58.
    for (const bad of ['1'.repeat(31), '1'.repeat(45), `0${'1'.repeat(32)}`, `O${'1'.repeat(32)}`, `I${'1'.repeat(32)}`, `l${'1'.repeat(32)}`])
      expect(messageOf(decode(SolanaAddress, bad)), bad).toBe('Expected SolanaAddress received string')
    expect(messageOf(decode(SolanaAddress, null))).toBe('Expected string received null')
  })
})
