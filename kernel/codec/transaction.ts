import * as t from 'io-ts'
import { DecimalString, FiniteNumber, ImageUrl } from './safe'
import { nullable, withOptional } from './combinators'

/** SPEC §3 transaction metadata; status drives the activity icon, chain the connected-chain filter (§5). */
export const TransactionMetadata = /* @__PURE__ */ withOptional(
  {
    minedAt: t.string,
    chain: t.string,
    operationType: t.string,
    status: /* @__PURE__ */ t.keyof({ confirmed: null, failed: null, pending: null }),
    sentFrom: t.string,
    sentTo: t.string,
  },
  { hash: t.string, nonce: FiniteNumber },
  'TransactionMetadata',
)
export type TransactionMetadata = t.TypeOf<typeof TransactionMetadata>

/** An NFT moved by a transfer; `flags.is_spam` decides whether the transfer is shown (SPEC §5). */
export const NftInfo = /* @__PURE__ */ withOptional(
  { flags: /* @__PURE__ */ t.type({ is_spam: t.boolean }, 'NftFlags') },
  {
    name: /* @__PURE__ */ nullable(t.string),
    content: /* @__PURE__ */ t.partial({ preview: /* @__PURE__ */ nullable(/* @__PURE__ */ t.type({ url: ImageUrl }, 'NftPreview')) }, 'NftContent'),
  },
  'NftInfo',
)
export type NftInfo = t.TypeOf<typeof NftInfo>

/** A fungible token moved by a transfer. */
export const FungibleInfo = /* @__PURE__ */ withOptional(
  { symbol: t.string },
  { name: t.string, icon: /* @__PURE__ */ nullable(/* @__PURE__ */ t.type({ url: ImageUrl }, 'FungibleIcon')) },
  'FungibleInfo',
)
export type FungibleInfo = t.TypeOf<typeof FungibleInfo>

/** SPEC §3 transfer: nft_info or fungible_info (absent or null when not that kind), and quantity.numeric. */
export const Transfer = /* @__PURE__ */ withOptional(
  { quantity: /* @__PURE__ */ t.type({ numeric: DecimalString }, 'TransferQuantity') },
  {
    nft_info: /* @__PURE__ */ nullable(NftInfo),
    fungible_info: /* @__PURE__ */ nullable(FungibleInfo),
    direction: /* @__PURE__ */ t.keyof({ in: null, out: null, self: null }),
    value: /* @__PURE__ */ nullable(FiniteNumber),
    price: /* @__PURE__ */ nullable(FiniteNumber),
    // The two ends of this transfer (the history API's sender/recipient): for a token transfer the
    // transaction's sentTo is the token contract, not the person paid.
    sender: /* @__PURE__ */ nullable(t.string),
    recipient: /* @__PURE__ */ nullable(t.string),
  },
  'Transfer',
)
export type Transfer = t.TypeOf<typeof Transfer>

/** SPEC §3 transaction. */
export const Transaction = /* @__PURE__ */ t.type(
  { id: t.string, metadata: TransactionMetadata, transfers: /* @__PURE__ */ t.array(Transfer) },
  'Transaction',
)
export type Transaction = t.TypeOf<typeof Transaction>

/** SPEC §5: a transaction is hidden when it has transfers and every one is an NFT flagged as spam. */
export function isSpamOnly(transaction: Transaction): boolean {
  return (
    transaction.transfers.length > 0 && transaction.transfers.every((transfer) => transfer.nft_info?.flags.is_spam === true)
  )
}
