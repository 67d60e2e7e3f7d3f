/** PSBTs as a dapp builds them for a Bitcoin wallet to sign, and what the dapp does with the signed one (Node, @scure/btc-signer). */
import { Transaction, p2tr, p2wpkh } from '@scure/btc-signer'
import { hex } from '@scure/base'
import { hexToBytes } from '@noble/hashes/utils'
import { REGTEST } from '../../devnet/bitcoin/config'
import type { BitcoinAccountKeys } from '../../devnet/wcWallet/bitcoinRequest'

export interface DappPsbt {
  /** base64 */
  readonly psbt: string
  /** signPsbt's signInputs: each input and the address whose key signs it. */
  readonly inputs: ReadonlyArray<{ readonly address: string; readonly index: number }>
}

/**
 * A confirmed coin of each address named (P2WPKH payment, P2TR ordinals), paying 0.01 BTC to `to`,
 * each coin's change back to its own address (an ordinals coin keeps what it carries), 2000 sats fee per coin.
 */
export async function dappPsbt(esploraUrl: string, account: BitcoinAccountKeys, spenders: ReadonlyArray<'payment' | 'ordinals'>, to: string): Promise<DappPsbt> {
  const tx = new Transaction()
  const inputs: Array<{ address: string; index: number }> = []
  tx.addOutputAddress(to, 100_0000n, REGTEST)
  for (const purpose of spenders) {
    const key = account[purpose]
    const coins = (await (await fetch(`${esploraUrl}/address/${key.address}/utxo`)).json()) as Array<{ txid: string; vout: number; value: number }>
    const coin = coins[0]
    if (!coin) throw new Error(`${key.address} has no coin to spend`)
    const publicKey = hexToBytes(key.publicKey)
    const spend = purpose === 'payment' ? p2wpkh(publicKey, REGTEST) : p2tr(publicKey, undefined, REGTEST)
    tx.addInput({ txid: coin.txid, index: coin.vout, witnessUtxo: { script: spend.script, amount: BigInt(coin.value) }, ...(purpose === 'ordinals' ? { tapInternalKey: publicKey } : {}) })
    tx.addOutputAddress(key.address, BigInt(coin.value) - 2_000n - (inputs.length === 0 ? 100_0000n : 0n), REGTEST)
    inputs.push({ address: key.address, index: inputs.length })
  }
  return { psbt: Buffer.from(tx.toPSBT()).toString('base64'), inputs }
}

/** Finalizes a signed PSBT (base64) and broadcasts it through Esplora; the ledger's status and answer. */
export async function finalizeAndBroadcast(esploraUrl: string, signed: string): Promise<{ readonly status: number; readonly text: string }> {
  const tx = Transaction.fromPSBT(Buffer.from(signed, 'base64'))
  tx.finalize()
  const response = await fetch(`${esploraUrl}/tx`, { method: 'POST', body: hex.encode(tx.extract()) })
  return { status: response.status, text: (await response.text()).trim() }
}
