import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { decode } from './decode'
import { DeepLink, RecentWallet, WalletCatalogueEntry } from './wallet'
import { codecProperties } from './testing/properties'
import * as arb from './testing/arbitraries'

const issuesOf = (result: ReturnType<typeof decode>) => (result.ok ? [] : result.error.issues)

describe('wallet records', () => {
  codecProperties('§3 recent wallet', RecentWallet, fc.record({ id: arb.text, name: arb.text }))
  codecProperties('§3 deep-link record', DeepLink, fc.record({ href: arb.walletLink, name: arb.text }))
  codecProperties('§3 wallet catalogue entry', WalletCatalogueEntry, arb.walletCatalogueEntry)

  it('§3 wallet catalogue entry: links, rdns and image may be null as real catalogues send them', () => {
    const entry = {
      id: 'c57ca95b47569778a828d19178114f4db188b89b763c899ba0be274e97267d96',
      name: 'MetaMask',
      homepage: 'https://metamask.io/',
      image_id: '018b2d52-10e9-4158-1fde-a5d5bac5aa00',
      order: 10,
      mobile_link: 'metamask://',
      desktop_link: null,
      webapp_link: null,
      app_store: 'https://apps.apple.com/app/metamask/id1438144202',
      rdns: null,
      chains: ['eip155:1', 'eip155:137'],
      injected: [{ namespace: 'eip155', injected_id: 'isMetaMask' }],
    }
    const result = decode(WalletCatalogueEntry, entry)
    expect(result.ok).toBe(true)
    if (result.ok) expect(result.value.desktop_link).toBeNull()
  })

  it('§3 wallet catalogue entry: id and name are required, links are strings or null', () => {
    expect(issuesOf(decode(WalletCatalogueEntry, { name: 'W' }))).toEqual([{ path: 'id', message: 'Required' }])
    expect(issuesOf(decode(WalletCatalogueEntry, { id: 'w', name: 'W', mobile_link: 3 }))).toEqual([
      { path: 'mobile_link', message: 'Expected string | null received number' },
    ])
    expect(issuesOf(decode(WalletCatalogueEntry, { id: 'w', name: 'W', chains: ['eip155:1', 1] }))).toEqual([
      { path: 'chains.1', message: 'Expected string received number' },
    ])
  })

  it('§3 recent wallet: id and name', () => {
    expect(issuesOf(decode(RecentWallet, { id: 'w' }))).toEqual([{ path: 'name', message: 'Required' }])
  })
})
