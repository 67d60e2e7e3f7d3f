import * as t from 'io-ts'
import { decodeOrThrow } from '../../kernel/codec/decode'
import { messages } from './messages'

/*
 * The Esplora REST API (mempool.space, blockstream.info, the devnet's ledger) as the adapter reads
 * it: a network's rpcUrls.default.http[0] is its Esplora base. Every answer is decoded before use.
 */

const Stats = t.type({ funded_txo_sum: t.number, spent_txo_sum: t.number })
const AddressAnswer = t.type({ chain_stats: Stats, mempool_stats: Stats })
const Utxo = t.type({ txid: t.string, vout: t.number, value: t.number })
export type Utxo = t.TypeOf<typeof Utxo>
const FeeEstimates = t.record(t.string, t.number)

async function read<A>(url: string, codec: t.Decoder<unknown, A>, what: string): Promise<A> {
  const response = await fetch(url)
  if (!response.ok) throw new Error(messages.httpFailed(what, response.status))
  return decodeOrThrow(codec, await response.json(), what)
}

const base = (url: string) => url.replace(/\/+$/, '')

/** Confirmed sats of the address (what a block has settled; mempool coins count once mined). */
export async function confirmedSats(esploraUrl: string, address: string): Promise<bigint> {
  const { chain_stats: chain } = await read(`${base(esploraUrl)}/address/${encodeURIComponent(address)}`, AddressAnswer, 'address balance')
  return BigInt(chain.funded_txo_sum - chain.spent_txo_sum)
}

export const utxosOf = (esploraUrl: string, address: string): Promise<ReadonlyArray<Utxo>> =>
  read(`${base(esploraUrl)}/address/${encodeURIComponent(address)}/utxo`, t.array(Utxo), 'address coins')

/** The next-block fee rate (sat/vB), at least 1. */
export async function fastFeeRate(esploraUrl: string): Promise<number> {
  const estimates = await read(`${base(esploraUrl)}/fee-estimates`, FeeEstimates, 'fee estimates')
  const rate = estimates['1']
  return rate !== undefined && rate >= 1 ? rate : 1
}

/** Broadcasts a raw transaction; answers the txid, or throws the node's reason. */
export async function broadcast(esploraUrl: string, hex: string): Promise<string> {
  const response = await fetch(`${base(esploraUrl)}/tx`, { method: 'POST', body: hex })
  const text = (await response.text()).trim()
  if (!response.ok) throw new Error(messages.broadcastRefused(text))
  if (!/^[0-9a-f]{64}$/.test(text)) throw new Error(messages.broadcastUnexpected)
  return text
}
