import type { IncomingMessage, ServerResponse } from 'node:http'
import { bytesToHex } from '@noble/hashes/utils'
import { OutScript } from '@scure/btc-signer'
import { LedgerRejection, type BitcoinLedger, type BlockInfo, type LedgerOutput, type LedgerTransaction } from './ledger'

/*
 * The ledger behind Esplora's REST API (the one mempool.space and blockstream.info serve), the part
 * wallets and the Bitcoin adapter use: address UTXOs, stats and transactions, transactions, broadcast,
 * fee estimates and the tip. Plus one devnet route, POST /devnet/mine, regtest's `generate`.
 */

const MAX_BODY_BYTES = 400_000
const cors = { 'access-control-allow-origin': '*', 'access-control-allow-headers': 'content-type', 'access-control-allow-methods': 'GET, POST, OPTIONS' }

/** Fee estimates in sat/vB by confirmation target (blocks), Esplora's /fee-estimates shape; a quiet regtest chain. */
export const FEE_ESTIMATES: Readonly<Record<string, number>> = { '1': 3, '2': 3, '3': 2, '6': 2, '12': 1.5, '25': 1.2, '144': 1, '504': 1, '1008': 1 }

const status = (block: BlockInfo | undefined) =>
  block ? { confirmed: true, block_height: block.height, block_hash: block.hash, block_time: block.time } : { confirmed: false }

const scriptType = (script: Uint8Array): string => {
  try {
    const type = OutScript.decode(script).type
    return ({ wpkh: 'v0_p2wpkh', tr: 'v1_p2tr', pkh: 'p2pkh', sh: 'p2sh', wsh: 'v0_p2wsh' } as Record<string, string>)[type] ?? type
  } catch {
    return script[0] === 0x6a ? 'op_return' : 'unknown'
  }
}

const outputJson = (out: LedgerOutput) => ({
  scriptpubkey: bytesToHex(out.script),
  scriptpubkey_type: scriptType(out.script),
  ...(out.address ? { scriptpubkey_address: out.address } : {}),
  value: Number(out.value),
})

export const transactionJson = (tx: LedgerTransaction) => ({
  txid: tx.txid,
  version: tx.version,
  locktime: tx.locktime,
  vin:
    tx.inputs.length === 0
      ? [{ txid: '0'.repeat(64), vout: 0xffffffff, prevout: null, witness: [], is_coinbase: true, sequence: 0xffffffff }]
      : tx.inputs.map((input) => ({ txid: input.txid, vout: input.vout, prevout: outputJson(input), witness: input.witness, is_coinbase: false, sequence: input.sequence })),
  vout: tx.outputs.map(outputJson),
  size: tx.size,
  weight: tx.weight,
  fee: Number(tx.fee),
  status: status(tx.block),
})

async function readText(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of request) {
    size += (chunk as Buffer).length
    if (size > MAX_BODY_BYTES) throw new Error('body too large')
    chunks.push(chunk as Buffer)
  }
  return Buffer.concat(chunks).toString('utf8')
}

type Answer = { readonly status: number; readonly body: string; readonly type: 'json' | 'text' }
const ok = (body: unknown): Answer => ({ status: 200, body: JSON.stringify(body), type: 'json' })
const text = (body: string, code = 200): Answer => ({ status: code, body, type: 'text' })

/** One Esplora request against the ledger (paths without the base). */
export async function answerEsplora(ledger: BitcoinLedger, method: string, path: string, body: () => Promise<string>): Promise<Answer> {
  const parts = path.split('/').filter(Boolean)
  const [head, id, tail] = parts
  if (method === 'POST' && path === '/tx') {
    try {
      return text(ledger.broadcast(await body()))
    } catch (error) {
      if (error instanceof LedgerRejection) return text(`sendrawtransaction RPC error: ${JSON.stringify({ code: -26, message: error.reason })}`, 400)
      throw error
    }
  }
  if (method === 'POST' && path === '/devnet/mine') {
    const count = Number((await body()).trim() || '1')
    if (!Number.isInteger(count) || count < 1 || count > 100) return text('Mine 1 to 100 blocks', 400)
    return ok(ledger.mine(count).map((block) => block.hash))
  }
  if (method !== 'GET') return text(`No Esplora route for ${method} ${path}`, 404)
  if (path === '/blocks/tip/height') return text(String(ledger.tipHeight()))
  if (path === '/blocks/tip/hash') return text(ledger.tipHash())
  if (path === '/fee-estimates') return ok(FEE_ESTIMATES)
  if (path === '/mempool/txids') return ok(ledger.mempool())
  if (head === 'block-height' && id && !tail) {
    const block = ledger.block(Number(id))
    return block ? text(block.hash) : text('Block not found', 404)
  }
  if (head === 'block' && id && !tail) {
    const block = ledger.block(id)
    return block ? ok({ id: block.hash, height: block.height, timestamp: block.time, tx_count: block.txids.length }) : text('Block not found', 404)
  }
  if (head === 'address' && id) {
    if (!tail) return ok({ address: id, chain_stats: ledger.statsOf(id).chain, mempool_stats: ledger.statsOf(id).mempool })
    if (tail === 'utxo' && parts.length === 3)
      return ok(ledger.utxosOf(id).map((u) => ({ txid: u.txid, vout: u.vout, value: Number(u.value), status: status(u.block) })))
    if (tail === 'txs' && parts.length === 3) return ok(ledger.transactionsOf(id).slice(0, 50).map(transactionJson))
  }
  if (head === 'tx' && id) {
    const tx = ledger.transaction(id)
    if (!tx) return text('Transaction not found', 404)
    if (!tail) return ok(transactionJson(tx))
    if (tail === 'hex') return text(tx.hex)
    if (tail === 'status') return ok(status(tx.block))
  }
  return text(`No Esplora route for GET ${path}`, 404)
}

/** The node:http listener of the Esplora API. */
export function esploraListener(ledger: BitcoinLedger): (request: IncomingMessage, response: ServerResponse) => void {
  return (request, response) => {
    if (request.method === 'OPTIONS') return void response.writeHead(204, cors).end()
    const path = new URL(request.url ?? '/', 'http://127.0.0.1').pathname.replace(/\/+$/, '') || '/'
    answerEsplora(ledger, request.method ?? 'GET', path, () => readText(request))
      .catch((error: unknown): Answer => text(error instanceof Error ? error.message : String(error), 400))
      .then((answer) =>
        response
          .writeHead(answer.status, { ...cors, 'content-type': answer.type === 'json' ? 'application/json' : 'text/plain; charset=utf-8', 'cache-control': 'no-store' })
          .end(answer.body),
      )
      .catch(() => response.destroy())
  }
}
