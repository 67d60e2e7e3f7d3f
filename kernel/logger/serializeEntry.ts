/** What the logger keeps: one line per call. */
export interface LogEntry {
  /** scheduler.now() when logged. */
  readonly time: number
  readonly level: 'debug' | 'info' | 'warn' | 'error'
  readonly message: string
  readonly detail?: unknown
}

/**
 * JSON for one entry that never throws: Errors keep name, message and stack; bigints become strings;
 * cycles and functions become markers. Details come from anywhere (wallet errors, fetch failures).
 */
export function serializeEntry(entry: LogEntry): string {
  const seen = new WeakSet<object>()
  const replacer = (_key: string, value: unknown): unknown => {
    if (typeof value === 'bigint') return value.toString()
    if (typeof value === 'function') return '[Function]'
    if (typeof value === 'symbol') return value.toString()
    if (value instanceof Error) {
      if (seen.has(value)) return '[Circular]'
      seen.add(value)
      return { name: value.name, message: value.message, stack: value.stack, cause: value.cause }
    }
    if (typeof value === 'object' && value !== null) {
      if (seen.has(value)) return '[Circular]'
      seen.add(value)
    }
    return value
  }
  try {
    return JSON.stringify(entry, replacer)
  } catch {
    // A getter that throws; keep the line without its detail.
    return JSON.stringify({ time: entry.time, level: entry.level, message: entry.message, detail: '[Unserialisable]' })
  }
}
