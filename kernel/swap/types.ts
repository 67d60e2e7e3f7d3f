import type { Observable, SchedulerLike } from 'rxjs'
import type { CaipNetworkId, ChainNamespace } from '../codec/primitives'
import type { Network } from '../codec/network'
import type { TokenBalance } from '../codec/token'
import type { TransactionRequest } from '../ports/adapter'
import type { LoggerPort } from '../ports/logger'
import type { SwapApi } from './swapApi'

/** A token the swap can trade: the convert token list, with what the account holds of it. */
export interface SwapToken {
  readonly name: string
  readonly symbol: string
  /** CAIP-10; the 0xeee… address for the network's own coin. */
  readonly address: string
  readonly decimals: number
  readonly logoUri: string | undefined
  /** Whole units held, as the balance service reads them ('0' when none). */
  readonly balance: string
  /** US dollars per whole unit, from the balance answer or the price call; 0 when unknown. */
  readonly price: number
}

/** The account a swap trades for: the active namespace, network and address. */
export interface SwapContext {
  readonly namespace: ChainNamespace | undefined
  readonly network: Network | undefined
  readonly address: string | undefined
}

/** A quote as shown: what the pool pays out now and what the swap costs. */
export interface SwapQuote {
  readonly fromAddress: string
  readonly toAddress: string
  /** Smallest units, decimal strings. */
  readonly fromAmount: string
  readonly toAmount: string
  /** Whole units of `to`, as a decimal string. */
  readonly toAmountDisplay: string
  /** The least `to` the swap accepts: the quote less the SPEC §9 slippage, whole units. */
  readonly minimumReceived: string
  /** Percent lost against the tokens' prices (fee and pool depth); undefined when a price is unknown. */
  readonly priceImpact: number | undefined
  /** Network fee in the native coin's smallest unit (gas × gas price). */
  readonly networkFee: string
  /** The network fee in US dollars; undefined when the coin's price is unknown. */
  readonly networkFeeUsd: number | undefined
  /** The router's allowance over `from` is below the amount: approve first. */
  readonly needsApproval: boolean
}

export type SwapStep = 'form' | 'approving' | 'swapping'

export interface SwapResult {
  readonly hash: string
  readonly status: 'confirmed' | 'reverted' | 'unconfirmed'
  readonly from: { readonly symbol: string; readonly amount: string }
  readonly to: { readonly symbol: string; readonly amount: string }
  readonly explorerUrl: string | undefined
}

export interface SwapState {
  readonly context: SwapContext
  /** 'Network not supported for Swaps' when the active network cannot swap; the form is then empty. */
  readonly unsupported: string | undefined
  readonly tokensStatus: 'idle' | 'loading' | 'ready' | 'error'
  readonly tokens: ReadonlyArray<SwapToken>
  readonly balances: ReadonlyArray<TokenBalance>
  /** Wei per gas (the 'standard' tier) for the active network, once read. */
  readonly gasPrice: string | undefined
  readonly from: SwapToken | undefined
  readonly to: SwapToken | undefined
  /** The amount of `from` as typed, whole units. */
  readonly amount: string | undefined
  readonly amountError: string | undefined
  readonly quoteStatus: 'idle' | 'loading' | 'ready' | 'error'
  readonly quote: SwapQuote | undefined
  readonly step: SwapStep
  /** The last failure (quote, approval or swap), as shown to the person. */
  readonly error: string | undefined
  /** The last swap the wallet sent, for the success screen. */
  readonly lastSwap: SwapResult | undefined
}

export interface SwapServiceDeps {
  /** The first state (the kernel's, shown until this code loads). */
  readonly initial: SwapState
  readonly api: SwapApi
  readonly scheduler: SchedulerLike
  readonly logger?: LoggerPort
  readonly sendTransaction: (namespace: ChainNamespace, request: TransactionRequest) => Observable<unknown>
  readonly walletRequest: (namespace: ChainNamespace, args: { readonly method: string; readonly params?: unknown }) => Observable<unknown>
  /** The eip155 networks an integrator adds to SPEC §9's swap-supported list. */
  readonly extraNetworks: ReadonlyArray<CaipNetworkId>
  /** Reads the balances again after a swap (the balance service, forced). */
  readonly refreshBalances: () => void
}

export interface SwapServiceInputs {
  readonly context$: Observable<SwapContext>
  readonly balances$: Observable<ReadonlyArray<TokenBalance>>
}
