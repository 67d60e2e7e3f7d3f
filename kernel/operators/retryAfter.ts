/**
 * Reads a Retry-After header (RFC 9110 §10.2.3): delay-seconds ('120') or an HTTP-date
 * ('Wed, 21 Oct 2026 07:28:00 GMT'). Returns the wait in ms from `now` (the scheduler's clock),
 * 0 for a date already past, or undefined when the header is absent or unreadable.
 */
export function parseRetryAfter(value: string | null | undefined, now: number): number | undefined {
  if (value === null || value === undefined) return undefined
  const text = value.trim()
  if (/^\d+$/.test(text)) return Number(text) * 1000
  // A date always names its month; this keeps Date.parse away from bare numbers like '1.5'.
  if (!/[a-z]/i.test(text)) return undefined
  const at = Date.parse(text)
  if (Number.isNaN(at)) return undefined
  return Math.max(0, at - now)
}
