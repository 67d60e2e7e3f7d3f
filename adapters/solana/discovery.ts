import { Observable } from 'rxjs'
import type { Wallet } from '@wallet-standard/base'
import type { Wallets } from '@wallet-standard/app'
import type { ConnectorWithProvider } from '../../kernel/ports/adapter'
import { isSolanaWallet } from './walletStandard'

/** A Wallet Standard wallet as a connector: its name is its id (the standard gives wallets no other). */
export const connectorOf = (wallet: Wallet): ConnectorWithProvider => ({
  id: wallet.name,
  type: 'ANNOUNCED',
  name: wallet.name,
  chain: 'solana',
  ...(typeof wallet.icon === 'string' && wallet.icon.startsWith('data:image/') ? { imageUrl: wallet.icon } : {}),
  provider: wallet,
})

/**
 * The Solana wallets registered through the Wallet Standard, as connectors: the current list at once,
 * then the whole list again whenever a wallet registers or leaves, for as long as it is subscribed.
 */
export function discoverWallets(wallets: Wallets): Observable<ReadonlyArray<ConnectorWithProvider>> {
  return new Observable((subscriber) => {
    const publish = () => {
      const seen = new Set<string>()
      subscriber.next(
        wallets.get().filter((wallet) => {
          // One connector per name (SPEC §5 connector dedup): a wallet registered twice is one wallet.
          if (!isSolanaWallet(wallet) || seen.has(wallet.name)) return false
          seen.add(wallet.name)
          return true
        }).map(connectorOf),
      )
    }
    const offRegister = wallets.on('register', publish)
    const offUnregister = wallets.on('unregister', publish)
    publish()
    return () => {
      offRegister()
      offUnregister()
    }
  })
}
