// The empty history on its own, so the kernel can show it before the history code is loaded.
import type { HistoryState } from './historyState'

export const initialHistoryState: HistoryState = {
  target: {},
  status: 'idle',
  transactions: [],
  next: undefined,
  onramp: undefined,
  active: false,
  error: undefined,
}
