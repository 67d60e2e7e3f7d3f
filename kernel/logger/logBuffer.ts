/**
 * Lines kept newest-last while their total UTF-8 size stays within `maxBytes`; the oldest lines are
 * dropped first. A single line bigger than the whole budget is not kept (it would evict everything
 * and still not fit).
 */
export interface LogBuffer {
  push(line: string): void
  lines(): ReadonlyArray<string>
  bytes(): number
  clear(): void
}

export function createLogBuffer(maxBytes: number): LogBuffer {
  const encoder = new TextEncoder()
  let lines: Array<{ text: string; size: number }> = []
  let head = 0
  let total = 0

  const compact = (): void => {
    // Dropping by index and compacting now and then keeps push O(1) amortised.
    if (head > 1024 && head * 2 > lines.length) {
      lines = lines.slice(head)
      head = 0
    }
  }

  return {
    push(text) {
      const size = encoder.encode(text).byteLength
      if (size > maxBytes) return
      lines.push({ text, size })
      total += size
      while (total > maxBytes) {
        const oldest = lines[head]
        if (!oldest) break
        total -= oldest.size
        head += 1
      }
      compact()
    },
    lines: () => lines.slice(head).map((line) => line.text),
    bytes: () => total,
    clear() {
      lines = []
      head = 0
      total = 0
    },
  }
}
