import type { RecentWallet } from '../codec/wallet'

/** SPEC §9: recent wallets kept. */
export const maxRecentWallets = 2

/** SPEC §5 recent wallets: at most 2, no duplicates by id; newest first (DESIGN §10). */
export function addRecentWallet(list: ReadonlyArray<RecentWallet>, wallet: RecentWallet): ReadonlyArray<RecentWallet> {
  return [wallet, ...list.filter((w) => w.id !== wallet.id)].slice(0, maxRecentWallets)
}
