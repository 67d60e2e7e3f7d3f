/** SPEC §9 swap slippage tolerance, in percent. */
export const SWAP_SLIPPAGE_PERCENT = 1

/** SPEC §9 swap-supported eip155 chain ids (an integrator adds its own through `swapNetworks`). */
export const SWAP_SUPPORTED_CHAIN_IDS: ReadonlyArray<number> = [1, 42161, 10, 324, 8453, 56, 137, 100, 43114, 250, 8217, 1313161554]

/** SPEC §9 native token address for eip155 (the 0xeee… constant). */
export const NATIVE_TOKEN_ADDRESS = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'

/** SPEC §9 "suggested" swap tokens: shown as chips above the list when the chain offers them. */
export const SUGGESTED_SWAP_SYMBOLS: ReadonlyArray<string> = ['ETH', 'USDC', 'USDT', 'DAI', 'WETH', 'WBTC']

/** SPEC §9 "popular" swap tokens: listed first, in this order, after the ones the account holds. */
export const POPULAR_SWAP_SYMBOLS: ReadonlyArray<string> = ['ETH', 'USDC', 'USDT', 'DAI', 'WBTC', 'WETH', 'LINK', 'UNI', 'ARB', 'OP']

/** Typing pauses this long before a quote is asked for (one quote per pause, not per keystroke). */
export const QUOTE_DEBOUNCE_MS = 300

/** Gas a swap is assumed to use for the fee shown before the router can estimate it (allowance short). */
export const FALLBACK_SWAP_GAS = 300_000n

/** Rounds of approval before giving up: a USDT-style token needs its allowance reset to zero first. */
export const MAX_APPROVAL_ROUNDS = 2
