import { MAX_RECENT_WALLETS, type RecentWallet } from '../codec/wallet'

export { MAX_RECENT_WALLETS }

/** SPEC §5 recent wallets: at most 2, no duplicates by id; newest first (DESIGN §10). */
export function addRecentWallet(list: ReadonlyArray<RecentWallet>, wallet: RecentWallet): ReadonlyArray<RecentWallet> {
  return [wallet, ...list.filter((w) => w.id !== wallet.id)].slice(0, MAX_RECENT_WALLETS)
}
