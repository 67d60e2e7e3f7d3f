import type { LogLevel } from '../ports/logger'

/** SPEC §9 "Logger buffer": recent log lines kept up to 1,024,000 bytes (UTF-8 of each serialised line). */
export const LOG_BUFFER_MAX_BYTES = 1_024_000
/** SPEC §9 "default log level error". */
export const DEFAULT_LOG_LEVEL: LogLevel = 'error'
