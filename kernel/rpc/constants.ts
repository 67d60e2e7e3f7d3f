/** SPEC §9 "RPC default timeout": each attempt of a chain RPC call gives up after 10 s. */
export const RPC_TIMEOUT_MS = 10_000
/** SPEC §9 "RPC batch size": at most 1000 calls in one JSON-RPC batch. */
export const RPC_BATCH_SIZE = 1000
/** SPEC §9 "fallback polling": when no subscription transport is available, poll every 4 s. */
export const RPC_FALLBACK_POLLING_MS = 4_000
