import { formatQuantity, truncateAddress } from '../index'
import type { Transaction, Transfer } from '../codec/transaction'

/** Which way value moved for the account: the row's direction icon. */
export type ActivityDirection = 'in' | 'out' | 'self' | 'none'

/** One activity row, read as an action ("Sent 12.5 DVT to 0x1234…abcdef") rather than a hash. */
export interface ActivityLine {
  readonly title: string
  /** What moved, signed for the account ('-12.5 DVT', '+1 NFT'); empty for a plain contract call. */
  readonly amount: string
  readonly direction: ActivityDirection
  readonly status: Transaction['metadata']['status']
  /** The token icon or the NFT's preview, and which of the two it is (NFT thumbnails are square art). */
  readonly image: { readonly url: string; readonly nft: boolean } | undefined
  /** The token symbol or NFT name, for an image that cannot be shown. */
  readonly imageName: string
}

const short = (address: string | null | undefined): string => (address ? truncateAddress(address) : 'an unknown address')

/** SPEC §9 quantities (at most 3 decimals, never rounded up), without trailing zeros: '12.5', '1,000'. */
const quantity = (numeric: string): string => {
  const shown = formatQuantity(numeric)
  return shown.includes('.') ? shown.replace(/0+$/, '').replace(/\.$/, '') : shown
}

/** '12.5 DVT', or the NFT's name ('Devnet Collectible #2'). */
function what(transfer: Transfer): string {
  if (transfer.fungible_info) return `${quantity(transfer.quantity.numeric)} ${transfer.fungible_info.symbol}`
  return transfer.nft_info?.name ?? 'an NFT'
}

const signed = (transfer: Transfer): string => {
  const sign = transfer.direction === 'in' ? '+' : transfer.direction === 'out' ? '-' : ''
  return transfer.fungible_info ? `${sign}${what(transfer)}` : `${sign}1 NFT`
}

const capitalise = (word: string) => (word ? `${word[0]!.toUpperCase()}${word.slice(1)}` : word)

/**
 * The words of an activity row (SPEC §3 transaction: operationType, transfers with fungible_info or
 * nft_info and quantity.numeric): sends, receipts, mints, trades and approvals said as actions; a
 * transaction that moved nothing of the account's is a "Contract call".
 */
export function describeTransaction(transaction: Transaction): ActivityLine {
  const { metadata, transfers } = transaction
  const first = transfers[0]
  const outgoing = transfers.find((t) => t.direction === 'out')
  const incoming = transfers.find((t) => t.direction === 'in')
  const shown = incoming ?? outgoing ?? first
  const nftUrl = shown?.nft_info?.content?.preview?.url
  const iconUrl = shown?.fungible_info?.icon?.url
  const image = nftUrl ? { url: nftUrl, nft: true } : iconUrl ? { url: iconUrl, nft: false } : undefined
  const base = {
    status: metadata.status,
    image,
    imageName: shown?.fungible_info?.symbol ?? shown?.nft_info?.name ?? metadata.operationType,
    amount: shown ? signed(shown) : '',
  }
  const operation = metadata.operationType.toLowerCase()

  if (!first) {
    if (operation === 'approve') return { ...base, title: 'Approval', direction: 'none' }
    if (operation === 'deploy') return { ...base, title: 'Contract deployed', direction: 'none' }
    return { ...base, title: 'Contract call', direction: 'none' }
  }
  if (operation === 'mint') return { ...base, title: `Minted ${what(first)}`, direction: 'in' }
  if (operation === 'burn') return { ...base, title: `Burned ${what(first)}`, direction: 'out' }
  if ((operation === 'trade' || operation === 'swap') && outgoing && incoming)
    return { ...base, title: `Swapped ${what(outgoing)} for ${what(incoming)}`, direction: 'self' }
  if (outgoing && !incoming) {
    // A coin sent straight to someone has no separate recipient: the transaction's own receiver is.
    const to = outgoing.recipient ?? metadata.sentTo
    return { ...base, amount: signed(outgoing), title: `Sent ${what(outgoing)} to ${short(to)}`, direction: 'out' }
  }
  if (incoming && !outgoing) {
    const from = incoming.sender ?? metadata.sentFrom
    return { ...base, title: `Received ${what(incoming)} from ${short(from)}`, direction: 'in' }
  }
  if (first.direction === 'self') return { ...base, title: `Sent ${what(first)} to yourself`, direction: 'self' }
  return { ...base, title: `${capitalise(operation || 'Transaction')} ${what(first)}`, direction: 'none' }
}
