import { Address, OutScript, Transaction, p2tr, p2wpkh } from '@scure/btc-signer'
import { hex } from '@scure/base'
import { broadcast, fastFeeRate, utxosOf } from './esplora'
import { messages } from './messages'

/*
 * A payment as an unsigned PSBT, for wallets that sign PSBTs but do not build payments (the Wallet
 * Standard's bitcoin:signTransaction). Imported dynamically: a page pays for @scure/btc-signer only
 * when such a wallet sends.
 */

type Network = Parameters<typeof Address>[0]

/** The network's address encodings, read off the address itself (bc1…, tb1…, bcrt1…). */
export function networkOfAddress(address: string): Network {
  const lower = address.toLowerCase()
  if (lower.startsWith('bcrt1')) return { bech32: 'bcrt', pubKeyHash: 0x6f, scriptHash: 0xc4, wif: 0xef }
  if (lower.startsWith('tb1')) return { bech32: 'tb', pubKeyHash: 0x6f, scriptHash: 0xc4, wif: 0xef }
  return { bech32: 'bc', pubKeyHash: 0x00, scriptHash: 0x05, wif: 0x80 }
}

export interface PaymentPsbt {
  readonly psbt: Uint8Array
  /** Input indexes the payer signs (all of them: every coin is the payer's). */
  readonly signingIndexes: ReadonlyArray<number>
}

/**
 * Coins of `from` (largest first) covering the amount and the fee at the next-block rate, change back
 * to `from`. `publicKey` is the payer's key (33 bytes P2WPKH, or 32 bytes x-only P2TR), hex.
 */
export async function buildPaymentPsbt(params: {
  readonly esploraUrl: string
  readonly from: string
  readonly publicKey: string
  readonly to: string
  readonly amount: bigint
}): Promise<PaymentPsbt> {
  const network = networkOfAddress(params.from)
  const script = OutScript.encode(Address(network).decode(params.from))
  const key = hex.decode(params.publicKey)
  const taproot = key.length === 32
  const spend = taproot ? p2tr(key, undefined, network) : p2wpkh(key, network)
  if (hex.encode(spend.script) !== hex.encode(script)) throw new Error(messages.keyNotPayer)
  const [coins, rate] = await Promise.all([utxosOf(params.esploraUrl, params.from), fastFeeRate(params.esploraUrl)])
  const perInput = taproot ? 58 : 68
  const estimate = (inputs: number) => BigInt(Math.ceil((11 + perInput * inputs + 43 * 2) * rate))
  const chosen: typeof coins[number][] = []
  let gathered = 0n
  for (const coin of [...coins].sort((a, b) => b.value - a.value)) {
    if (gathered >= params.amount + estimate(chosen.length)) break
    chosen.push(coin)
    gathered += BigInt(coin.value)
  }
  const fee = estimate(chosen.length)
  if (chosen.length === 0 || gathered < params.amount + fee) throw new Error(messages.insufficientFunds)
  const tx = new Transaction()
  for (const coin of chosen)
    tx.addInput({ txid: coin.txid, index: coin.vout, witnessUtxo: { script, amount: BigInt(coin.value) }, ...(taproot ? { tapInternalKey: key } : {}) })
  tx.addOutputAddress(params.to, params.amount, network)
  const change = gathered - params.amount - fee
  if (change >= 546n) tx.addOutputAddress(params.from, change, network)
  return { psbt: tx.toPSBT(), signingIndexes: chosen.map((_, i) => i) }
}

/** Finalizes a PSBT the wallet signed (when it did not) and broadcasts it; answers the txid. */
export async function finalizeAndSend(esploraUrl: string, signed: Uint8Array): Promise<string> {
  const tx = Transaction.fromPSBT(signed)
  if (!tx.isFinal) tx.finalize()
  return broadcast(esploraUrl, tx.hex)
}
