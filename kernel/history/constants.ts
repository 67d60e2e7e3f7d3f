import type { ChainNamespace } from '../codec/primitives'

/** SPEC §9: names and activity only on eip155. */
export const HISTORY_NAMESPACES: ReadonlyArray<ChainNamespace> = ['eip155']

/** SPEC §9 "Pending transactions limit": at most this many pending transactions are listed. */
export const PENDING_TRANSACTIONS_LIMIT = 99
