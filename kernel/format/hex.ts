/** A non-negative integer as 0x-hex, as EIP-1193 wallets take chain ids and values. */
export function numberToHex(value: number | bigint): `0x${string}` {
  const big = typeof value === 'bigint' ? value : BigInt(value)
  if (big < 0n) throw new RangeError(`Expected a non-negative integer, received ${value}`)
  return `0x${big.toString(16)}`
}

/** A text as 0x-hex of its UTF-8 bytes (personal_sign's message form). */
export function stringToHex(text: string): `0x${string}` {
  let hex = ''
  for (const byte of new TextEncoder().encode(text)) hex += byte.toString(16).padStart(2, '0')
  return `0x${hex}`
}
