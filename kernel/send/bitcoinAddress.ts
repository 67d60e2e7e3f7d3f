/*
 * Bitcoin receiver addresses for the send form: segwit ones by their bech32 (v0) or bech32m (v1+)
 * checksum (BIP-173, BIP-350) with the network's prefix, legacy base58 ones by their shape. Lives in
 * the send chunk: a page pays for it only when someone sends bitcoin.
 */

const CHARSET = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l'
const BECH32 = 1
const BECH32M = 0x2bc830a3

function polymod(values: ReadonlyArray<number>): number {
  const generator = [0x3b6a57b2, 0x26508e6d, 0x1ea119fa, 0x3d4233dd, 0x2a1462b3]
  let check = 1
  for (const value of values) {
    const top = check >>> 25
    check = ((check & 0x1ffffff) << 5) ^ value
    for (let i = 0; i < 5; i++) if ((top >>> i) & 1) check ^= generator[i] as number
  }
  return check >>> 0
}

const expandPrefix = (prefix: string): number[] => [...[...prefix].map((c) => c.charCodeAt(0) >> 5), 0, ...[...prefix].map((c) => c.charCodeAt(0) & 31)]

/** Regroups 5-bit words into bytes; undefined when the padding is not zero bits. */
function toBytes(words: ReadonlyArray<number>): number[] | undefined {
  let accumulator = 0
  let bits = 0
  const bytes: number[] = []
  for (const word of words) {
    accumulator = (accumulator << 5) | word
    bits += 5
    if (bits >= 8) {
      bits -= 8
      bytes.push((accumulator >> bits) & 0xff)
    }
  }
  return bits >= 5 || (accumulator << (8 - bits)) & 0xff ? undefined : bytes
}

function isSegwit(address: string, prefixes: ReadonlyArray<string>): boolean {
  if (address !== address.toLowerCase() && address !== address.toUpperCase()) return false
  const lower = address.toLowerCase()
  const split = lower.lastIndexOf('1')
  const prefix = lower.slice(0, split)
  if (split < 1 || lower.length > 90 || !prefixes.includes(prefix)) return false
  const words: number[] = []
  for (const char of lower.slice(split + 1)) {
    const word = CHARSET.indexOf(char)
    if (word < 0) return false
    words.push(word)
  }
  if (words.length < 7) return false
  const constant = polymod([...expandPrefix(prefix), ...words])
  const [version = -1, ...rest] = words.slice(0, -6)
  if (version > 16 || constant !== (version === 0 ? BECH32 : BECH32M)) return false
  const program = toBytes(rest)
  if (!program || program.length < 2 || program.length > 40) return false
  return version !== 0 || program.length === 20 || program.length === 32
}

/** Segwit prefixes by CAIP-2 reference: mainnet bc, testnet (and signet) tb, regtest bcrt. */
const PREFIXES: Readonly<Record<string, ReadonlyArray<string>>> = {
  '000000000019d6689c085ae165831e93': ['bc'],
  '000000000933ea01ad0ee984209779ba': ['tb'],
  '0f9188f13cb7b2c71f2a335e3a4fc328': ['bcrt'],
}
const LEGACY: Readonly<Record<string, RegExp>> = {
  bc: /^[13][1-9A-HJ-NP-Za-km-z]{25,34}$/,
  tb: /^[mn2][1-9A-HJ-NP-Za-km-z]{25,34}$/,
  bcrt: /^[mn2][1-9A-HJ-NP-Za-km-z]{25,34}$/,
}

/** A receiver the network's wallets can pay: a checksummed segwit address of its prefix, or a legacy one of its shape. */
export function isBitcoinReceiver(address: string, networkId: string | number | undefined): boolean {
  const prefixes = PREFIXES[String(networkId)] ?? ['bc', 'tb', 'bcrt']
  return isSegwit(address, prefixes) || prefixes.some((prefix) => LEGACY[prefix]?.test(address) === true)
}
