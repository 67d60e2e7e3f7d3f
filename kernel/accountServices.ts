// The code that serves a connected account (balances, identity, name lookup, NFTs, sign-in, send,
// history), as one lazily loaded module: it all loads once a connection begins, and one import()
// boundary keeps splitting bundlers from cutting what it shares with the entry into many small chunks.
export { createBalanceService } from './balance/createBalanceService'
export { createBalanceApi } from './balance/balanceApi'
export { createNativeBalanceReader } from './balance/nativeBalance'
export { createIdentityService } from './identity/createIdentityService'
export { resolveName } from './identity/nameResolution'
export { createNftsService } from './nfts/createNftsService'
export { createSiwxService } from './siwx/createSiwxService'
export { createSendService } from './send/createSendService'
export { createHistoryService } from './history/createHistoryService'
export { createEmailLoginService } from './embedded/createEmailLoginService'
// Each service wired from the entry's parts, so the wiring loads with the code it wires.
export {
  balanceServiceOf,
  sendServiceOf,
  historyServiceOf,
  nftsServiceOf,
  identityServiceOf,
  siwxServiceOf,
  emailLoginServiceOf,
} from './wiring/accountWiring'
