// The code that serves a connected account (balances, identity, name lookup, NFTs, sign-in), as one lazily loaded
// module: one chunk for bundlers that split each import() apart.
export { createBalanceService } from './balance/createBalanceService'
export { createBalanceApi } from './balance/balanceApi'
export { createNativeBalanceReader } from './balance/nativeBalance'
export { createIdentityService } from './identity/createIdentityService'
export { resolveName } from './identity/nameResolution'
export { createNftsService } from './nfts/createNftsService'
export { createSiwxService } from './siwx/createSiwxService'
