export { AirlockError, errorNames, isAirlockError, messageOf } from './AirlockError'
export type {
  AirlockErrorType,
  ErrorCategory,
  ErrorNameOf,
  HttpErrorType,
  InternalErrorType,
  OptionsErrorType,
  UserRejectedRequestErrorType,
  ValidationErrorType,
  WalletErrorType,
} from './AirlockError'
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
