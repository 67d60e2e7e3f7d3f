import { Address, OutScript, Transaction, p2tr, p2wpkh } from '@scure/btc-signer'
import { secp256k1 } from '@noble/curves/secp256k1'
import { sha256 } from '@noble/hashes/sha2'
import { concatBytes, hexToBytes, utf8ToBytes } from '@noble/hashes/utils'
import { signSimple } from '../bitcoin/bip322'
import { REGTEST } from '../bitcoin/config'
import type { BitcoinWalletKey, Purpose } from './types'

/*
 * What the Devnet Bitcoin Wallet does with its keys, on @scure/btc-signer and @noble/curves: message
 * signatures (BIP-322 simple; the legacy "Bitcoin Signed Message" ECDSA one for wallets' older API),
 * PSBT signing, and building a payment from the address's coins.
 */

export const base64 = {
  encode: (bytes: Uint8Array): string => btoa(String.fromCharCode(...bytes)),
  decode: (text: string): Uint8Array => Uint8Array.from(atob(text), (c) => c.charCodeAt(0)),
}

export function signMessage(key: BitcoinWalletKey, purpose: Purpose, message: string, protocol: 'BIP322' | 'ECDSA'): string {
  if (protocol === 'BIP322')
    return signSimple(key.address, message, hexToBytes(key.privateKey), REGTEST, purpose === 'ordinals' ? hexToBytes(key.publicKey) : undefined)
  // BIP-137: sha256d of the prefixed message, a recoverable signature, header 39+ for a P2WPKH address.
  const body = utf8ToBytes(message)
  if (body.length > 252) throw new Error('The legacy signature covers messages up to 252 bytes')
  const prefix = utf8ToBytes('\x18Bitcoin Signed Message:\n')
  const digest = sha256(sha256(concatBytes(prefix, Uint8Array.of(body.length), body)))
  const signature = secp256k1.sign(digest, hexToBytes(key.privateKey))
  return base64.encode(concatBytes(Uint8Array.of(39 + (signature.recovery ?? 0)), signature.toCompactRawBytes()))
}

/** The payment's script and the input fields a signer needs for each of the wallet's address kinds. */
export function spendInfo(key: BitcoinWalletKey, purpose: Purpose) {
  const publicKey = hexToBytes(key.publicKey)
  return purpose === 'ordinals'
    ? { script: p2tr(publicKey, undefined, REGTEST).script, tapInternalKey: publicKey }
    : { script: p2wpkh(publicKey, REGTEST).script }
}

/** Signs and finalizes the PSBT inputs at `indexes` with the key; other inputs are left as they are. */
export function signPsbt(psbt: Uint8Array, key: BitcoinWalletKey, purpose: Purpose, indexes: ReadonlyArray<number>, finalize: boolean): Transaction {
  const tx = Transaction.fromPSBT(psbt)
  const { tapInternalKey } = spendInfo(key, purpose)
  for (const index of indexes) {
    if (tapInternalKey && !tx.getInput(index).tapInternalKey) tx.updateInput(index, { tapInternalKey })
    if (!tx.signIdx(hexToBytes(key.privateKey), index)) throw new Error(`Input ${index} is not the wallet's to sign`)
    if (finalize) tx.finalizeIdx(index)
  }
  return tx
}

interface EsploraUtxo {
  readonly txid: string
  readonly vout: number
  readonly value: number
}

const isUtxo = (value: unknown): value is EsploraUtxo => {
  const u = value as Partial<EsploraUtxo> | null
  return typeof u?.txid === 'string' && /^[0-9a-f]{64}$/.test(u.txid) && Number.isInteger(u.vout) && Number.isSafeInteger(u.value)
}

async function esplora(base: string, path: string, init?: RequestInit): Promise<Response> {
  const response = await fetch(`${base}${path}`, init)
  if (!response.ok) throw new Error(`${init?.method ?? 'GET'} ${path}: ${response.status} ${await response.text()}`)
  return response
}

/** The fastest fee rate the chain's estimates offer (sat/vB), at least 1. */
async function feeRate(base: string): Promise<number> {
  const estimates = (await (await esplora(base, '/fee-estimates')).json()) as Record<string, unknown>
  const fastest = estimates['1']
  return typeof fastest === 'number' && fastest >= 1 ? fastest : 1
}

/**
 * A payment from the payment address: its coins (largest first) until they cover the amounts and the
 * fee at the current rate, change back to the same address, every input signed.
 */
export async function buildPayment(
  base: string,
  key: BitcoinWalletKey,
  recipients: ReadonlyArray<{ readonly address: string; readonly amount: bigint }>,
  rate?: number,
): Promise<Transaction> {
  const perVbyte = rate ?? (await feeRate(base))
  const listed: unknown = await (await esplora(base, `/address/${key.address}/utxo`)).json()
  const coins = (Array.isArray(listed) ? listed.filter(isUtxo) : []).sort((a, b) => b.value - a.value)
  const { script } = spendInfo(key, 'payment')
  const total = recipients.reduce((sum, r) => sum + r.amount, 0n)
  for (const r of recipients) OutScript.encode(Address(REGTEST).decode(r.address))
  // P2WPKH sizes: 10.5 vB overhead, 68 per input, 31 per output (43 for a taproot one, the larger).
  const estimate = (inputs: number) => BigInt(Math.ceil((11 + 68 * inputs + 43 * (recipients.length + 1)) * perVbyte))
  const chosen: EsploraUtxo[] = []
  let gathered = 0n
  for (const coin of coins) {
    if (gathered >= total + estimate(chosen.length)) break
    chosen.push(coin)
    gathered += BigInt(coin.value)
  }
  const fee = estimate(chosen.length)
  if (gathered < total + fee) throw new Error('Insufficient funds for the amount and the network fee')
  const tx = new Transaction()
  for (const coin of chosen) tx.addInput({ txid: coin.txid, index: coin.vout, witnessUtxo: { script, amount: BigInt(coin.value) } })
  for (const r of recipients) tx.addOutputAddress(r.address, r.amount, REGTEST)
  const change = gathered - total - fee
  // Change too small to be worth an output goes to the fee, as wallets do.
  if (change >= 546n) tx.addOutputAddress(key.address, change, REGTEST)
  tx.sign(hexToBytes(key.privateKey))
  tx.finalize()
  return tx
}

/** Broadcasts a raw transaction through Esplora; answers the txid the ledger gives. */
export async function broadcast(base: string, hex: string): Promise<string> {
  return (await (await esplora(base, '/tx', { method: 'POST', body: hex })).text()).trim()
}

/** Confirmed and unconfirmed sats of an address (Esplora stats). */
export async function balanceOf(base: string, address: string): Promise<{ confirmed: number; unconfirmed: number; total: number }> {
  const stats = (await (await esplora(base, `/address/${address}`)).json()) as {
    chain_stats?: { funded_txo_sum?: number; spent_txo_sum?: number }
    mempool_stats?: { funded_txo_sum?: number; spent_txo_sum?: number }
  }
  const net = (s: { funded_txo_sum?: number; spent_txo_sum?: number } | undefined) => (s?.funded_txo_sum ?? 0) - (s?.spent_txo_sum ?? 0)
  const confirmed = net(stats.chain_stats)
  const unconfirmed = net(stats.mempool_stats)
  return { confirmed, unconfirmed, total: confirmed + unconfirmed }
}
