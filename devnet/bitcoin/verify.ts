import { OutScript, SigHash, p2pkh, type Transaction } from '@scure/btc-signer'
import { schnorr, secp256k1 } from '@noble/curves/secp256k1'
import { ripemd160 } from '@noble/hashes/legacy'
import { sha256 } from '@noble/hashes/sha2'
import { equalBytes } from '@noble/curves/abstract/utils'

/** What an input spends: the previous output's script and amount. */
export interface Prevout {
  readonly script: Uint8Array
  readonly amount: bigint
}

/** Why an input's witness does not authorise the spend; undefined when it does. */
export type WitnessProblem = string | undefined

const hash160 = (bytes: Uint8Array): Uint8Array => ripemd160(sha256(bytes))

/**
 * Checks input `index` of `tx` against what it spends, as a node's script interpreter does for the
 * two standard single-key kinds: P2WPKH (witness [DER signature + sighash byte, compressed key]
 * whose hash160 is the program; ECDSA, low S, over the BIP-143 digest) and P2TR key path (witness
 * [64-byte signature, or 65 with a sighash byte]; BIP-340 Schnorr over the BIP-341 digest with the
 * output key). Anything else is refused as non-standard.
 */
export function witnessProblem(tx: Transaction, index: number, prevouts: ReadonlyArray<Prevout>): WitnessProblem {
  const prevout = prevouts[index]
  if (!prevout) return 'missing prevout'
  const witness = tx.getInput(index).finalScriptWitness ?? []
  let decoded: ReturnType<typeof OutScript.decode>
  try {
    decoded = OutScript.decode(prevout.script)
  } catch {
    return 'non-standard prevout script'
  }
  if (decoded.type === 'wpkh') {
    const [signature, publicKey] = witness
    if (witness.length !== 2 || !signature || !publicKey || signature.length < 9) return 'witness program mismatch: P2WPKH needs [signature, public key]'
    if (publicKey.length !== 33) return 'non-compressed public key in a P2WPKH witness'
    if (!equalBytes(hash160(publicKey), decoded.hash)) return 'witness program hash mismatch'
    const hashType = signature[signature.length - 1] as number
    if (![SigHash.ALL, SigHash.NONE, SigHash.SINGLE].includes(hashType & 0x1f)) return 'non-canonical sighash type'
    const digest = tx.preimageWitnessV0(index, p2pkh(publicKey).script, hashType, prevout.amount)
    try {
      const parsed = secp256k1.Signature.fromDER(signature.slice(0, -1))
      return secp256k1.verify(parsed, digest, publicKey, { lowS: true }) ? undefined : 'signature does not verify (ECDSA)'
    } catch {
      return 'non-DER signature'
    }
  }
  if (decoded.type === 'tr') {
    const [signature] = witness
    if (witness.length !== 1 || !signature) return 'P2TR key path needs a single signature (script path spends are not relayed here)'
    if (signature.length !== 64 && signature.length !== 65) return 'invalid Schnorr signature size'
    const hashType = signature.length === 65 ? (signature[64] as number) : SigHash.DEFAULT
    if (signature.length === 65 && hashType === SigHash.DEFAULT) return 'invalid sighash type (explicit default)'
    const digest = tx.preimageWitnessV1(
      index,
      prevouts.map((p) => p.script),
      hashType,
      prevouts.map((p) => p.amount),
    )
    return schnorr.verify(signature.slice(0, 64), digest, decoded.pubkey) ? undefined : 'signature does not verify (Schnorr)'
  }
  return `non-standard: the ledger relays P2WPKH and P2TR key path spends only (got ${decoded.type})`
}
