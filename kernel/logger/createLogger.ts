import type { SchedulerLike } from 'rxjs'
import type { LoggerPort, LogLevel } from '../ports/logger'
import { DEFAULT_LOG_LEVEL, LOG_BUFFER_MAX_BYTES } from './constants'
import { createLogBuffer } from './logBuffer'
import { serializeEntry, type LogEntry } from './serializeEntry'

/** Where lines also go: a console-like object handed in (the kernel never touches the global console). */
export interface LogSink {
  debug(message: string, ...detail: unknown[]): void
  info(message: string, ...detail: unknown[]): void
  warn(message: string, ...detail: unknown[]): void
  error(message: string, ...detail: unknown[]): void
}

export interface LoggerOptions {
  readonly sink?: LogSink
  /** Default 'error' (SPEC §9). */
  readonly level?: LogLevel
  readonly maxBufferBytes?: number
  /** Timestamps of buffered lines; without it lines carry time 0. */
  readonly scheduler?: SchedulerLike
}

export interface Logger extends LoggerPort {
  level(): LogLevel
  setLevel(level: LogLevel): void
  /** The buffered lines (JSON, oldest first), for a debug report. */
  lines(): ReadonlyArray<string>
  bufferedBytes(): number
  clear(): void
}

const rank: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 }

/**
 * The kernel's LoggerPort: entries at or above the level are buffered (capped, SPEC §9) and forwarded
 * to the sink. Entries below the level are neither buffered nor forwarded.
 */
export function createLogger(options: LoggerOptions = {}): Logger {
  let current: LogLevel = options.level ?? DEFAULT_LOG_LEVEL
  const buffer = createLogBuffer(options.maxBufferBytes ?? LOG_BUFFER_MAX_BYTES)

  const at =
    (level: LogEntry['level']) =>
    (message: string, detail?: unknown): void => {
      if (rank[level] < rank[current]) return
      const entry: LogEntry = {
        time: options.scheduler?.now() ?? 0,
        level,
        message,
        ...(detail === undefined ? {} : { detail }),
      }
      buffer.push(serializeEntry(entry))
      try {
        if (detail === undefined) options.sink?.[level](message)
        else options.sink?.[level](message, detail)
      } catch {
        // A broken sink must not break the caller: logging is never on the critical path.
      }
    }

  return {
    debug: at('debug'),
    info: at('info'),
    warn: at('warn'),
    error: at('error'),
    level: () => current,
    setLevel(level) {
      current = level
    },
    lines: () => buffer.lines(),
    bufferedBytes: () => buffer.bytes(),
    clear: () => buffer.clear(),
  }
}
