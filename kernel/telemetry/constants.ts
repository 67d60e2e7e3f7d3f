/** SPEC §9 "Telemetry error cap: 5 per 60 s". */
export const TELEMETRY_ERROR_CAP = 5
export const TELEMETRY_ERROR_WINDOW_MS = 60_000

/**
 * Events tracked before the analytics decision is known wait in state; past this many the newest are
 * dropped, so a page that never gets an answer cannot grow the queue without bound.
 */
export const TELEMETRY_QUEUE_LIMIT = 100
