import type { KernelParts } from './parts'

/** After a payment, swap or purchase lands: the token balances are read again, past their cache. */
export const refreshBalances = ({ balance }: KernelParts) => () => balance.call((b) => b.fetchTokenBalances({ forceUpdate: true }))
