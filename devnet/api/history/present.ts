import { formatUnits, zeroAddress, type Address } from 'viem'
import type { DevnetContext } from '../../context'
import { priceOf } from '../prices'
import { nftImageUrl, tokenIconUrl } from '../tokens'
import type { IndexedTransaction, IndexedTransfer } from './indexer'

type Direction = 'in' | 'out' | 'self'

/** SPEC §3 transfer as the history API sends it (kernel/codec/transaction.ts Transfer). */
export interface TransferAnswer {
  readonly direction: Direction
  readonly quantity: { readonly numeric: string }
  readonly fungible_info: { readonly name: string; readonly symbol: string; readonly icon: { readonly url: string } } | null
  readonly nft_info: {
    readonly name: string
    readonly flags: { readonly is_spam: boolean }
    readonly content: { readonly preview: { readonly url: string } }
  } | null
  readonly value: number | null
  readonly price: number | null
  readonly sender: string
  readonly recipient: string
}

/** SPEC §3 transaction (kernel/codec/transaction.ts Transaction). */
export interface TransactionAnswer {
  readonly id: string
  readonly metadata: {
    readonly minedAt: string
    readonly chain: string
    readonly operationType: string
    readonly status: 'confirmed' | 'failed'
    readonly sentFrom: string
    readonly sentTo: string
    readonly hash: string
    readonly nonce: number
  }
  readonly transfers: ReadonlyArray<TransferAnswer>
}

const directionOf = (transfer: IndexedTransfer, account: Address): Direction =>
  transfer.from === account && transfer.to === account ? 'self' : transfer.from === account ? 'out' : 'in'

function transferAnswer(devnet: DevnetContext, tx: IndexedTransaction, transfer: IndexedTransfer, account: Address): TransferAnswer {
  const chain = devnet.chains.find((c) => c.chainId === tx.chainId)
  const direction = directionOf(transfer, account)
  if (transfer.kind === 'erc721') {
    const tokenId = transfer.tokenId ?? '0'
    const collection = chain?.contracts.collection
    const ours = collection !== undefined && collection.address.toLowerCase() === transfer.contract?.toLowerCase()
    return {
      direction,
      quantity: { numeric: '1' },
      fungible_info: null,
      nft_info: {
        name: (ours ? collection.itemNames.get(tokenId) : undefined) ?? `${transfer.name} #${tokenId}`,
        flags: { is_spam: ours && collection.spamTokenIds.has(tokenId) },
        content: { preview: { url: chain ? nftImageUrl(devnet, chain, tokenId) : '' } },
      },
      value: null,
      price: null,
      sender: transfer.from,
      recipient: transfer.to,
    }
  }
  const numeric = formatUnits(transfer.amount, transfer.decimals)
  const price = priceOf(transfer.symbol, 1)
  return {
    direction,
    quantity: { numeric },
    fungible_info: { name: transfer.name, symbol: transfer.symbol, icon: { url: tokenIconUrl(devnet, transfer.symbol) } },
    nft_info: null,
    value: price ? Math.round(Number(numeric) * price * 100) / 100 : null,
    price: price || null,
    sender: transfer.from,
    recipient: transfer.to,
  }
}

function operationType(tx: IndexedTransaction, transfers: ReadonlyArray<IndexedTransfer>, account: Address): string {
  if (tx.contractAddress) return 'deploy'
  if (transfers.length === 0) return tx.approval ? 'approve' : 'execute'
  const directions = new Set(transfers.map((t) => directionOf(t, account)))
  if (transfers.every((t) => t.from === zeroAddress)) return 'mint'
  if (directions.has('in') && directions.has('out')) return 'trade'
  if (directions.has('in')) return 'receive'
  return 'send'
}

/** One indexed transaction as the account sees it: only its own transfers, with their direction. */
export function transactionAnswer(devnet: DevnetContext, tx: IndexedTransaction, account: Address): TransactionAnswer {
  const own = tx.transfers.filter((t) => t.from === account || t.to === account)
  return {
    id: `${tx.hash}-${tx.chainId}`,
    metadata: {
      minedAt: new Date(tx.timestamp * 1000).toISOString(),
      chain: `eip155:${tx.chainId}`,
      operationType: operationType(tx, own, account),
      status: tx.status,
      sentFrom: tx.from,
      sentTo: tx.to ?? tx.contractAddress ?? zeroAddress,
      hash: tx.hash,
      nonce: tx.nonce,
    },
    transfers: own.map((transfer) => transferAnswer(devnet, tx, transfer, account)),
  }
}
