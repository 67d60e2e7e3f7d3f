import * as t from 'io-ts'
import { CaipNetworkId, EvmAddress } from '../index'
import type { Network } from '../codec/network'
import type { ChainNamespace } from '../codec/primitives'
import type { PayError } from './payError'

/** An ERC-20 token to pay in: its contract and what the modal shows of it. */
export const PayToken = /* @__PURE__ */ t.type(
  { address: EvmAddress, symbol: t.string, decimals: /* @__PURE__ */ t.refinement(t.Int, (n) => n >= 0 && n <= 36, 'Decimals') },
  'PayToken',
)

/**
 * What `modal.pay` takes from the app (decoded: a page's call is outside input): who is paid, how much
 * (a decimal amount in the asset's own unit, e.g. '12.5'), in what (the network's own coin or an
 * ERC-20 token) and on which of the modal's networks (CAIP-2, eip155 only).
 */
export const PayRequest = /* @__PURE__ */ t.type(
  {
    recipient: EvmAddress,
    amount: /* @__PURE__ */ t.union([t.string, t.number]),
    network: CaipNetworkId,
    asset: /* @__PURE__ */ t.union([/* @__PURE__ */ t.literal('native'), PayToken]),
  },
  'PayRequest',
)

export interface PayRequest {
  readonly recipient: string
  readonly amount: string | number
  readonly network: string
  readonly asset: 'native' | { readonly address: string; readonly symbol: string; readonly decimals: number }
}

/** A request once checked: the amount in the asset's smallest units, the network found among the modal's. */
export interface Payment {
  readonly recipient: string
  /** The amount as the app gave it, normalised ('12.50' → '12.5'). */
  readonly amount: string
  /** Smallest units, decimal (bigint-safe). */
  readonly units: string
  readonly network: Network
  readonly asset:
    | { readonly kind: 'native'; readonly symbol: string; readonly decimals: number }
    | { readonly kind: 'token'; readonly address: string; readonly symbol: string; readonly decimals: number }
}

/** The connected account and the network it is on. */
export interface PayContext {
  readonly namespace: ChainNamespace
  readonly address: string | undefined
  readonly caipNetworkId: string
}

/**
 * Where a payment stands: review (the modal shows it; the person may pay, switch network or take the
 * card), connecting (no wallet was connected: the person is connecting one, and the Pay view comes
 * back once they have), switching, paying (the wallet asks), confirming (sent, waiting for its
 * receipt), card (the card provider's page is open), paid, failed.
 */
export type PayStatus = 'idle' | 'review' | 'connecting' | 'switching' | 'paying' | 'confirming' | 'card' | 'paid' | 'failed'

/**
 * Where the modal is, as a payment sees it: on the Pay view, on a view of the connect flows (choosing
 * a wallet, connecting, signing in), or elsewhere (another view, or closed).
 */
export type PayPlace = 'pay' | 'connect' | 'away'

export interface PayState {
  readonly status: PayStatus
  readonly payment?: Payment
  readonly context: PayContext
  /** The account's balance of the asset on the payment's network, smallest units; absent until read, null when it could not be. */
  readonly balance?: string | null
  /**
   * The network fee the wallet's node estimates (gas × gas price), in the native coin's smallest units;
   * absent until read, null when it could not be estimated (a transfer the node expects to fail).
   */
  readonly fee?: string | null
  /** A step that failed without ending the payment (a refused network switch, a card page not opened). */
  readonly notice?: string
  /** The card provider's page, once it has an address. */
  readonly card?: { readonly url: string; readonly provider: string }
  readonly hash?: string
  readonly via?: 'wallet' | 'card'
  readonly error?: PayError
  /** Which `pay()` call this payment answers (private to the kernel). */
  readonly ticket?: object
}

/** What a `pay()` call resolves with. */
export interface PayResult {
  readonly hash: string
  /** Paid from the connected wallet, or by card through the card provider. */
  readonly via: 'wallet' | 'card'
}

/** `modal.pay`: call it with a request; the modal's Pay view uses the commands on it. */
export interface PayApi {
  (request: PayRequest): Promise<PayResult>
  /** Pays from the connected wallet (the Pay view's Pay button). */
  readonly confirm: () => void
  /** Asks the wallet to move to the payment's network. */
  readonly switchNetwork: () => void
  /** Opens the card provider's page for this payment. */
  readonly payWithCard: () => void
  /** Gives up the payment; its `pay()` call rejects (closing the modal does the same). */
  readonly cancel: () => void
}
