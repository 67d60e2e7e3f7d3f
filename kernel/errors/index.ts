export { AirlockError, messageOf } from './AirlockError'
export type { ErrorCategory } from './AirlockError'
export {
  shownMessages,
  thrownMessages,
  schemaMessages,
  alertCatalogue,
  serverMessageAlerts,
  walletErrorCodes,
  trackEvents,
} from './messages'
export type { AlertCode, TrackEventName } from './messages'
