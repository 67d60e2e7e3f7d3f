import type { ChainNamespace } from '../codec/primitives'

/** SPEC §9 cache lifetime "identity 5 min". */
export const IDENTITY_CACHE_MS = 5 * 60_000
/** SPEC §9 cache lifetime "ENS 5 min" (the name cache, timestamped per address, SPEC §3). */
export const NAME_CACHE_MS = 5 * 60_000
/** SPEC §9: names (and identities) only on eip155. */
export const IDENTITY_NAMESPACES: ReadonlyArray<ChainNamespace> = ['eip155']
