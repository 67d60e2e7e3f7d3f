import type { Connector } from '../codec/connector'
import { isInstalledWallet, withoutInstalled, type CatalogueWallet } from './catalogueRules'
import type { WalletsState } from './state'

/** One tile of the AllWallets grid: an installed wallet (its own connector) or a catalogue wallet. */
export type GridEntry =
  | { readonly kind: 'connector'; readonly key: string; readonly connector: Connector }
  | { readonly kind: 'wallet'; readonly key: string; readonly wallet: CatalogueWallet }

/**
 * Wallets living in this browser: not the WalletConnect pairing, nor the embedded wallet, which
 * email and the social logins reach (a tile would open it as if it were an extension).
 */
const isInstalled = (connector: Connector) => connector.type !== 'WALLET_CONNECT' && connector.type !== 'AUTH'

const matches = (name: string, query: string) => name.toLowerCase().includes(query.toLowerCase())

/**
 * The AllWallets grid: the installed wallets first, as the Connect view shows them (their connector,
 * reached through ConnectingExternal), then the catalogue without them. A search keeps the installed
 * wallets whose name matches, or that a result stands for (by catalogue id, rdns or name), so finding
 * an installed wallet by search never leads to a WalletConnect pairing for it.
 */
export function allWalletsGrid(wallets: WalletsState): ReadonlyArray<GridEntry> {
  const query = wallets.search.query
  const searching = query !== ''
  const results = searching ? wallets.search.entries : wallets.allWallets
  const installed = wallets.connectors
    .filter(isInstalled)
    .filter((c) => !searching || matches(c.name, query) || results.some((entry) => isInstalledWallet(entry, [c])))
  const catalogue = searching ? withoutInstalled(results, wallets.connectors.filter(isInstalled)) : results
  return [
    ...installed.map((connector): GridEntry => ({ kind: 'connector', key: `connector:${connector.id}`, connector })),
    ...catalogue.map((wallet): GridEntry => ({ kind: 'wallet', key: `wallet:${wallet.id}`, wallet })),
  ]
}
