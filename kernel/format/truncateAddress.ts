import { ADDRESS_HEAD_CHARS, ADDRESS_TAIL_CHARS } from './constants'

/** U+2026: one character, so the truncated text has a predictable width. */
export const ELLIPSIS = '\u2026'

/**
 * SPEC §9 "Address truncation 4 and 6 characters": a '0x' prefix is kept and not counted, then the
 * next 4 characters, '…', and the last 6:
 *   0x1234567890abcdef1234567890abcdef12345678 → 0x1234…345678
 *   7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV → 7EcD…wCFLtV
 * An address too short to lose anything is returned unchanged.
 */
export function truncateAddress(
  address: string,
  head: number = ADDRESS_HEAD_CHARS,
  tail: number = ADDRESS_TAIL_CHARS,
): string {
  const prefix = /^0x/i.test(address) ? address.slice(0, 2) : ''
  const body = address.slice(prefix.length)
  if (body.length <= head + tail + 1) return address
  return `${prefix}${body.slice(0, head)}${ELLIPSIS}${body.slice(body.length - tail)}`
}
