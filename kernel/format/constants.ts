/** SPEC §9 "Quantity display": balances and quantities show 3 decimals. */
export const QUANTITY_DECIMALS = 3
/** SPEC §9 "Quantity display": token totals (fiat sums) show 2 decimals. */
export const TOTAL_DECIMALS = 2
/** SPEC §9 "Big-number default decimals": precision of a division that does not end. */
export const BIG_NUMBER_DECIMALS = 20
/** SPEC §9 "Address truncation": characters kept at the start (after any 0x) and at the end. */
export const ADDRESS_HEAD_CHARS = 4
export const ADDRESS_TAIL_CHARS = 6
