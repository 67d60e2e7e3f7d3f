import { describe, expect, it } from 'vitest'
import {
  dedupeConnectors,
  isExcludedConnector,
  isGenericBrowserWalletShown,
  visibleConnectors,
  type ConnectorLike,
} from './connectorRules'

const connector = (overrides: Partial<ConnectorLike> & Pick<ConnectorLike, 'name'>): ConnectorLike => ({
  id: overrides.name.toLowerCase().replace(/\s/g, '-'),
  type: 'ANNOUNCED',
  chain: 'eip155',
  ...overrides,
})

const browserWallet = connector({ id: 'injected', name: 'Browser Wallet', type: 'INJECTED' })

describe('connector rules (SPEC §5)', () => {
  it('§5 connector dedup: one per name and chain, the first one stays', () => {
    const first = connector({ id: 'a', name: 'MetaMask' })
    const again = connector({ id: 'b', name: 'MetaMask', type: 'INJECTED' })
    const otherChain = connector({ id: 'c', name: 'MetaMask', chain: 'solana' })
    expect(dedupeConnectors([first, again, otherChain])).toEqual([first, otherChain])
  })

  it("§5 connector dedup: 'Trust Wallet' is treated as 'Trust'", () => {
    const trust = connector({ id: 'a', name: 'Trust' })
    const trustWallet = connector({ id: 'b', name: 'Trust Wallet' })
    expect(dedupeConnectors([trust, trustWallet])).toEqual([trust])
    expect(dedupeConnectors([trustWallet, trust])).toEqual([trustWallet])
    expect(dedupeConnectors([trust, connector({ id: 'c', name: 'Trust Wallet', chain: 'solana' })])).toHaveLength(2)
  })

  it('§5 excluded wallets hidden by rdns', () => {
    const rabby = connector({ name: 'Rabby', info: { rdns: 'io.rabby' } })
    expect(isExcludedConnector(rabby, [{ name: 'Something else', rdns: 'io.rabby' }])).toBe(true)
    expect(isExcludedConnector(rabby, [{ name: 'Other', rdns: 'io.other' }])).toBe(false)
    // A connector without rdns is not matched by an excluded wallet without rdns on that ground.
    expect(isExcludedConnector(connector({ name: 'Zed' }), [{ name: 'Other', rdns: null }])).toBe(false)
  })

  it('§5 excluded wallets hidden by case-insensitive name', () => {
    expect(isExcludedConnector(connector({ name: 'MetaMask' }), [{ name: 'METAMASK' }])).toBe(true)
    expect(isExcludedConnector(connector({ name: 'Phantom' }), [{ name: 'MetaMask' }])).toBe(false)
  })

  it('§5 excluded wallets: a connector naming an excluded catalogue id is hidden', () => {
    expect(isExcludedConnector(connector({ name: 'X', explorerId: 'w1' }), [], ['w1'])).toBe(true)
    expect(isExcludedConnector(connector({ name: 'X', explorerId: 'w2' }), [], ['w1'])).toBe(false)
  })

  it('§5 Generic Browser Wallet hidden on desktop', () => {
    expect(isGenericBrowserWalletShown(browserWallet, { isMobile: false, injectedInstalled: true })).toBe(false)
    expect(
      isGenericBrowserWalletShown({ ...browserWallet, info: { rdns: 'x' } }, { isMobile: false, injectedInstalled: true }),
    ).toBe(false)
  })

  it('§5 Generic Browser Wallet hidden on mobile when there is no rdns and none installed', () => {
    expect(isGenericBrowserWalletShown(browserWallet, { isMobile: true, injectedInstalled: false })).toBe(false)
    expect(isGenericBrowserWalletShown(browserWallet, { isMobile: true, injectedInstalled: true })).toBe(true)
    expect(
      isGenericBrowserWalletShown({ ...browserWallet, info: { rdns: 'com.wallet' } }, { isMobile: true, injectedInstalled: false }),
    ).toBe(true)
  })

  it('§5 Generic Browser Wallet rule touches no other connector', () => {
    const named = connector({ name: 'MetaMask', type: 'INJECTED' })
    expect(isGenericBrowserWalletShown(named, { isMobile: false, injectedInstalled: false })).toBe(true)
    const announcedNamedLikeGeneric = connector({ name: 'Browser Wallet', type: 'ANNOUNCED' })
    expect(isGenericBrowserWalletShown(announcedNamedLikeGeneric, { isMobile: false, injectedInstalled: false })).toBe(true)
  })

  it('§5 connector rules together: excluded and generic hidden, then one per name and chain', () => {
    const list = [
      connector({ id: 'mm', name: 'MetaMask', info: { rdns: 'io.metamask' } }),
      connector({ id: 'mm2', name: 'metamask', type: 'INJECTED' }),
      connector({ id: 'rabby', name: 'Rabby', info: { rdns: 'io.rabby' } }),
      browserWallet,
    ]
    const shown = visibleConnectors(list, {
      isMobile: false,
      injectedInstalled: true,
      excluded: [{ name: 'Rabby Wallet', rdns: 'io.rabby' }],
      excludeWalletIds: [],
    })
    expect(shown.map((c) => c.id)).toEqual(['mm'])
  })
})
