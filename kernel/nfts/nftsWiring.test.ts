import { describe, expect, it } from 'vitest'
import { firstValueFrom, filter } from 'rxjs'
import { kernelFixtures } from '../../test/kernel/kernelHarness'
import { createTableFetch } from '../../test/harness/env'

const fixture = kernelFixtures()

const api = () =>
  createTableFetch({
    '/getWallets': () => Response.json({ data: [], count: 0 }),
    '/getAnalyticsConfig': () => Response.json({ isAnalyticsEnabled: false }),
    '/v1/supported-chains': () => Response.json({ http: ['eip155:1', 'eip155:137'], ws: [] }),
  })

const nftTx = (chain: string, name: string, spam = false) => ({
  id: `${chain}-${name}`,
  metadata: { minedAt: '2026-01-01T00:00:00Z', chain, operationType: 'mint', status: 'confirmed', sentFrom: '0xminter', sentTo: '0xcontract' },
  transfers: [{ quantity: { numeric: '1' }, direction: 'in', nft_info: { name, flags: { is_spam: spam }, content: { preview: { url: `https://img.test/${name}` } } } }],
})

describe('NFTs tab wiring (createModal): kernel.nfts.fetch and ModalState.nfts', () => {
  it('§7 the NFTs come from the account history of the connected chain; §4 disconnect (reset connection) drops them', async () => {
    const base = api()
    const fetch = Object.assign(
      async (input: string, init?: RequestInit) => {
        const url = new URL(input)
        // Each chain's history: one NFT minted to the account, and one spam NFT.
        if (/\/v1\/account\/[^/]+\/history$/.test(url.pathname)) {
          const chain = url.searchParams.get('chainId') ?? ''
          return Response.json({ data: [nftTx(chain, `Mine on ${chain}`), nftTx(chain, 'Junk', true)], next: null })
        }
        return base(input, init)
      },
      { calls: base.calls },
    )
    const { modal } = fixture({ env: { fetch } })
    expect(modal.getState().nfts.status).toBe('idle')
    await modal.connect({ connectorId: 'mock' })
    modal.nfts.fetch()
    const loaded = await firstValueFrom(modal.state$.pipe(filter((s) => s.nfts.status === 'loaded')))
    expect(loaded.nfts.items).toEqual([{ name: 'Mine on eip155:1', imageUrl: 'https://img.test/Mine on eip155:1', chain: 'eip155:1' }])

    // Another chain: the list is dropped and, once fetched, read again for that chain.
    await modal.switchNetwork(modal.getState().networks.find((n) => n.caipNetworkId === 'eip155:137')!)
    const switched = await firstValueFrom(modal.state$.pipe(filter((s) => s.nfts.status === 'loaded' && s.nfts.target.caipNetworkId === 'eip155:137')))
    expect(switched.nfts.items.map((i) => i.name)).toEqual(['Mine on eip155:137'])

    await modal.disconnect()
    expect(modal.getState().nfts).toMatchObject({ status: 'idle', items: [] })
  })
})
