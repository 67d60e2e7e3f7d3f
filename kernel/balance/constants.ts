import type { ChainNamespace } from '../codec/primitives'

/** SPEC §9 cache lifetime "portfolio 30 s": the token balance answer per address and network. */
export const PORTFOLIO_CACHE_MS = 30_000
/** SPEC §9 cache lifetime "native balance 30 s": the adapter's native-coin balance per CAIP address. */
export const NATIVE_BALANCE_CACHE_MS = 30_000
/** SPEC §9 "Balance retry gap after failure": 30 s of empty lists without a call. */
export const BALANCE_RETRY_GAP_MS = 30_000
/** SPEC §9: balances are supported on eip155 and solana; bip122 too, read from the network's ledger by the API. */
export const BALANCE_NAMESPACES: ReadonlyArray<ChainNamespace> = ['eip155', 'solana', 'bip122']
/** SPEC §7: balances are asked in this currency. */
export const BALANCE_CURRENCY = 'usd'
