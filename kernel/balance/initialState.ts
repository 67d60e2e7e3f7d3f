// No balance read yet, on its own, so the kernel can show it before the balance code is loaded.
import type { BalanceState } from './createBalanceService'

export const initialBalanceState: BalanceState = {
  target: {},
  tokenBalances: [],
  loading: false,
  error: undefined,
  lastRetry: undefined,
  native: undefined,
  stale: false,
}
