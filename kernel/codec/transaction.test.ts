import { describe, expect, it } from 'vitest'
import { decode } from './decode'
import { Transaction, Transfer, isSpamOnly } from './transaction'
import { codecProperties } from './testing/properties'
import * as arb from './testing/arbitraries'

const issuesOf = (result: ReturnType<typeof decode>) => (result.ok ? [] : result.error.issues)

const metadata = {
  minedAt: '2026-03-01T10:00:00Z',
  chain: 'eip155:1',
  operationType: 'send',
  status: 'confirmed',
  sentFrom: '0x0000000000000000000000000000000000000001',
  sentTo: '0x0000000000000000000000000000000000000002',
  hash: `0x${'a'.repeat(64)}`,
}
const fungible = { fungible_info: { symbol: 'USDC', icon: { url: 'https://x/usdc.png' } }, quantity: { numeric: '1.5' } }
const nft = (spam: boolean) => ({
  nft_info: { name: 'Ape #1', content: { preview: { url: 'https://x/ape.png' } }, flags: { is_spam: spam } },
  quantity: { numeric: '1' },
})

describe('transaction', () => {
  codecProperties('§3 transaction: transfer', Transfer, arb.transfer)
  codecProperties('§3 transaction', Transaction, arb.transaction)

  it('§3 transaction: id, metadata and transfers with nft_info or fungible_info', () => {
    expect(decode(Transaction, { id: 't', metadata, transfers: [fungible, nft(false)] }).ok).toBe(true)
    expect(decode(Transaction, { id: 't', metadata, transfers: [{ ...fungible, nft_info: null }] }).ok).toBe(true)
  })

  it('§3 transaction: metadata fields are checked by path', () => {
    expect(issuesOf(decode(Transaction, { id: 't', metadata: { ...metadata, minedAt: undefined }, transfers: [] }))).toEqual([
      { path: 'metadata.minedAt', message: 'Required' },
    ])
    expect(issuesOf(decode(Transaction, { id: 't', metadata: { ...metadata, status: 'lost' }, transfers: [] }))).toEqual([
      { path: 'metadata.status', message: "Expected 'confirmed' | 'failed' | 'pending' received string" },
    ])
  })

  it('§3 transaction: a transfer needs quantity.numeric; nft flags.is_spam and preview url are typed', () => {
    expect(issuesOf(decode(Transfer, { fungible_info: { symbol: 'X' } }))).toEqual([{ path: 'quantity', message: 'Required' }])
    expect(issuesOf(decode(Transfer, { quantity: { numeric: 1 } }))).toEqual([
      { path: 'quantity.numeric', message: 'Expected string received number' },
    ])
    expect(issuesOf(decode(Transfer, { ...nft(false), nft_info: { flags: {} } }))).toEqual([
      { path: 'nft_info.flags.is_spam', message: 'Required' },
    ])
    expect(
      issuesOf(decode(Transfer, { ...nft(false), nft_info: { flags: { is_spam: false }, content: { preview: { url: 3 } } } })),
    ).toEqual([{ path: 'nft_info.content.preview.url', message: 'Expected string received number' }])
    expect(issuesOf(decode(Transfer, { ...fungible, fungible_info: { icon: { url: 'u' } } }))).toEqual([
      { path: 'fungible_info.symbol', message: 'Required' },
    ])
  })

  it('§5 transfers are hidden when every transfer is an NFT flagged as spam', () => {
    const tx = (transfers: unknown[]) => {
      const result = decode(Transaction, { id: 't', metadata, transfers })
      if (!result.ok) throw result.error
      return result.value
    }
    expect(isSpamOnly(tx([nft(true), nft(true)]))).toBe(true)
    expect(isSpamOnly(tx([nft(true), nft(false)]))).toBe(false)
    expect(isSpamOnly(tx([nft(true), fungible]))).toBe(false)
    expect(isSpamOnly(tx([]))).toBe(false)
  })
})
