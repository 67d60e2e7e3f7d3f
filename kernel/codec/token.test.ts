import { describe, expect, it } from 'vitest'
import { decode } from './decode'
import { TokenBalance } from './token'
import { codecProperties } from './testing/properties'
import * as arb from './testing/arbitraries'

const issuesOf = (result: ReturnType<typeof decode>) => (result.ok ? [] : result.error.issues)

const usdc = {
  name: 'USD Coin',
  symbol: 'USDC',
  chainId: 'eip155:1',
  address: 'eip155:1:0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48',
  value: 12.5,
  price: 1,
  quantity: { decimals: '6', numeric: '12.5' },
  iconUrl: 'https://example.org/usdc.png',
}

describe('token balance', () => {
  codecProperties('§3 token balance', TokenBalance, arb.tokenBalance)

  it('§3 token balance: name, symbol, chainId, address, value, price, quantity (decimals, numeric), iconUrl', () => {
    expect(decode(TokenBalance, usdc).ok).toBe(true)
    const { address: _address, value: _value, ...native } = usdc
    expect(decode(TokenBalance, native).ok).toBe(true)
  })

  it('§3 token balance: a token without iconUrl (or value) is still read', () => {
    const { iconUrl: _iconUrl, value: _value, ...bare } = usdc
    expect(decode(TokenBalance, bare)).toEqual({ ok: true, value: bare })
    expect(issuesOf(decode(TokenBalance, { ...usdc, iconUrl: 3 }))).toEqual([
      { path: 'iconUrl', message: 'Expected string received number' },
    ])
  })

  it('§3 token balance: quantity needs decimals and numeric as strings', () => {
    expect(issuesOf(decode(TokenBalance, { ...usdc, quantity: { decimals: 6, numeric: '1' } }))).toEqual([
      { path: 'quantity.decimals', message: 'Expected string received number' },
    ])
    expect(issuesOf(decode(TokenBalance, { ...usdc, quantity: { decimals: '6' } }))).toEqual([
      { path: 'quantity.numeric', message: 'Required' },
    ])
    expect(issuesOf(decode(TokenBalance, { ...usdc, price: '1' }))).toEqual([
      { path: 'price', message: 'Expected number received string' },
    ])
  })
})
