import { describe, expect, it } from 'vitest'
import { createKernelFixture } from '../../test/kernel/kernelHarness'
import type { CatalogueWallet } from './catalogueRules'
import { connectList } from './connectList'
import { defaultConnectorTypeOrder } from '../options/defaults'
import type { WalletsState } from './state'

const wallet = (id: string): CatalogueWallet => ({ id, name: id, imageLoading: 'eager' }) as CatalogueWallet
const list = (...ids: string[]) => ({ status: 'loaded' as const, error: null, entries: ids.map(wallet) })

function walletsState(): WalletsState {
  const { modal } = createKernelFixture({ adapter: false })
  const base = modal.getState().wallets
  modal.destroy()
  return {
    ...base,
    connectors: [
      { id: 'walletConnect', type: 'WALLET_CONNECT', name: 'WalletConnect', chain: 'eip155' },
      { id: 'io.metamask', type: 'ANNOUNCED', name: 'MetaMask', chain: 'eip155' },
      { id: 'ext', type: 'EXTERNAL', name: 'External', chain: 'eip155' },
    ],
    featured: list('featured-1', 'recent-1'),
    recommended: list('recommended-1', 'featured-1'),
    custom: [wallet('custom-1')],
    allWallets: [wallet('recent-1')],
  } as WalletsState
}

describe('Connect view rows, kept by the kernel (SPEC §1 connectorTypeOrder)', () => {
  it('§1 the default order: WalletConnect, recent, installed, featured, custom, external, recommended; each wallet once, at its first place', () => {
    const rows = connectList(walletsState(), [{ id: 'recent-1', name: 'recent-1' }], defaultConnectorTypeOrder)
    expect(rows.map((r) => [r.key, r.tag])).toEqual([
      ['connector:walletConnect', 'QR code'],
      ['wallet:recent-1', 'Recent'],
      ['connector:io.metamask', 'Installed'],
      ['wallet:featured-1', undefined],
      ['wallet:custom-1', undefined],
      ['connector:ext', undefined],
      ['wallet:recommended-1', undefined],
    ])
  })

  it('§1 connectorTypeOrder from the options decides the order, and the snapshot carries it', () => {
    const rows = connectList(walletsState(), [], ['recommended', 'injected'])
    expect(rows.map((r) => r.key)).toEqual(['wallet:recommended-1', 'wallet:featured-1', 'connector:io.metamask'])
    const { modal } = createKernelFixture({ options: { features: { connectorTypeOrder: ['injected', 'walletConnect'] } } })
    expect(modal.getState().connectList.map((r) => r.key)).toEqual(['connector:mock'])
    modal.destroy()
  })
})
