/** SPEC §9 name suffixes; a new name is registered in the first. */
export const NAME_SUFFIXES = ['.reown.id', '.wcn.id'] as const
export const DEFAULT_NAME_ZONE = 'reown.id'
/** Typing settles before the name is looked up (as the wallet search waits, DESIGN §10). */
export const NAME_INPUT_DEBOUNCE_MS = 300
/** ENSIP-11 coin type of Ethereum: a name registered under it holds the address on every EVM chain. */
export const ETHEREUM_COIN_TYPE = 60
