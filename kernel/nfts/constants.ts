/**
 * The NFTs tab reads the account's history (SPEC §7 has no NFT call): at most this many pages are
 * read; older transfers are then left out and the state says so (`capped`).
 */
export const NFT_HISTORY_PAGE_CAP = 10
