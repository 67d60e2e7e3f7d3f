import { Address, OutScript, RawTx, Transaction } from '@scure/btc-signer'
import { sha256 } from '@noble/hashes/sha2'
import { bytesToHex, concatBytes, hexToBytes } from '@noble/hashes/utils'
import { DUST_LIMIT, MIN_RELAY_FEE_RATE, REGTEST } from './config'
import { witnessProblem, type Prevout } from './verify'

/** A refusal in Bitcoin Core's words (`sendrawtransaction` reject reasons), so clients read it as they would a node's. */
export class LedgerRejection extends Error {
  constructor(readonly reason: string) {
    super(reason)
    this.name = 'LedgerRejection'
  }
}

export interface LedgerOutput {
  readonly txid: string
  readonly vout: number
  readonly value: bigint
  readonly script: Uint8Array
  /** The output's regtest address, when its script has one. */
  readonly address: string | undefined
}

export interface BlockInfo {
  readonly height: number
  readonly hash: string
  /** Unix seconds. */
  readonly time: number
  readonly txids: ReadonlyArray<string>
}

export interface LedgerTransaction {
  readonly txid: string
  readonly hex: string
  readonly version: number
  readonly locktime: number
  readonly size: number
  readonly weight: number
  readonly fee: bigint
  readonly inputs: ReadonlyArray<LedgerOutput & { readonly sequence: number; readonly witness: ReadonlyArray<string> }>
  readonly outputs: ReadonlyArray<LedgerOutput>
  /** The block that holds it; undefined while it waits in the mempool. */
  block: BlockInfo | undefined
}

export interface AddressStats {
  readonly funded_txo_count: number
  readonly funded_txo_sum: number
  readonly spent_txo_count: number
  readonly spent_txo_sum: number
  readonly tx_count: number
}

export interface Utxo extends LedgerOutput {
  /** The block that created it; undefined for an output of a mempool transaction. */
  readonly block: BlockInfo | undefined
}

export interface BitcoinLedger {
  tipHeight(): number
  tipHash(): string
  block(hashOrHeight: string | number): BlockInfo | undefined
  /** Checks and accepts a raw transaction into the mempool; answers its txid or throws LedgerRejection. */
  broadcast(hex: string): string
  /** Mines one block per count holding the whole mempool (the first), as regtest's generate does. */
  mine(count?: number): ReadonlyArray<BlockInfo>
  transaction(txid: string): LedgerTransaction | undefined
  mempool(): ReadonlyArray<string>
  /** Unspent outputs of the address, mempool ones included; outputs a mempool transaction spends excluded. */
  utxosOf(address: string): ReadonlyArray<Utxo>
  /** Esplora's chain_stats and mempool_stats of the address. */
  statsOf(address: string): { readonly chain: AddressStats; readonly mempool: AddressStats }
  /** Transactions touching the address, newest first (mempool first). */
  transactionsOf(address: string): ReadonlyArray<LedgerTransaction>
}

const outpoint = (txid: string, vout: number) => `${txid}:${vout}`
const sha256d = (bytes: Uint8Array) => sha256(sha256(bytes))
/** Bitcoin shows hashes byte-reversed. */
const display = (hash: Uint8Array) => bytesToHex(Uint8Array.from(hash).reverse())

function addressOf(script: Uint8Array): string | undefined {
  try {
    return Address(REGTEST).encode(OutScript.decode(script))
  } catch {
    return undefined
  }
}

function merkleRoot(txids: ReadonlyArray<string>): Uint8Array {
  let level = txids.map((txid) => hexToBytes(txid).reverse())
  if (level.length === 0) return new Uint8Array(32)
  while (level.length > 1) {
    const next: Uint8Array[] = []
    for (let i = 0; i < level.length; i += 2) next.push(sha256d(concatBytes(level[i] as Uint8Array, (level[i + 1] ?? level[i]) as Uint8Array)))
    level = next
  }
  return level[0] as Uint8Array
}

/** An 80-byte block header (version 0x20000000, regtest's bits), hashed as Bitcoin hashes headers; no proof of work. */
function blockHash(previous: string, root: Uint8Array, time: number, height: number): string {
  const header = new Uint8Array(80)
  const view = new DataView(header.buffer)
  view.setUint32(0, 0x20000000, true)
  header.set(hexToBytes(previous).reverse(), 4)
  header.set(root, 36)
  view.setUint32(68, time, true)
  view.setUint32(72, 0x207fffff, true)
  view.setUint32(76, height, true)
  return display(sha256d(header))
}

const zeroStats = (): { -readonly [K in keyof AddressStats]: number } => ({ funded_txo_count: 0, funded_txo_sum: 0, spent_txo_count: 0, spent_txo_sum: 0, tx_count: 0 })

export interface LedgerOptions {
  readonly genesisHash: string
  /** Outputs the first block creates (a coinbase), e.g. each dev address's starting coins. */
  readonly funding: ReadonlyArray<{ readonly address: string; readonly value: bigint }>
  /** Unix seconds, for block times (the devnet's clock). */
  readonly now: () => number
}

/**
 * The devnet's Bitcoin ledger: a regtest stand-in with a UTXO set, a mempool and blocks mined on
 * demand. Every transaction is parsed, each input must spend an existing unspent output (one a
 * mempool transaction already spends is a conflict), every witness must verify (P2WPKH, P2TR key
 * path), outputs may not exceed inputs, and the fee must reach the minimum relay rate.
 */
export function createBitcoinLedger(options: LedgerOptions): BitcoinLedger {
  const genesis: BlockInfo = { height: 0, hash: options.genesisHash, time: options.now(), txids: [] }
  const blocks: BlockInfo[] = [genesis]
  const transactions = new Map<string, LedgerTransaction>()
  const outputs = new Map<string, LedgerOutput>()
  /** outpoint → the transaction that spends it. */
  const spentBy = new Map<string, string>()
  const mempool: string[] = []
  const byAddress = new Map<string, Set<string>>()

  const touch = (address: string | undefined, txid: string) => {
    if (!address) return
    const set = byAddress.get(address) ?? new Set<string>()
    set.add(txid)
    byAddress.set(address, set)
  }

  const record = (tx: Transaction, raw: Uint8Array, fee: bigint, inputs: LedgerTransaction['inputs']): LedgerTransaction => {
    const txid = tx.id
    const created = Array.from({ length: tx.outputsLength }, (_, vout): LedgerOutput => {
      const out = tx.getOutput(vout)
      const script = out.script ?? new Uint8Array()
      return { txid, vout, value: out.amount ?? 0n, script, address: addressOf(script) }
    })
    const entry: LedgerTransaction = {
      txid,
      hex: bytesToHex(raw),
      version: tx.version,
      locktime: tx.lockTime,
      size: raw.length,
      weight: tx.weight,
      fee,
      inputs,
      outputs: created,
      block: undefined,
    }
    transactions.set(txid, entry)
    for (const out of created) {
      outputs.set(outpoint(txid, out.vout), out)
      touch(out.address, txid)
    }
    for (const input of inputs) {
      spentBy.set(outpoint(input.txid, input.vout), txid)
      touch(input.address, txid)
    }
    return entry
  }

  const mineBlock = (): BlockInfo => {
    const previous = blocks[blocks.length - 1] as BlockInfo
    const txids = mempool.splice(0)
    const height = previous.height + 1
    const time = Math.max(options.now(), previous.time + 1)
    const block: BlockInfo = { height, hash: blockHash(previous.hash, merkleRoot(txids), time, height), time, txids }
    blocks.push(block)
    for (const txid of txids) {
      const entry = transactions.get(txid)
      if (entry) entry.block = block
    }
    return block
  }

  // Block 1: a coinbase paying the dev addresses (its input is the null outpoint, as coinbases' are).
  const coinbaseRaw = RawTx.encode({
      version: 2,
      segwitFlag: false,
      inputs: [{ txid: new Uint8Array(32), index: 0xffffffff, finalScriptSig: Uint8Array.of(0x51, 0x51), sequence: 0xffffffff }],
      outputs: options.funding.map(({ address, value }) => ({ amount: value, script: OutScript.encode(Address(REGTEST).decode(address)) })),
      witnesses: [],
      lockTime: 0,
    })
  const coinbase = Transaction.fromRaw(coinbaseRaw, { allowUnknownInputs: true, allowUnknownOutputs: true, disableScriptCheck: true })
  mempool.push(record(coinbase, coinbaseRaw, 0n, []).txid)
  mineBlock()

  const accept = (hex: string): string => {
    let tx: Transaction
    let raw: Uint8Array
    try {
      raw = hexToBytes(hex.trim())
      tx = Transaction.fromRaw(raw, { allowUnknownOutputs: true, disableScriptCheck: true })
    } catch (error) {
      throw new LedgerRejection(`TX decode failed: ${error instanceof Error ? error.message : String(error)}`)
    }
    const txid = tx.id
    if (transactions.has(txid)) throw new LedgerRejection('txn-already-known')
    if (tx.inputsLength === 0) throw new LedgerRejection('bad-txns-vin-empty')
    if (tx.outputsLength === 0) throw new LedgerRejection('bad-txns-vout-empty')
    const spent: Array<LedgerOutput & { sequence: number; witness: string[] }> = []
    const seen = new Set<string>()
    for (let i = 0; i < tx.inputsLength; i++) {
      const input = tx.getInput(i)
      const key = outpoint(bytesToHex(input.txid ?? new Uint8Array()), input.index ?? 0)
      if (seen.has(key)) throw new LedgerRejection('bad-txns-inputs-duplicate')
      seen.add(key)
      const prev = outputs.get(key)
      if (!prev) throw new LedgerRejection('bad-txns-inputs-missingorspent')
      const spender = spentBy.get(key)
      if (spender) throw new LedgerRejection(transactions.get(spender)?.block ? 'bad-txns-inputs-missingorspent' : 'txn-mempool-conflict')
      spent.push({ ...prev, sequence: input.sequence ?? 0xffffffff, witness: (input.finalScriptWitness ?? []).map((w) => bytesToHex(w)) })
    }
    const prevouts: Prevout[] = spent.map((p) => ({ script: p.script, amount: p.value }))
    for (let i = 0; i < tx.inputsLength; i++) {
      const problem = witnessProblem(tx, i, prevouts)
      if (problem) throw new LedgerRejection(`mandatory-script-verify-flag-failed (${problem}), input ${i}`)
    }
    let outTotal = 0n
    for (let i = 0; i < tx.outputsLength; i++) {
      const out = tx.getOutput(i)
      const amount = out.amount ?? 0n
      const isData = out.script?.[0] === 0x6a
      if (amount < 0n) throw new LedgerRejection('bad-txns-vout-negative')
      if (!isData && amount < DUST_LIMIT) throw new LedgerRejection('dust')
      outTotal += amount
    }
    const inTotal = spent.reduce((sum, p) => sum + p.value, 0n)
    if (outTotal > inTotal) throw new LedgerRejection('bad-txns-in-belowout')
    const fee = inTotal - outTotal
    if (fee < BigInt(Math.ceil(tx.vsize * MIN_RELAY_FEE_RATE))) throw new LedgerRejection(`min relay fee not met, ${fee} < ${tx.vsize * MIN_RELAY_FEE_RATE}`)
    record(tx, raw, fee, spent)
    mempool.push(txid)
    return txid
  }

  const unspent = (address: string): Utxo[] =>
    [...(byAddress.get(address) ?? [])].flatMap((txid) => {
      const entry = transactions.get(txid) as LedgerTransaction
      return entry.outputs
        .filter((out) => out.address === address && !spentBy.has(outpoint(out.txid, out.vout)))
        .map((out) => ({ ...out, block: entry.block }))
    })

  return {
    tipHeight: () => (blocks[blocks.length - 1] as BlockInfo).height,
    tipHash: () => (blocks[blocks.length - 1] as BlockInfo).hash,
    block: (key) => (typeof key === 'number' ? blocks[key] : blocks.find((b) => b.hash === key)),
    broadcast: accept,
    mine: (count = 1) => Array.from({ length: Math.max(1, Math.floor(count)) }, mineBlock),
    transaction: (txid) => transactions.get(txid),
    mempool: () => [...mempool],
    utxosOf: unspent,
    statsOf(address) {
      const chain = zeroStats()
      const pending = zeroStats()
      for (const txid of byAddress.get(address) ?? []) {
        const entry = transactions.get(txid) as LedgerTransaction
        const stats = entry.block ? chain : pending
        stats.tx_count++
        for (const out of entry.outputs)
          if (out.address === address) {
            stats.funded_txo_count++
            stats.funded_txo_sum += Number(out.value)
          }
        for (const input of entry.inputs)
          if (input.address === address) {
            stats.spent_txo_count++
            stats.spent_txo_sum += Number(input.value)
          }
      }
      return { chain, mempool: pending }
    },
    transactionsOf: (address) =>
      [...(byAddress.get(address) ?? [])]
        .map((txid) => transactions.get(txid) as LedgerTransaction)
        .sort((a, b) => (b.block?.height ?? Number.MAX_SAFE_INTEGER) - (a.block?.height ?? Number.MAX_SAFE_INTEGER)),
  }
}
