import { defineMessages } from '../../i18n/catalogue'

/** The Activity tab (transaction history). */
export const historyMessages = defineMessages('history', {
  noActivityHere: 'No activity here',
  evmOnly: 'Activity is only available on EVM networks.',
  loading: 'Loading activity',
  tryAgain: 'Try again',
  noActivity: 'No activity yet',
  noActivityHint: 'Your transactions on this network show here.',
  failed: 'Failed',
  pending: 'Pending',
  noValue: 'No value moved',
  loadingMore: 'Loading more activity',
  loadMore: 'Load more',
})
