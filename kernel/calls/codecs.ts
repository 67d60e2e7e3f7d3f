import * as t from 'io-ts'
import { HexQuantity, TransactionHash } from '../codec/hex'
import { withOptional } from '../codec/combinators'

/*
 * EIP-5792 wallet answers, as wallets send them. Only what the kernel reads is checked; anything else
 * a wallet adds is kept as it came (capabilities are open-ended by design).
 */

/** wallet_getCapabilities: capabilities by chain id (hex; "0x0" for every chain). */
export const CapabilitiesAnswer = /* @__PURE__ */ t.record(t.string, t.UnknownRecord, 'WalletCapabilities')

/** The atomic capability: whether the wallet runs a batch all-or-nothing on that chain. */
export const AtomicCapability = /* @__PURE__ */ t.type(
  { status: /* @__PURE__ */ t.keyof({ supported: null, ready: null, unsupported: null }) },
  'AtomicCapability',
)

/** wallet_sendCalls: the batch id, or (wallets of EIP-5792's first drafts) the id alone as a string. */
export const SendCallsAnswer = /* @__PURE__ */ t.union(
  [t.string, /* @__PURE__ */ withOptional({ id: t.string }, { capabilities: t.UnknownRecord }, 'SendCallsResult')],
  'SendCallsAnswer',
)

/** One receipt of a batch: a transaction's receipt fields as hex, the way eth_getTransactionReceipt gives them. */
export const CallsReceipt = /* @__PURE__ */ withOptional(
  { transactionHash: TransactionHash },
  { status: HexQuantity, blockHash: t.string, blockNumber: HexQuantity, gasUsed: HexQuantity, logs: /* @__PURE__ */ t.array(t.unknown) },
  'CallsReceipt',
)

/** wallet_getCallsStatus: an EIP-5792 status code (draft wallets: 'PENDING' or 'CONFIRMED'). */
export const CallsStatusAnswer = /* @__PURE__ */ withOptional(
  {
    status: /* @__PURE__ */ t.union([
      /* @__PURE__ */ t.refinement(t.number, (n) => Number.isInteger(n) && n >= 100 && n < 1000, 'StatusCode'),
      /* @__PURE__ */ t.keyof({ PENDING: null, CONFIRMED: null }),
    ]),
  },
  {
    id: t.string,
    version: t.string,
    chainId: HexQuantity,
    atomic: t.boolean,
    receipts: /* @__PURE__ */ t.array(CallsReceipt),
    capabilities: t.UnknownRecord,
  },
  'CallsStatus',
)
export type CallsStatusAnswer = t.TypeOf<typeof CallsStatusAnswer>
