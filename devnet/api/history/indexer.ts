import { erc20Abi, getAddress, hexToBigInt, type Address, type Hex, type Log } from 'viem'
import type { LocalChain } from '../../chain/createChain'
import { NATIVE_CURRENCY } from '../../config'

const TRANSFER_TOPIC = '0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef'
const APPROVAL_TOPIC = '0x8c5be1e5ebec7d5bd14f71427d1e84f3dd0314c0f7b2291e5b200ac8c7c3b925'
const APPROVAL_FOR_ALL_TOPIC = '0x17307eab39ab6107e8899845ad3d59bd9653f200f220920489ca2b5937696c31'

export interface IndexedTransfer {
  readonly kind: 'native' | 'erc20' | 'erc721'
  /** The token contract; null for the native coin. */
  readonly contract: Address | null
  readonly from: Address
  readonly to: Address
  /** Smallest units; 1 for an NFT. */
  readonly amount: bigint
  /** ERC-721 token id as a decimal string. */
  readonly tokenId?: string
  readonly name: string
  readonly symbol: string
  readonly decimals: number
}

export interface IndexedTransaction {
  readonly chainId: number
  readonly hash: Hex
  readonly blockNumber: bigint
  readonly index: number
  /** Block time, seconds since the epoch. */
  readonly timestamp: number
  readonly from: Address
  readonly to: Address | null
  readonly contractAddress: Address | null
  readonly nonce: number
  readonly status: 'confirmed' | 'failed'
  readonly transfers: ReadonlyArray<IndexedTransfer>
  /** Emitted an Approval/ApprovalForAll (an "approve" operation). */
  readonly approval: boolean
}

export interface HistoryIndex {
  /** Every transaction on the chains touching the address, oldest first, after catching up to the latest block. */
  transactionsOf(address: Address, chainIds: ReadonlyArray<number>): Promise<IndexedTransaction[]>
}

interface TokenMeta {
  readonly name: string
  readonly symbol: string
  readonly decimals: number
}

const topicAddress = (topic: Hex | undefined): Address => getAddress(`0x${(topic ?? '0x').slice(-40).padStart(40, '0')}`)

/** Indexes one chain's blocks on demand: each query first reads the blocks mined since the last one. */
function createChainIndex(chain: LocalChain) {
  let indexed: IndexedTransaction[] = []
  let nextBlock = 0n
  let lastHash: Hex | undefined
  let queue: Promise<void> = Promise.resolve()
  const metadata = new Map<string, Promise<TokenMeta>>()

  /** Unknown contracts (a test's own token) are asked for their name; a silent one gets placeholders. */
  const metaOf = (contract: Address, nft: boolean): Promise<TokenMeta> => {
    const key = `${nft ? 'nft' : 'ft'}:${contract.toLowerCase()}`
    let found = metadata.get(key)
    if (!found) {
      const read = <T>(functionName: 'name' | 'symbol' | 'decimals', fallback: T): Promise<T> =>
        (chain.publicClient.readContract({ address: contract, abi: erc20Abi, functionName }) as Promise<T>).catch(() => fallback)
      found = Promise.all([read('name', 'Unknown token'), read('symbol', '???'), nft ? Promise.resolve(0) : read('decimals', 18)]).then(
        ([name, symbol, decimals]) => ({ name, symbol, decimals: Number(decimals) }),
      )
      metadata.set(key, found)
    }
    return found
  }

  async function transfersOf(log: Log): Promise<IndexedTransfer[]> {
    const [topic, fromTopic, toTopic, idTopic] = log.topics
    if (topic !== TRANSFER_TOPIC || !fromTopic || !toTopic) return []
    const contract = getAddress(log.address)
    const nft = idTopic !== undefined
    const meta = await metaOf(contract, nft)
    const base = { contract, from: topicAddress(fromTopic), to: topicAddress(toTopic), ...meta }
    if (nft) return [{ ...base, kind: 'erc721', amount: 1n, tokenId: hexToBigInt(idTopic).toString() }]
    return [{ ...base, kind: 'erc20', amount: log.data === '0x' ? 0n : hexToBigInt(log.data) }]
  }

  async function catchUp(): Promise<void> {
    const latest = await chain.publicClient.getBlockNumber()
    // A snapshot revert or reset rewrites history: start again from scratch.
    if (nextBlock > 0n) {
      const previous = latest >= nextBlock - 1n ? await chain.publicClient.getBlock({ blockNumber: nextBlock - 1n }) : undefined
      if (!previous || previous.hash !== lastHash) {
        indexed = []
        nextBlock = 0n
        lastHash = undefined
      }
    }
    for (let number = nextBlock; number <= latest; number++) {
      const block = await chain.publicClient.getBlock({ blockNumber: number, includeTransactions: true })
      for (const tx of block.transactions) {
        const receipt = await chain.publicClient.getTransactionReceipt({ hash: tx.hash })
        const native: IndexedTransfer[] =
          tx.value > 0n && tx.to
            ? [{ kind: 'native', contract: null, from: getAddress(tx.from), to: getAddress(tx.to), amount: tx.value, ...NATIVE_CURRENCY }]
            : []
        const fromLogs = receipt.status === 'success' ? (await Promise.all(receipt.logs.map(transfersOf))).flat() : []
        indexed.push({
          chainId: chain.chainId,
          hash: tx.hash,
          blockNumber: block.number,
          index: tx.transactionIndex,
          timestamp: Number(block.timestamp),
          from: getAddress(tx.from),
          to: tx.to ? getAddress(tx.to) : null,
          contractAddress: receipt.contractAddress ? getAddress(receipt.contractAddress) : null,
          nonce: tx.nonce,
          status: receipt.status === 'success' ? 'confirmed' : 'failed',
          transfers: receipt.status === 'success' ? [...native, ...fromLogs] : [],
          approval: receipt.logs.some((log) => log.topics[0] === APPROVAL_TOPIC || log.topics[0] === APPROVAL_FOR_ALL_TOPIC),
        })
      }
      lastHash = block.hash
      nextBlock = number + 1n
    }
  }

  return {
    chainId: chain.chainId,
    /** Catch-ups run one at a time; a failed one leaves the index as it was for the next query to retry. */
    current(): Promise<ReadonlyArray<IndexedTransaction>> {
      const run = queue.then(catchUp)
      queue = run.catch(() => undefined)
      return run.then(() => indexed)
    },
  }
}

const touches = (tx: IndexedTransaction, address: Address): boolean =>
  tx.from === address ||
  tx.to === address ||
  tx.transfers.some((transfer) => transfer.from === address || transfer.to === address)

export function createHistoryIndex(chains: ReadonlyArray<LocalChain>): HistoryIndex {
  const indexes = chains.map(createChainIndex)
  return {
    async transactionsOf(address, chainIds) {
      const wanted = indexes.filter((index) => chainIds.includes(index.chainId))
      const lists = await Promise.all(wanted.map((index) => index.current()))
      return lists.flat().filter((tx) => touches(tx, address))
    },
  }
}
