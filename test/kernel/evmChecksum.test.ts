import { describe, expect, it } from 'vitest'
import { getAddress, keccak256 as viemKeccak, toHex } from 'viem'
import { keccak256 } from '../../kernel/codec/keccak256'
import { hasValidEvmChecksum } from '../../kernel/codec/evmChecksum'

const hex = (bytes: Uint8Array) => `0x${Buffer.from(bytes).toString('hex')}`

/** Deterministic bytes, so a failure names an input that reproduces. */
function bytesOf(seed: number, length: number): Uint8Array {
  const out = new Uint8Array(length)
  let x = seed * 2654435761 + 1
  for (let i = 0; i < length; i++) {
    x = (x * 1103515245 + 12345) >>> 0
    out[i] = x >>> 24
  }
  return out
}

describe('EIP-55 address checksum (SPEC §5 addresses)', () => {
  it('keccak-256 of the empty input is the published digest', () => {
    expect(hex(keccak256(new Uint8Array()))).toBe('0xc5d2460186f7233c927e7db2dcc703c0e500b653ca82273b7bfad8045d85a470')
  })

  it('keccak-256 agrees with viem on inputs around the 136-byte block edge', () => {
    for (const length of [1, 20, 40, 135, 136, 137, 271, 272, 500]) {
      const input = bytesOf(length, length)
      expect(hex(keccak256(input)), `length ${length}`).toBe(viemKeccak(toHex(input)))
    }
  })

  it('the EIP-55 examples pass; the same addresses with one capital flipped fail', () => {
    const examples = [
      '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
      '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359',
      '0xdbF03B407c01E7cD3CBea99509d93f8DDDC8C6FB',
      '0xD1220A0cf47c7B9Be7A2E6BA89F429762e7b9aDb',
    ]
    for (const address of examples) {
      expect(hasValidEvmChecksum(address)).toBe(true)
      const at = address.search(/[a-f]/)
      const typo = address.slice(0, at) + address[at]!.toUpperCase() + address.slice(at + 1)
      expect(hasValidEvmChecksum(typo), typo).toBe(false)
    }
  })

  it('all-lowercase and all-uppercase addresses carry no checksum and pass', () => {
    expect(hasValidEvmChecksum('0x5aaeb6053f3e94c9b9a09f33669435e7ef1beaed')).toBe(true)
    expect(hasValidEvmChecksum('0x5AAEB6053F3E94C9B9A09F33669435E7EF1BEAED')).toBe(true)
  })

  it('agrees with viem getAddress on 300 generated addresses', () => {
    for (let seed = 0; seed < 300; seed++) {
      const checksummed = getAddress(hex(bytesOf(seed, 20)))
      expect(hasValidEvmChecksum(checksummed), checksummed).toBe(true)
    }
  })
})
