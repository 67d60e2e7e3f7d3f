import { afterEach, describe, expect, it } from 'vitest'
import type { ModalState, NftItem } from '../../../kernel'
import { renderView } from '../../testing/renderView'
import { button, click, settle } from '../../testing/render'
import { pipe, withAccount, withView } from '../../testing/fakeKernel'
import { NftGrid } from './NftGrid'

afterEach(() => {
  document.body.innerHTML = ''
})

const address = '0x1234567890abcdef1234567890abcdef12345678'
const chain = 'eip155:1' as NftItem['chain']
const items: NftItem[] = [
  { name: 'Devnet Collectible #1', imageUrl: 'http://127.0.0.1:1/public/getAssetImage/nft-1', chain },
  { name: 'Plain', imageUrl: undefined, chain },
]
const withNfts =
  (patch: Partial<ModalState['nfts']>) =>
  (s: ModalState): ModalState => ({ ...s, nfts: { ...s.nfts, ...patch } })
const account = pipe(withView('Account'), withAccount(address))

describe('Account → NFTs tab', () => {
  it('opening the tab asks the kernel for the NFTs and shows loading until they are read', async () => {
    const { container, kernel } = await renderView(NftGrid, pipe(account, withNfts({ status: 'loading' })))
    expect(kernel.nfts.fetch).toHaveBeenCalledTimes(1)
    expect(container.querySelector('[role="progressbar"]')?.getAttribute('aria-label')).toBe('Loading NFTs')
  })

  it('lists the held NFTs as a grid: an image named by the NFT, its name below', async () => {
    const { container } = await renderView(NftGrid, pipe(account, withNfts({ status: 'loaded', items })))
    const list = container.querySelector('ul[aria-label="NFTs"]')
    expect(list).not.toBeNull()
    const tiles = Array.from(list!.querySelectorAll('li'))
    expect(tiles.map((li) => li.lastElementChild?.textContent)).toEqual(['Devnet Collectible #1', 'Plain'])
    const image = tiles[0]!.querySelector('img')
    expect(image?.getAttribute('alt')).toBe('Devnet Collectible #1')
    expect(image?.getAttribute('src')).toBe(items[0]!.imageUrl)
    // No preview: a tile with the initial, still named for assistive technology.
    expect(tiles[1]!.querySelector('[role="img"]')?.getAttribute('aria-label')).toBe('Plain')
  })

  it('an image that does not load falls back to the named tile', async () => {
    const { container } = await renderView(NftGrid, pipe(account, withNfts({ status: 'loaded', items: [items[0]!] })))
    await settle(() => container.querySelector('img')?.dispatchEvent(new Event('error')))
    expect(container.querySelector('img')).toBeNull()
    expect(container.querySelector('[role="img"]')?.getAttribute('aria-label')).toBe('Devnet Collectible #1')
  })

  it('keeps the list shown while it is read again', async () => {
    const { container } = await renderView(NftGrid, pipe(account, withNfts({ status: 'loading', items })))
    expect(container.querySelectorAll('li')).toHaveLength(2)
    expect(container.querySelector('[role="progressbar"]')).toBeNull()
  })

  it('says when the history was only read in part (page cap)', async () => {
    const { container } = await renderView(NftGrid, pipe(account, withNfts({ status: 'loaded', items, capped: true })))
    expect(container.textContent).toContain('Only NFTs from your recent activity are shown.')
  })

  it('empty: "No NFTs yet" when the account holds none', async () => {
    const { container } = await renderView(NftGrid, pipe(account, withNfts({ status: 'loaded', items: [] })))
    expect(container.querySelector('[role="status"]')?.textContent).toContain('No NFTs yet')
  })

  it('§9 activity only on eip155: another chain family says NFTs are listed on EVM networks only', async () => {
    const { container } = await renderView(NftGrid, (s) => pipe(account, withNfts({ status: 'loaded', items: [] }))({ ...s, activeNamespace: 'solana' }))
    expect(container.textContent).toContain('NFTs are only listed on EVM networks.')
  })

  it("§8 a failed history read: 'Failed to fetch transactions' as an alert, and Try again reads again", async () => {
    const { container, kernel } = await renderView(NftGrid, pipe(account, withNfts({ status: 'error', error: 'Failed to fetch transactions' })))
    expect(container.querySelector('[role="alert"]')?.textContent).toContain('Failed to fetch transactions')
    await click(button(container, 'Try again'))
    expect(kernel.nfts.fetch).toHaveBeenCalledTimes(2)
  })
})
