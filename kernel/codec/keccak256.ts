/**
 * Keccak-256 (the pre-SHA-3 padding Ethereum uses), small rather than fast: it only checks EIP-55
 * address checksums, 40 bytes at a time, and must not cost the page a hashing library.
 */
const MASK = (1n << 64n) - 1n
const RATE = 136

const rotl = (lane: bigint, by: number): bigint => ((lane << BigInt(by)) | (lane >> BigInt(64 - by))) & MASK

/** The 24 round constants, from the specification's LFSR (x^8 + x^6 + x^5 + x^4 + 1). */
const ROUND_CONSTANTS: ReadonlyArray<bigint> = (() => {
  const constants: bigint[] = []
  let lfsr = 1
  for (let round = 0; round < 24; round++) {
    let constant = 0n
    for (let j = 0; j < 7; j++) {
      if (lfsr & 1) constant |= 1n << BigInt((1 << j) - 1)
      lfsr = lfsr & 0x80 ? ((lfsr << 1) ^ 0x71) & 0xff : lfsr << 1
    }
    constants.push(constant)
  }
  return constants
})()

/** Keccak-f[1600] on 25 lanes, lane (x, y) at x + 5y. */
function permute(a: bigint[]): void {
  for (const constant of ROUND_CONSTANTS) {
    // θ
    const c = [0, 1, 2, 3, 4].map((x) => a[x]! ^ a[x + 5]! ^ a[x + 10]! ^ a[x + 15]! ^ a[x + 20]!)
    for (let x = 0; x < 5; x++) {
      const d = c[(x + 4) % 5]! ^ rotl(c[(x + 1) % 5]!, 1)
      for (let y = 0; y < 25; y += 5) a[y + x]! ^= d
    }
    // ρ and π together: walk the 24 lanes other than (0, 0) along π's cycle.
    let x = 1
    let y = 0
    let carried = a[1]!
    for (let t = 0; t < 24; t++) {
      ;[x, y] = [y, (2 * x + 3 * y) % 5]
      const next = a[x + 5 * y]!
      a[x + 5 * y] = rotl(carried, (((t + 1) * (t + 2)) / 2) % 64)
      carried = next
    }
    // χ
    for (let row = 0; row < 25; row += 5) {
      const b = a.slice(row, row + 5)
      for (let i = 0; i < 5; i++) a[row + i] = b[i]! ^ (~b[(i + 1) % 5]! & MASK & b[(i + 2) % 5]!)
    }
    // ι
    a[0] = a[0]! ^ constant
  }
}

export function keccak256(input: Uint8Array): Uint8Array {
  const padded = new Uint8Array(Math.floor(input.length / RATE) * RATE + RATE)
  padded.set(input)
  padded[input.length]! ^= 0x01
  padded[padded.length - 1]! ^= 0x80
  const state: bigint[] = new Array<bigint>(25).fill(0n)
  for (let block = 0; block < padded.length; block += RATE) {
    for (let lane = 0; lane < RATE / 8; lane++) {
      let value = 0n
      for (let byte = 7; byte >= 0; byte--) value = (value << 8n) | BigInt(padded[block + lane * 8 + byte]!)
      state[lane] = state[lane]! ^ value
    }
    permute(state)
  }
  const out = new Uint8Array(32)
  for (let i = 0; i < 32; i++) out[i] = Number((state[i >> 3]! >> BigInt(8 * (i & 7))) & 0xffn)
  return out
}
