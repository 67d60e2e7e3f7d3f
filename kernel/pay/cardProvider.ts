import * as t from 'io-ts'
import { map, type Observable } from 'rxjs'
import type { HttpClient } from '../http/createHttpClient'
import type { Payment } from './types'

/** SPEC §9 pay chains of the card provider, by the EVM chain id each names. */
const CARD_CHAINS: ReadonlyArray<readonly [name: string, chainId: number]> = [
  ['ethereum', 1],
  ['arbitrum', 42161],
  ['polygon', 137],
  ['berachain', 80094],
  ['avalanche-c-chain', 43114],
  ['optimism', 10],
  ['celo', 42220],
  ['base', 8453],
]

/** SPEC §9: a network the card provider does not list is paid on its fallback, ethereum. */
export const CARD_FALLBACK_CHAIN = 'ethereum'

/** The card provider's name for the payment's network. */
export function cardChainOf(chainId: string | number): string {
  return CARD_CHAINS.find(([, id]) => String(id) === String(chainId))?.[0] ?? CARD_FALLBACK_CHAIN
}

/** The card provider the modal offers; the devnet serves it as its card onramp's site. */
export const CARD_PROVIDER = { id: 'devnet-card', name: 'Devnet Card' } as const

/** While the card provider's page is open, the payment's status is read this often. */
export const CARD_POLL_MS = 2_000

const CardSession = /* @__PURE__ */ t.type({ id: t.string, url: t.string }, 'PayCardSession')
const CardStatus = /* @__PURE__ */ t.union(
  [
    /* @__PURE__ */ t.type({ status: /* @__PURE__ */ t.literal('pending') }),
    /* @__PURE__ */ t.type({ status: /* @__PURE__ */ t.literal('paid'), hash: t.string }),
  ],
  'PayCardStatus',
)
export type CardStatus = t.TypeOf<typeof CardStatus>

export interface CardApi {
  /** The card provider's page for this payment (its chain from SPEC §9's list), and the session to follow. */
  open(payment: Payment): Observable<{ readonly id: string; readonly url: string }>
  /** The session's status: pending until the provider has delivered the payment on chain. */
  status(id: string): Observable<CardStatus>
}

/** The card provider's rows on the blockchain API: POST /v1/pay/card and GET /v1/pay/card/{id}. */
export function createCardApi(http: HttpClient): CardApi {
  return {
    open: (payment) =>
      http
        .post('/v1/pay/card', CardSession, {
          provider: CARD_PROVIDER.id,
          chain: cardChainOf(payment.network.id),
          network: payment.network.caipNetworkId,
          recipient: payment.recipient,
          asset: payment.asset.kind === 'native' ? 'native' : payment.asset.address,
          symbol: payment.asset.symbol,
          amount: payment.amount,
        })
        .pipe(map(({ id, url }) => ({ id, url }))),
    status: (id) => http.get(`/v1/pay/card/${encodeURIComponent(id)}`, CardStatus),
  }
}
