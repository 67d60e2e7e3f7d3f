import { describe, expect, it } from 'vitest'
import { createKernelFixture } from '../../test/kernel/kernelHarness'
import type { CatalogueWallet } from './catalogueRules'
import { allWalletsGrid } from './allWalletsGrid'
import type { WalletsState } from './state'

const wallet = (id: string, extra: Partial<CatalogueWallet> = {}): CatalogueWallet =>
  ({ id, name: id, imageLoading: 'eager', ...extra }) as CatalogueWallet

function walletsState(search?: { readonly query: string; readonly entries: ReadonlyArray<CatalogueWallet> }): WalletsState {
  const { modal } = createKernelFixture({ adapter: false })
  const base = modal.getState().wallets
  modal.destroy()
  return {
    ...base,
    connectors: [
      { id: 'walletConnect', type: 'WALLET_CONNECT', name: 'WalletConnect', chain: 'eip155' },
      { id: 'dev.airlock.devnet', type: 'ANNOUNCED', name: 'Devnet Wallet', chain: 'eip155', info: { rdns: 'dev.airlock.devnet' } },
      { id: 'io.metamask', type: 'ANNOUNCED', name: 'MetaMask', chain: 'eip155', info: { rdns: 'io.metamask' } },
      { id: 'embedded', type: 'AUTH', name: 'Email', chain: 'eip155' },
    ],
    allWallets: [wallet('rainbow'), wallet('ledger')],
    search: search ? { status: 'loaded', error: null, badge: null, ...search } : base.search,
  } as WalletsState
}

describe('AllWallets grid: installed wallets are the Connect view’s wallets (SPEC §2 AllWallets, §5 connector rules)', () => {
  it('§2 the installed wallets come first, as connectors (never WalletConnect itself, nor the embedded wallet that email and the socials reach), then the catalogue', () => {
    expect(allWalletsGrid(walletsState()).map((e) => e.key)).toEqual([
      'connector:dev.airlock.devnet',
      'connector:io.metamask',
      'wallet:rainbow',
      'wallet:ledger',
    ])
  })

  it('§2 a search result that is an installed wallet (same rdns) becomes that installed wallet, first, never a catalogue tile', () => {
    const grid = allWalletsGrid(
      walletsState({ query: 'devnet', entries: [wallet('catalogue-devnet', { name: 'Devnet Wallet', rdns: 'dev.airlock.devnet' }), wallet('devnet-wc', { name: 'Devnet WalletConnect Wallet' })] }),
    )
    expect(grid.map((e) => e.key)).toEqual(['connector:dev.airlock.devnet', 'wallet:devnet-wc'])
  })

  it('§2 an installed wallet whose name matches the search is listed even when the catalogue does not have it', () => {
    const grid = allWalletsGrid(walletsState({ query: 'meta', entries: [] }))
    expect(grid.map((e) => e.key)).toEqual(['connector:io.metamask'])
  })

  it('§2 the embedded wallet is no tile, even when a search names it', () => {
    expect(allWalletsGrid(walletsState({ query: 'email', entries: [] }))).toEqual([])
  })
})
