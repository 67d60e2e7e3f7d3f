import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { decode } from './decode'
import { TokenBalance } from './token'
import { WalletAsset, WalletAssetsResponse, walletAssetsToTokenBalances } from './assets'
import { codecProperties } from './testing/properties'
import * as arb from './testing/arbitraries'

const issuesOf = (result: ReturnType<typeof decode>) => (result.ok ? [] : result.error.issues)

const usdc = {
  address: '0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48',
  balance: '0x1e8480', // 2_000_000
  type: 'ERC20',
  metadata: { name: 'USD Coin', symbol: 'USDC', decimals: 6, price: 1.5, iconUrl: 'https://x/usdc.png' },
}
const eth = {
  address: 'native',
  balance: '0xde0b6b3a7640000', // 1e18
  type: 'NATIVE',
  metadata: { name: 'Ether', symbol: 'ETH', decimals: 18, price: 3000, iconUrl: 'https://x/eth.png' },
}

describe('wallet assets', () => {
  codecProperties('§5 asset response item', WalletAsset, arb.walletAsset)
  codecProperties('§5 asset response', WalletAssetsResponse, arb.walletAssetsResponse)

  it('§5 asset response: accepted when every asset has the required shape', () => {
    expect(decode(WalletAssetsResponse, { '0x1': [usdc, eth] }).ok).toBe(true)
    expect(decode(WalletAssetsResponse, {}).ok).toBe(true)
  })

  it('§5 asset response: one malformed asset refuses the whole answer', () => {
    const cases: Array<[unknown, { path: string; message: string }]> = [
      [{ ...usdc, address: 1 }, { path: '0x1.1.address', message: 'Expected string received number' }],
      [{ ...usdc, balance: 2_000_000 }, { path: '0x1.1.balance', message: 'Expected string received number' }],
      [{ ...usdc, type: 'ERC721' }, { path: '0x1.1.type', message: "Expected 'ERC20' | 'NATIVE' received string" }],
      [{ ...usdc, metadata: undefined }, { path: '0x1.1.metadata', message: 'Required' }],
      [{ ...usdc, metadata: { ...usdc.metadata, name: null } }, { path: '0x1.1.metadata.name', message: 'Expected string received null' }],
      [{ ...usdc, metadata: { ...usdc.metadata, symbol: 5 } }, { path: '0x1.1.metadata.symbol', message: 'Expected string received number' }],
      [{ ...usdc, metadata: { ...usdc.metadata, decimals: '6' } }, { path: '0x1.1.metadata.decimals', message: 'Expected number received string' }],
      [{ ...usdc, metadata: { ...usdc.metadata, price: '1.5' } }, { path: '0x1.1.metadata.price', message: 'Expected number received string' }],
      [{ ...usdc, metadata: { ...usdc.metadata, iconUrl: undefined } }, { path: '0x1.1.metadata.iconUrl', message: 'Required' }],
      ['usdc', { path: '0x1.1', message: 'Expected object received string' }],
    ]
    for (const [bad, issue] of cases) {
      expect(issuesOf(decode(WalletAssetsResponse, { '0x1': [eth, bad] }))).toEqual([issue])
    }
  })

  it('§5 asset response: replacing any asset of a valid answer by a non-asset refuses it', () => {
    fc.assert(
      fc.property(
        fc.array(arb.walletAsset, { minLength: 1, maxLength: 4 }),
        fc.nat(),
        fc.oneof(fc.jsonValue(), fc.record({ address: arb.text, balance: arb.text, type: fc.constant('ERC20') })),
        (assets, at, junk) => {
          const broken: unknown[] = [...assets]
          broken[at % assets.length] = junk
          expect(decode(WalletAssetsResponse, { '0x1': broken }).ok).toBe(false)
        },
      ),
      { numRuns: 100 },
    )
  })

  it("§5 asset response: tokens with decimals '0' are dropped", () => {
    const nft = { ...usdc, address: '0x1111111111111111111111111111111111111111', metadata: { ...usdc.metadata, decimals: 0 } }
    const balances = walletAssetsToTokenBalances({ '0x1': [usdc, nft, eth] } as WalletAssetsResponse)
    expect(balances.map((b) => b.symbol)).toEqual(['USDC', 'ETH'])
    fc.assert(
      fc.property(arb.walletAssetsResponse, (response) => {
        const decoded = decode(WalletAssetsResponse, response)
        if (!decoded.ok) throw decoded.error
        const kept = walletAssetsToTokenBalances(decoded.value)
        const nonZero = Object.values(decoded.value)
          .flat()
          .filter((asset) => String(asset.metadata.decimals) !== '0')
        expect(kept.length).toBe(nonZero.length)
        for (const balance of kept) expect(balance.quantity.decimals).not.toBe('0')
      }),
      { numRuns: 100 },
    )
  })

  it('§3 token balance from a wallet asset: CAIP ids, whole-unit quantity, value = quantity × price', () => {
    expect(walletAssetsToTokenBalances({ '0x89': [usdc, eth] } as WalletAssetsResponse)).toEqual([
      {
        name: 'USD Coin',
        symbol: 'USDC',
        chainId: 'eip155:137',
        address: 'eip155:137:0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48',
        value: 3,
        price: 1.5,
        quantity: { decimals: '6', numeric: '2' },
        iconUrl: 'https://x/usdc.png',
      },
      {
        name: 'Ether',
        symbol: 'ETH',
        chainId: 'eip155:137',
        value: 3000,
        price: 3000,
        quantity: { decimals: '18', numeric: '1' },
        iconUrl: 'https://x/eth.png',
      },
    ])
    const [fraction] = walletAssetsToTokenBalances({ '0x1': [{ ...usdc, balance: '0x7b' }] } as WalletAssetsResponse)
    expect(fraction?.quantity.numeric).toBe('0.000123')
  })

  it('§3 token balance from a wallet asset: every converted balance passes the token balance codec', () => {
    fc.assert(
      fc.property(arb.walletAssetsResponse, (response) => {
        for (const balance of walletAssetsToTokenBalances(response as WalletAssetsResponse)) {
          expect(decode(TokenBalance, balance).ok).toBe(true)
        }
      }),
      { numRuns: 100 },
    )
  })

  it('§5 asset response: assets whose balance or decimals cannot be read are left out, not thrown', () => {
    const odd = [
      { ...usdc, balance: 'lots' },
      { ...usdc, metadata: { ...usdc.metadata, decimals: 1.5 } },
      { ...usdc, metadata: { ...usdc.metadata, decimals: -1 } },
      { ...usdc, metadata: { ...usdc.metadata, decimals: 1e9 } },
    ]
    expect(walletAssetsToTokenBalances({ '0x1': odd } as WalletAssetsResponse)).toEqual([])
    expect(walletAssetsToTokenBalances({ 'not-a-chain': [usdc] } as WalletAssetsResponse)).toEqual([])
  })
})
