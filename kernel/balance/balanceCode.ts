// The balance service and what it reads with, as one lazily loaded module: one chunk for bundlers
// that split each import() apart.
export { createBalanceService } from './createBalanceService'
export { createBalanceApi } from './balanceApi'
export { createNativeBalanceReader } from './nativeBalance'
