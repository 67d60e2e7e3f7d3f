import type { BalanceState } from './createBalanceService'

/**
 * The balances are still on their way: being read, or the balance code not yet run. Its code loads
 * once a connection begins and a fetch given before then waits for it; until it runs it has no
 * account as its target, and its empty list says nothing yet.
 */
export const balancesPending = (balance: BalanceState): boolean => balance.loading || balance.target.address === undefined
