export { createRouterService } from './createRouterService'
export type { RouterService, CloseRequest } from './createRouterService'
export { initialRouterState, backCloses } from './routerState'
export type {
  RouterState,
  RouterCommand,
  TransactionAction,
  TransactionOutcome,
  NonEmptyEntries,
} from './routerState'
export { viewNames, ViewName, RouterData } from './views'
export type { RouterEntry } from './views'
