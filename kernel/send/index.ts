export { createSendService } from './createSendService'
export type { SendService } from './createSendService'
export { initialSendState, reduceSend } from './sendState'
export type { SendCommand } from './sendState'
export { planSend, isReceiverValid, amountErrorOf, receiverErrorOf } from './sendPlan'
export type { SendPlan, Planned } from './sendPlan'
export { encodeTransferCalldata, TRANSFER_SELECTOR } from './transferCalldata'
export type {
  ReceiverProfile,
  SendBalances,
  SendContext,
  SendResult,
  SendRouter,
  SendServiceDeps,
  SendServiceInputs,
  SendState,
  SendTrackEvent,
} from './types'
