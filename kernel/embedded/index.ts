export * from './constants'
export { createFrameClient } from './createFrameClient'
export type { FrameClient, FrameClientDeps, FrameAlert, FramePayloadArgs } from './createFrameClient'
export type { FrameClientState, FrameStatus } from './frameState'
export {
  APP_MESSAGE_PREFIX,
  FRAME_MESSAGE_PREFIX,
  FRAME_READY,
  frameRequests,
  frameRequestTypes,
  isLoginRequest,
  appMessageType,
  successMessageType,
  errorMessageType,
  FrameErrorPayload,
  encodeAppMessage,
  encodeFrameSuccess,
  encodeFrameError,
  frameReadyMessage,
  decodeFrameMessage,
  decodeAppMessage,
  decodeRequestPayload,
  decodeAnswer,
} from './protocol'
export type {
  FrameRequestType,
  FramePayload,
  FramePayloadInput,
  FrameAnswer,
  FrameEvent,
  AppRequest,
  WireMessage,
} from './protocol'
export {
  unsafeRpcMethods,
  safeRpcMethods,
  classifyRpcMethod,
  isPermittedRpcMethod,
  isSafeRpcMethod,
} from './rpcMethods'
export type { RpcMethodClass, SafeRpcMethod, UnsafeRpcMethod } from './rpcMethods'
export { rpcLanding } from './rpcLanding'
export type { RpcLanding, RpcLandingFacts, RpcOutcome } from './rpcLanding'
export { createEmbeddedRpc } from './createEmbeddedRpc'
export type { EmbeddedRpc, EmbeddedRpcCall, EmbeddedRpcDeps, EmbeddedRpcInputs } from './createEmbeddedRpc'
export { createEmailLogin } from './emailLogin'
export type { EmailLogin, EmailLoginDeps } from './emailLogin'
export { frameSync$ } from './frameSync'
export type { FrameSyncDeps, FrameSyncInputs } from './frameSync'
