import { describe, expect, it } from 'vitest'
import { encodeTransferCalldata, TRANSFER_SELECTOR } from './transferCalldata'

describe('ERC-20 transfer call data (SPEC §7 token send)', () => {
  it('§7 token send: transfer(receiver, amount) is the selector, the padded receiver and the padded amount', () => {
    const data = encodeTransferCalldata('0x70997970C51812dc3A010C7d01b50e0d17dc79C8', 1_500_000n)
    // Checked against viem's encodeFunctionData(erc20Abi, 'transfer', [receiver, 1500000n]).
    expect(data).toBe(
      '0xa9059cbb' +
        '00000000000000000000000070997970c51812dc3a010c7d01b50e0d17dc79c8' +
        '000000000000000000000000000000000000000000000000000000000016e360',
    )
    expect(data).toHaveLength(2 + 8 + 64 + 64)
  })

  it('§7 token send: the selector is keccak256("transfer(address,uint256)")[0..4]', () => {
    expect(TRANSFER_SELECTOR).toBe('0xa9059cbb')
  })

  it('§5 addresses: a receiver without the 0x prefix encodes the same', () => {
    expect(encodeTransferCalldata('70997970C51812dc3A010C7d01b50e0d17dc79C8', 1n)).toBe(
      encodeTransferCalldata('0x70997970C51812dc3A010C7d01b50e0d17dc79C8', 1n),
    )
  })

  it('§7 token send: the full uint256 range is encoded, and nothing outside it', () => {
    const max = (1n << 256n) - 1n
    expect(encodeTransferCalldata(`0x${'1'.repeat(40)}`, max).slice(-64)).toBe('f'.repeat(64))
    expect(() => encodeTransferCalldata(`0x${'1'.repeat(40)}`, max + 1n)).toThrow(RangeError)
    expect(() => encodeTransferCalldata(`0x${'1'.repeat(40)}`, -1n)).toThrow(RangeError)
    expect(() => encodeTransferCalldata('0x1234', 1n)).toThrow(RangeError)
  })
})
