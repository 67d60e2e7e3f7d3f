import { p2tr, p2wpkh } from '@scure/btc-signer'
import { HDKey } from '@scure/bip32'
import { pbkdf2Sync } from 'node:crypto'
import { bytesToHex } from '@noble/hashes/utils'
import { REGTEST } from './config'

/** One address of a dev account with the key that spends it. */
export interface BitcoinDevKey {
  readonly address: string
  /** Compressed public key (payment) or x-only internal key (ordinals), hex. */
  readonly publicKey: string
  /** 32-byte private key, hex: what the Devnet Bitcoin Wallet signs with. */
  readonly privateKey: string
  readonly path: string
}

/** A dev account: its BIP-84 payment (P2WPKH) and BIP-86 ordinals (P2TR) addresses on regtest. */
export interface BitcoinDevAccount {
  readonly index: number
  readonly payment: BitcoinDevKey
  readonly ordinals: BitcoinDevKey
}

/** BIP-39 seed with node's native PBKDF2 (the pure-JS one takes most of a second). */
const seedOf = (mnemonic: string): Uint8Array => pbkdf2Sync(mnemonic.normalize('NFKD'), 'mnemonic', 2048, 64, 'sha512')

function keyAt(root: HDKey, path: string, taproot: boolean): BitcoinDevKey {
  const node = root.derive(path)
  if (!node.privateKey || !node.publicKey) throw new Error(`No key at ${path}`)
  const internal = node.publicKey.slice(1)
  const address = taproot ? p2tr(internal, undefined, REGTEST).address : p2wpkh(node.publicKey, REGTEST).address
  if (!address) throw new Error(`No address at ${path}`)
  return { address, publicKey: bytesToHex(taproot ? internal : node.publicKey), privateKey: bytesToHex(node.privateKey), path }
}

/**
 * Dev accounts from the devnet mnemonic on the standard paths every Bitcoin wallet derives (coin type
 * 1 for test networks): m/84'/1'/0'/0/i for payment and m/86'/1'/0'/0/i for ordinals. Public test
 * keys, worthless outside the local ledger.
 */
export function deriveBitcoinAccounts(mnemonic: string, count: number): BitcoinDevAccount[] {
  const root = HDKey.fromMasterSeed(seedOf(mnemonic))
  return Array.from({ length: count }, (_, index) => ({
    index,
    payment: keyAt(root, `m/84'/1'/0'/0/${index}`, false),
    ordinals: keyAt(root, `m/86'/1'/0'/0/${index}`, true),
  }))
}
