import type { CaipNetworkId, ChainNamespace } from '../codec/primitives'
import type { Transaction, Transfer } from '../codec/transaction'
import { isOnChain } from '../history/historyState'
import { initialNftsState } from './initialState'

/** The account whose NFTs are listed (the history feed's target). */
export interface NftsTarget {
  readonly address?: string | undefined
  readonly caipNetworkId?: CaipNetworkId | undefined
  readonly namespace?: ChainNamespace | undefined
}

/** An NFT the account holds, as the history shows it (SPEC §3 nft_info). */
export interface NftItem {
  readonly name: string
  readonly imageUrl: string | undefined
  readonly chain: CaipNetworkId
}

export interface NftsState {
  readonly target: NftsTarget
  /** 'idle' before the first fetch and after a reset; 'error' keeps no items. */
  readonly status: 'idle' | 'loading' | 'loaded' | 'error'
  /** Held NFTs, the most recently received first. */
  readonly items: ReadonlyArray<NftItem>
  /** The history had more pages than are read (NFT_HISTORY_PAGE_CAP): older NFTs may be missing. */
  readonly capped: boolean
  /** A fetch was asked since the last reset: a new target then loads by itself. */
  readonly active: boolean
  readonly error: string | undefined
}

export type NftsCommand =
  | { readonly type: 'targetChanged'; readonly target: NftsTarget }
  | { readonly type: 'fetch' }
  | { readonly type: 'clear' }
  | { readonly type: 'requested' }
  | { readonly type: 'loaded'; readonly items: ReadonlyArray<NftItem>; readonly capped: boolean }
  | { readonly type: 'failed'; readonly error: string }

export { initialNftsState }

/**
 * Which way a transfer moved the NFT for the account. The transfer's own direction decides (a mint
 * or a receive is 'in'; 'self' leaves it held). Without one, only an operation that says it
 * (mint, receive; send, burn) does: sentFrom/sentTo name the transaction's sender and contract, not
 * the NFT's owners, so they cannot.
 */
export function nftMove(transfer: Transfer, operationType: string): 'in' | 'out' | undefined {
  if (transfer.direction) return transfer.direction === 'out' ? 'out' : 'in'
  if (operationType === 'mint' || operationType === 'receive') return 'in'
  if (operationType === 'send' || operationType === 'burn') return 'out'
  return undefined
}

/**
 * The NFTs the account holds, from its history newest first: an NFT (known by its name) is held when
 * its latest confirmed move on the connected chain brought it in. Spam NFTs are left out (SPEC §5),
 * as are transfers with no name to know the NFT by.
 */
export function heldNfts(transactions: ReadonlyArray<Transaction>, caipNetworkId: CaipNetworkId): ReadonlyArray<NftItem> {
  const decided = new Set<string>()
  const held: NftItem[] = []
  for (const transaction of transactions) {
    const { metadata } = transaction
    if (metadata.status !== 'confirmed' || !isOnChain(transaction, caipNetworkId)) continue
    // Within a transaction the last transfer is the latest move.
    for (const transfer of [...transaction.transfers].reverse()) {
      const nft = transfer.nft_info
      const name = nft?.name
      const move = nftMove(transfer, metadata.operationType)
      if (!nft || !name || nft.flags.is_spam || !move || decided.has(name)) continue
      decided.add(name)
      if (move === 'in') held.push({ name, imageUrl: nft.content?.preview?.url ?? undefined, chain: caipNetworkId })
    }
  }
  return held
}

export function reduceNfts(state: NftsState, command: NftsCommand): NftsState {
  switch (command.type) {
    case 'targetChanged':
      // Another account's or chain's NFTs must never show for this one; no account at all (a
      // disconnect) ends the tab's life as a reset does, whichever of the two the kernel hears first.
      return { ...initialNftsState, active: state.active && command.target.address !== undefined, target: command.target }
    case 'fetch':
      return { ...state, active: true }
    case 'clear':
      return { ...initialNftsState, target: state.target }
    case 'requested':
      return { ...state, status: 'loading', error: undefined }
    case 'loaded':
      return { ...state, status: 'loaded', items: command.items, capped: command.capped, error: undefined }
    case 'failed':
      return { ...state, status: 'error', items: [], capped: false, error: command.error }
  }
}
