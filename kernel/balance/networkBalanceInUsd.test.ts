import { describe, expect, it } from 'vitest'
import { networkBalanceInUsd } from './networkBalanceInUsd'
import type { TokenBalance } from '../codec/token'
import type { CaipNetworkId } from '../codec/primitives'

const token = (over: Partial<TokenBalance>): TokenBalance => ({
  name: 'Ether',
  symbol: 'ETH',
  chainId: 'eip155:1',
  price: 3000.12,
  quantity: { decimals: '18', numeric: '1.5' },
  ...over,
})
const mainnet = 'eip155:1' as CaipNetworkId

describe('network balance in USD (SPEC §9)', () => {
  it("§9 network balance in USD is the native token's numeric quantity times its price", () => {
    const balances = [token({ symbol: 'USDC', address: 'eip155:1:0xa0b8', price: 1, quantity: { decimals: '6', numeric: '99' } }), token({})]
    expect(networkBalanceInUsd(balances, mainnet)).toBe('4500.18')
  })

  it('§9 network balance in USD is exact (no float error)', () => {
    expect(networkBalanceInUsd([token({ price: 0.1, quantity: { decimals: '18', numeric: '3' } })], mainnet)).toBe('0.3')
  })

  it('§9 the native token is also recognised by the 0xeee… native address', () => {
    const native = token({ address: 'eip155:1:0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE', price: 2, quantity: { decimals: '18', numeric: '2' } })
    expect(networkBalanceInUsd([native], mainnet)).toBe('4')
  })

  it("§9 network balance in USD is '0' when the active network's native token is absent", () => {
    expect(networkBalanceInUsd([], mainnet)).toBe('0')
    expect(networkBalanceInUsd([token({ chainId: 'eip155:137' })], mainnet)).toBe('0')
    expect(networkBalanceInUsd([token({ address: 'eip155:1:0xa0b8' })], mainnet)).toBe('0')
    expect(networkBalanceInUsd([token({})], undefined)).toBe('0')
  })
})
