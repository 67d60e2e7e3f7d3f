import type { Connector } from '../codec/connector'
import type { RecentWallet } from '../codec/wallet'
import type { ConnectorTypeOrderEntry } from '../options/codecs'
import type { CatalogueWallet } from './catalogueRules'
import type { WalletsState } from './state'

/** One row of the Connect view's wallet list, in the order to show. */
export type ConnectEntry =
  | {
      readonly kind: 'walletConnect' | 'connector'
      readonly key: string
      readonly connector: Connector
      readonly tag: 'QR code' | 'Installed' | undefined
    }
  | { readonly kind: 'wallet'; readonly key: string; readonly wallet: CatalogueWallet; readonly tag: 'Recent' | undefined }

const isLocal = (c: Connector) => c.type === 'INJECTED' || c.type === 'ANNOUNCED'
const isExternal = (c: Connector) => c.type === 'EXTERNAL' || c.type === 'MULTI_CHAIN'

/**
 * SPEC §1 connectorTypeOrder: the Connect view's rows group by kind in the configured order
 * (WalletConnect, recent, installed, featured, custom, external, recommended by default), each wallet
 * shown once, at its first place.
 */
export function connectList(
  wallets: WalletsState,
  recent: ReadonlyArray<RecentWallet>,
  order: ReadonlyArray<ConnectorTypeOrderEntry>,
): ReadonlyArray<ConnectEntry> {
  const connector = (c: Connector, tag?: 'QR code' | 'Installed'): ConnectEntry => ({
    kind: c.type === 'WALLET_CONNECT' ? 'walletConnect' : 'connector',
    key: `connector:${c.id}`,
    connector: c,
    tag,
  })
  const wallet = (w: CatalogueWallet, tag?: 'Recent'): ConnectEntry => ({ kind: 'wallet', key: `wallet:${w.id}`, wallet: w, tag })
  const known = [...wallets.allWallets, ...wallets.custom, ...wallets.recommended.entries, ...wallets.featured.entries]
  const groups: Record<ConnectorTypeOrderEntry, () => ReadonlyArray<ConnectEntry>> = {
    walletConnect: () => wallets.connectors.filter((c) => c.type === 'WALLET_CONNECT').map((c) => connector(c, 'QR code')),
    recent: () =>
      recent.flatMap((r) => {
        const found = known.find((w) => w.id === r.id)
        return found ? [wallet(found, 'Recent')] : []
      }),
    injected: () => wallets.connectors.filter(isLocal).map((c) => connector(c, 'Installed')),
    featured: () => wallets.featured.entries.map((w) => wallet(w)),
    custom: () => wallets.custom.map((w) => wallet(w)),
    external: () => wallets.connectors.filter(isExternal).map((c) => connector(c)),
    recommended: () => wallets.recommended.entries.map((w) => wallet(w)),
  }
  const seen = new Set<string>()
  return order.flatMap((entry) => groups[entry]()).filter((row) => (seen.has(row.key) ? false : (seen.add(row.key), true)))
}
