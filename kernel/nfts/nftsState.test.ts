import { describe, expect, it } from 'vitest'
import type { CaipNetworkId } from '../codec/primitives'
import type { Transaction, Transfer } from '../codec/transaction'
import { heldNfts, initialNftsState, nftMove, reduceNfts } from './nftsState'

const chain = 'eip155:31337' as CaipNetworkId
const me = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const contract = '0xCf7Ed3AccA5a467e9e704C703E8D87F634fB0Fc9'

const nft = (name: string | null, direction?: Transfer['direction'], spam = false): Transfer => ({
  quantity: { numeric: '1' },
  ...(direction ? { direction } : {}),
  fungible_info: null,
  nft_info: { name, flags: { is_spam: spam }, content: { preview: { url: `https://img.test/${name ?? 'x'}` } } },
})

/** Shaped like the devnet's answer: sentFrom is the transaction's sender, sentTo the NFT contract. */
const tx = (id: string, operationType: string, transfers: Transfer[], extra: Partial<Transaction['metadata']> = {}): Transaction => ({
  id,
  metadata: { minedAt: '2026-01-01T00:00:00Z', chain, operationType, status: 'confirmed', sentFrom: me, sentTo: contract, ...extra },
  transfers,
})

const names = (list: ReadonlyArray<{ name: string }>) => list.map((item) => item.name)

describe('NFTs from the account history (SPEC §3 Transaction, §5, §7)', () => {
  it('§3 nft_info: minted and received NFTs are held; one sent on is gone, although the account sent both the mint and the send', () => {
    // Newest first, as the history answers: the account minted #1, #2 to itself, then sent #2 away.
    const history = [tx('send', 'send', [nft('Collectible #2', 'out')]), tx('m2', 'mint', [nft('Collectible #2', 'in')]), tx('m1', 'mint', [nft('Collectible #1', 'in')])]
    expect(heldNfts(history, chain)).toEqual([{ name: 'Collectible #1', imageUrl: 'https://img.test/Collectible #1', chain }])
  })

  it('§3 nft_info: the latest move decides: an NFT received back after being sent is held again, listed newest first', () => {
    const history = [
      tx('back', 'receive', [nft('A', 'in')]),
      tx('newer', 'mint', [nft('B', 'in')]),
      tx('away', 'send', [nft('A', 'out')]),
      tx('first', 'mint', [nft('A', 'in')]),
    ]
    expect(names(heldNfts(history, chain))).toEqual(['A', 'B'])
  })

  it('§3 nft_info: within one transaction the last transfer is the latest move', () => {
    expect(names(heldNfts([tx('t', 'trade', [nft('A', 'in'), nft('A', 'out')])], chain))).toEqual([])
    expect(names(heldNfts([tx('t', 'trade', [nft('A', 'out'), nft('A', 'in')])], chain))).toEqual(['A'])
  })

  it('§3 transfer direction: a self transfer leaves the NFT held', () => {
    expect(names(heldNfts([tx('t', 'send', [nft('A', 'self')])], chain))).toEqual(['A'])
  })

  it('§3 operationType: without a transfer direction, mint/receive bring in, send/burn take out, anything else decides nothing', () => {
    expect(nftMove(nft('A'), 'mint')).toBe('in')
    expect(nftMove(nft('A'), 'receive')).toBe('in')
    expect(nftMove(nft('A'), 'send')).toBe('out')
    expect(nftMove(nft('A'), 'burn')).toBe('out')
    expect(nftMove(nft('A'), 'trade')).toBeUndefined()
    // The transfer's direction wins over the operation.
    expect(nftMove(nft('A', 'in'), 'send')).toBe('in')
    // An undecided newer move lets an older one decide.
    expect(names(heldNfts([tx('t2', 'trade', [nft('A')]), tx('t1', 'receive', [nft('A')])], chain))).toEqual(['A'])
  })

  it('§5 spam NFTs (flags.is_spam) are not listed', () => {
    const history = [tx('spam', 'mint', [nft('Claim Your 5000 DVT Reward', 'in', true)]), tx('ok', 'mint', [nft('A', 'in')])]
    expect(names(heldNfts(history, chain))).toEqual(['A'])
  })

  it('§5 transactions count only for the connected chain (CAIP-2 or bare reference)', () => {
    const history = [
      tx('other', 'mint', [nft('Elsewhere', 'in')], { chain: 'eip155:31338' }),
      tx('bare', 'mint', [nft('Bare', 'in')], { chain: '31337' }),
      tx('here', 'mint', [nft('Here', 'in')]),
    ]
    expect(heldNfts(history, chain)).toEqual([
      { name: 'Bare', imageUrl: 'https://img.test/Bare', chain },
      { name: 'Here', imageUrl: 'https://img.test/Here', chain },
    ])
  })

  it('§3 status: failed and pending transactions moved nothing', () => {
    const history = [
      tx('failed', 'send', [nft('A', 'out')], { status: 'failed' }),
      tx('pending', 'receive', [nft('B', 'in')], { status: 'pending' }),
      tx('ok', 'mint', [nft('A', 'in')]),
    ]
    expect(names(heldNfts(history, chain))).toEqual(['A'])
  })

  it('§3 nft_info name: an NFT is known by its name; nameless NFTs and fungible transfers are not listed', () => {
    const fungible: Transfer = { quantity: { numeric: '5' }, direction: 'in', fungible_info: { symbol: 'DVT' }, nft_info: null }
    const noPreview: Transfer = { quantity: { numeric: '1' }, direction: 'in', nft_info: { name: 'Plain', flags: { is_spam: false } } }
    const history = [tx('t', 'receive', [fungible, nft(null, 'in'), noPreview])]
    expect(heldNfts(history, chain)).toEqual([{ name: 'Plain', imageUrl: undefined, chain }])
  })

  it('reset on account or chain change: the list, its status and error go, a fetch asked stays asked', () => {
    const loaded = { ...initialNftsState, active: true, status: 'loaded' as const, items: [{ name: 'A', imageUrl: undefined, chain }], capped: true }
    const next = reduceNfts(loaded, { type: 'targetChanged', target: { address: '0xdef' } })
    expect(next).toEqual({ ...initialNftsState, active: true, target: { address: '0xdef' } })
    expect(reduceNfts(loaded, { type: 'clear' })).toEqual(initialNftsState)
  })
})
