export * from './constants'
export { NATIVE_TOKEN_ADDRESSES, isNativeTokenAddress } from './nativeToken'
export { networkBalanceInUsd } from './networkBalanceInUsd'
export { createBalanceApi } from './balanceApi'
export type { BalanceApi, BalanceApiDeps } from './balanceApi'
export { createNativeBalanceCache, NativeBalance } from './nativeBalanceCache'
export { createNativeBalanceReader } from './nativeBalance'
export type { NativeAccountBalance, NativeBalanceReader, NativeBalanceReaderDeps } from './nativeBalance'
export type { NativeBalanceCache } from './nativeBalanceCache'
export { createBalanceService, reduceBalance, initialBalanceState } from './createBalanceService'
export type {
  BalanceService,
  BalanceState,
  BalanceCommand,
  BalanceTarget,
  BalanceServiceDeps,
  BalanceServiceInputs,
} from './createBalanceService'
