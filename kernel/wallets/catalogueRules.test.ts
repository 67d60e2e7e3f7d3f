import { describe, expect, it } from 'vitest'
import {
  decodeEntries,
  fromCustomWallet,
  forPlatform,
  installedWalletIds,
  isInstalledWallet,
  sortByIds,
  withImages,
} from './catalogueRules'
import type { WalletCatalogueEntry } from '../codec/wallet'
import { MOBILE_LINK_EXCEPTIONS } from './constants'
import type { ConnectorLike } from './connectorRules'
import { createRecordingLogger } from '../ports/logger'

const entry = (id: string, overrides: Partial<WalletCatalogueEntry> = {}): WalletCatalogueEntry => ({ id, name: `Wallet ${id}`, ...overrides })

describe('catalogue rules (SPEC §5, §9)', () => {
  it('§5 mobile wallets need a mobile link, with exceptions for two specific wallets', () => {
    expect(MOBILE_LINK_EXCEPTIONS).toHaveLength(2)
    const [first, second] = MOBILE_LINK_EXCEPTIONS
    const entries = [
      entry('linked', { mobile_link: 'linked://' }),
      entry('desktop-only', { desktop_link: 'desk://', webapp_link: 'https://web' }),
      entry(first!),
      entry(second!, { mobile_link: null }),
    ]
    expect(forPlatform(entries, true).map((e) => e.id)).toEqual(['linked', first, second])
    expect(forPlatform(entries, false)).toEqual(entries)
  })

  it('§9 wallet pages: images for the first 20 of a page load first, every entry keeps its image URL', () => {
    const page = Array.from({ length: 40 }, (_, i) => entry(`w${i}`, { image_id: `img${i}` }))
    const shown = withImages(page, (id) => `http://cat/getWalletImage/${id}`)
    expect(shown.filter((w) => w.imageLoading === 'eager').map((w) => w.id)).toEqual(page.slice(0, 20).map((w) => w.id))
    expect(shown.slice(20).every((w) => w.imageLoading === 'lazy')).toBe(true)
    expect(shown[25]!.imageUrl).toBe('http://cat/getWalletImage/img25')
    expect(withImages([entry('no-image')], String)[0]).not.toHaveProperty('imageUrl')
  })

  it('installed wallets are recognised by catalogue id, rdns or name', () => {
    const connectors: ConnectorLike[] = [
      { id: 'a', type: 'ANNOUNCED', name: 'Rabby', chain: 'eip155', info: { rdns: 'io.rabby' } },
      { id: 'b', type: 'EXTERNAL', name: 'Coinbase', chain: 'eip155', explorerId: 'cb' },
      { id: 'c', type: 'INJECTED', name: 'Trust Wallet', chain: 'eip155' },
      { id: 'injected', type: 'INJECTED', name: 'Browser Wallet', chain: 'eip155' },
      { id: 'wc', type: 'WALLET_CONNECT', name: 'WalletConnect', chain: 'eip155' },
    ]
    expect(isInstalledWallet(entry('r', { rdns: 'io.rabby' }), connectors)).toBe(true)
    expect(isInstalledWallet(entry('cb'), connectors)).toBe(true)
    expect(isInstalledWallet(entry('t', { name: 'Trust' }), connectors)).toBe(true)
    expect(isInstalledWallet(entry('bw', { name: 'Browser Wallet' }), connectors)).toBe(false)
    expect(isInstalledWallet(entry('wcw', { name: 'WalletConnect' }), connectors)).toBe(false)
    expect(isInstalledWallet(entry('other', { rdns: 'io.other' }), connectors)).toBe(false)
    expect(installedWalletIds(connectors, [entry('r', { rdns: 'io.rabby' }), entry('x')])).toEqual(['cb', 'r'])
  })

  it('featuredWalletIds order is kept', () => {
    expect(sortByIds([entry('b'), entry('z'), entry('a')], ['a', 'b']).map((e) => e.id)).toEqual(['a', 'b', 'z'])
  })

  it('a catalogue item that fails its codec costs that item only, and is logged', () => {
    const logger = createRecordingLogger()
    const decoded = decodeEntries([{ id: 'ok', name: 'Ok' }, { id: 7 }, { id: 'ok2', name: 'Ok 2', rdns: null }], logger)
    expect(decoded.map((e) => e.id)).toEqual(['ok', 'ok2'])
    expect(logger.entries).toHaveLength(1)
  })
})

describe('custom wallets (SPEC §1 customWallets)', () => {
  it('a custom wallet shows its own image, else its catalogue image', () => {
    const url = (id: string) => `http://cat/getWalletImage/${id}`
    expect(fromCustomWallet({ id: 'a', name: 'A', image_url: 'https://a/a.png', image_id: 'ia' }, url).imageUrl).toBe(
      'https://a/a.png',
    )
    expect(fromCustomWallet({ id: 'b', name: 'B', image_id: 'ib', chains: ['eip155:1'] }, url)).toEqual({
      id: 'b',
      name: 'B',
      image_id: 'ib',
      chains: ['eip155:1'],
      imageUrl: 'http://cat/getWalletImage/ib',
      imageLoading: 'eager',
    })
  })
})
