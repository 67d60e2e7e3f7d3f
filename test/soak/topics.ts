/**
 * Relay topics for the soak: 64 hex characters, like the 32-byte topics the clients derive, one per
 * number. Zero padding keeps them distinct; padding with a hex digit would not ('a' + '1' and 'a1'
 * pad to the same text), and two pairings on one topic see each other's messages.
 */
export const soakTopic = (n: number): string => {
  if (!Number.isSafeInteger(n) || n < 0) throw new RangeError(`topic number must be a non-negative integer: ${n}`)
  return n.toString(16).padStart(64, '0')
}
