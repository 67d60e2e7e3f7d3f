import { defineMessages } from '../../i18n/catalogue'

/** The AllWallets view. */
export const allWalletsMessages = defineMessages('allWallets', {
  search: 'Search wallet',
  wallets: 'Wallets',
  installed: 'Installed',
  noneFound: 'No wallet found',
  nothingMatches: (query: string) => `Nothing matches “${query}”.`,
  unreachableTitle: 'Could not load the wallet list',
  // The catalogue's own failure text is a browser's ('Failed to fetch'): the person reads this instead.
  unreachable: 'The wallet list can’t be reached right now. Installed wallets and WalletConnect still work.',
  tryAgain: 'Try again',
  loading: 'Loading wallets',
  loadMore: 'Load more',
})
