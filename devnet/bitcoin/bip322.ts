import { Address, OutScript, RawTx, RawWitness, Transaction, type Transaction as Tx } from '@scure/btc-signer'
import { sha256 } from '@noble/hashes/sha2'
import { concatBytes, utf8ToBytes } from '@noble/hashes/utils'
import { witnessProblem } from './verify'

/*
 * BIP-322 "simple" message signatures for single-key segwit addresses (P2WPKH, P2TR key path): the
 * message is committed to by a virtual `to_spend` transaction paying the address, and the signature
 * is the witness of a virtual `to_sign` transaction spending it. Browser-safe: the Devnet Bitcoin
 * Wallet signs with it, tests and the demo check with it.
 */

type Network = Parameters<typeof Address>[0]

const TAG = sha256(utf8ToBytes('BIP0322-signed-message'))

/** BIP-340 tagged hash of the message: sha256(tag ‖ tag ‖ message). */
export const messageHash = (message: Uint8Array): Uint8Array => sha256(concatBytes(TAG, TAG, message))

const OP_RETURN_ONLY = Uint8Array.of(0x6a)

/** The virtual transaction that pays `script` and commits to the message in its scriptSig. */
function toSpendId(script: Uint8Array, message: Uint8Array): Uint8Array {
  const raw = RawTx.encode({
    version: 0,
    segwitFlag: false,
    inputs: [{ txid: new Uint8Array(32), index: 0xffffffff, finalScriptSig: concatBytes(Uint8Array.of(0x00, 0x20), messageHash(message)), sequence: 0 }],
    outputs: [{ amount: 0n, script }],
    witnesses: [],
    lockTime: 0,
  })
  // Transaction.id is display order; the outpoint wants the internal order, which fromRaw's id reverses back.
  return Transaction.fromRaw(raw, { allowUnknownInputs: true, allowUnknownOutputs: true, disableScriptCheck: true }).id
    .match(/../g)!
    .map((pair) => Number.parseInt(pair, 16))
    .reduce((bytes, byte, i) => ((bytes[i] = byte), bytes), new Uint8Array(32))
}

/** The unsigned virtual `to_sign` transaction for an address's script. */
function toSign(script: Uint8Array, message: Uint8Array, tapInternalKey?: Uint8Array): Tx {
  const tx = new Transaction({ version: 0, allowUnknownOutputs: true })
  tx.addInput({ txid: toSpendId(script, message), index: 0, sequence: 0, witnessUtxo: { script, amount: 0n }, ...(tapInternalKey ? { tapInternalKey } : {}) })
  tx.addOutput({ script: OP_RETURN_ONLY, amount: 0n })
  return tx
}

/** Signs `message` for `address` with its private key; answers the base64 BIP-322 simple signature. */
export function signSimple(address: string, message: string, privateKey: Uint8Array, network: Network, tapInternalKey?: Uint8Array): string {
  const script = OutScript.encode(Address(network).decode(address))
  const tx = toSign(script, utf8ToBytes(message), tapInternalKey)
  tx.signIdx(privateKey, 0)
  tx.finalizeIdx(0)
  const witness = tx.getInput(0).finalScriptWitness
  if (!witness) throw new Error('BIP-322: no witness after signing')
  return btoa(String.fromCharCode(...RawWitness.encode(witness)))
}

/** True when `signature` (base64 BIP-322 simple) proves `address` signed `message`. */
export function verifySimple(address: string, message: string, signature: string, network: Network): boolean {
  try {
    const script = OutScript.encode(Address(network).decode(address))
    const witness = RawWitness.decode(Uint8Array.from(atob(signature), (c) => c.charCodeAt(0)))
    const tx = toSign(script, utf8ToBytes(message))
    tx.updateInput(0, { finalScriptWitness: witness }, true)
    return witnessProblem(tx, 0, [{ script, amount: 0n }]) === undefined
  } catch {
    return false
  }
}
