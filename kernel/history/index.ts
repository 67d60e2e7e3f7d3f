export { HISTORY_NAMESPACES, PENDING_TRANSACTIONS_LIMIT } from './constants'
export { createHistoryApi } from './historyApi'
export type { HistoryApi, HistoryApiDeps, HistoryQuery } from './historyApi'
export {
  initialHistoryState,
  reduceHistory,
  historyGroups,
  pendingTransactions,
  visibleTransactions,
  isOnChain,
} from './historyState'
export type { HistoryCommand, HistoryState, HistoryStatus, HistoryTarget } from './historyState'
export { createHistoryService } from './createHistoryService'
export type { HistoryService, HistoryServiceDeps, HistoryServiceInputs, HistoryTrackEvent } from './createHistoryService'
