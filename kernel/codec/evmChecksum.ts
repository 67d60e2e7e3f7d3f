import { keccak256 } from './keccak256'

/**
 * EIP-55: a mixed-case address carries a checksum in its capitals; all-lowercase and all-uppercase
 * addresses carry none and pass. A mismatch is almost always a typo, so it is refused.
 */
export function hasValidEvmChecksum(address: string): boolean {
  const hex = address.startsWith('0x') ? address.slice(2) : address
  const lower = hex.toLowerCase()
  if (hex === lower || hex === hex.toUpperCase()) return true
  const hash = keccak256(new TextEncoder().encode(lower))
  for (let i = 0; i < lower.length; i++) {
    const char = lower[i]!
    if (char < 'a') continue
    const nibble = (hash[i >> 1]! >> (i % 2 === 0 ? 4 : 0)) & 0x0f
    if ((nibble >= 8 ? char.toUpperCase() : char) !== hex[i]) return false
  }
  return true
}
