/**
 * SPEC §8 "Shown to the user" texts that only lazily loaded code spells (balances, history and NFTs,
 * sign-in, the embedded wallet): in a file of their own, so the page does not load them before it
 * needs them (the weight budget). `allShownMessages` holds them with the entry's own.
 */
export const tokenBalanceUnavailable = 'Token Balance Unavailable'
export const authInitFailed = 'A problem occurred while trying initialize authentication'
export const smartAccountsUnsupported = 'This application might not support Smart Accounts'
export const failedToFetchTransactions = 'Failed to fetch transactions'
export const authenticating = 'Authenticating...'
/** SPEC §6: the UI message for an embedded-wallet method that is not allowed. */
export const actionNotAllowed = 'Action not allowed'
