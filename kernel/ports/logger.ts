export type LogLevel = 'debug' | 'info' | 'warn' | 'error' | 'silent'

export interface LoggerPort {
  debug(message: string, detail?: unknown): void
  info(message: string, detail?: unknown): void
  warn(message: string, detail?: unknown): void
  error(message: string, detail?: unknown): void
}

/** A logger that keeps what it is told, for assertions in tests. */
export function createRecordingLogger(): LoggerPort & {
  readonly entries: Array<{ level: Exclude<LogLevel, 'silent'>; message: string; detail?: unknown }>
} {
  const entries: Array<{ level: Exclude<LogLevel, 'silent'>; message: string; detail?: unknown }> = []
  const at =
    (level: Exclude<LogLevel, 'silent'>) =>
    (message: string, detail?: unknown): void => {
      entries.push({ level, message, detail })
    }
  return { entries, debug: at('debug'), info: at('info'), warn: at('warn'), error: at('error') }
}
