import { createHash, createPrivateKey, createPublicKey, sign, type KeyObject } from 'node:crypto'
import { address, getBase58Decoder, type Address } from '@solana/kit'

/** An ed25519 key pair of the devnet: the 32-byte secret seed (hex) and its base58 address. */
export interface SolanaDevKey {
  readonly address: Address
  /** The 32-byte ed25519 private key (seed), hex: what the Devnet Solana Wallet signs with. */
  readonly secretKey: string
}

// PKCS#8 wrapping of a raw ed25519 seed (RFC 8410), so node:crypto derives the public key synchronously.
const PKCS8_ED25519_PREFIX = Buffer.from('302e020100300506032b657004220420', 'hex')

const privateKeyOf = (seed: Uint8Array): KeyObject =>
  createPrivateKey({ key: Buffer.concat([PKCS8_ED25519_PREFIX, seed]), format: 'der', type: 'pkcs8' })

/** The ed25519 signature (64 bytes) of `message` by a dev key. */
export const signWithDevKey = (key: SolanaDevKey, message: Uint8Array): Uint8Array =>
  new Uint8Array(sign(null, message, privateKeyOf(Buffer.from(key.secretKey, 'hex'))))

/** The key pair of a 32-byte seed. */
export function keyFromSeed(seed: Uint8Array): SolanaDevKey {
  const privateKey = privateKeyOf(seed)
  const publicKey = createPublicKey(privateKey).export({ format: 'jwk' }).x ?? ''
  return { address: address(getBase58Decoder().decode(Buffer.from(publicKey, 'base64url'))), secretKey: Buffer.from(seed).toString('hex') }
}

/** A deterministic key named by `label` (public test keys: worthless outside the local cluster). */
export const devKey = (label: string): SolanaDevKey => keyFromSeed(createHash('sha256').update(`airlock devnet solana ${label}`).digest())

export const devAccountKeys = (count: number): SolanaDevKey[] => Array.from({ length: count }, (_, i) => devKey(`account ${i}`))
