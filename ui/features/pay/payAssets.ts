import { decimalToString, multiplyDecimal, parseDecimal } from '../../../kernel'
import { isNativeTokenAddress } from '../../../kernel/balance/nativeToken'
import type { TokenBalance } from '../../../kernel/codec/token'
import type { Payment } from '../../../kernel/pay/types'

/** What the account's balance list says of a coin: its icon and its price (SPEC §3 token balance). */
export type Listed = Pick<TokenBalance, 'iconUrl' | 'price'>

const plain = (caip: string | undefined) => caip?.split(':').pop()?.toLowerCase()

/**
 * The balance row of the payment's asset on the payment's network, and of that network's own coin (the
 * fee is paid in it). Either is absent when the list does not hold it: no wallet, or one on another network.
 */
export function listedForPayment(tokens: ReadonlyArray<TokenBalance>, payment: Payment): { readonly asset?: Listed; readonly coin?: Listed } {
  const { caipNetworkId, chainNamespace } = payment.network
  const here = tokens.filter((token) => token.chainId === caipNetworkId)
  const coin = here.find((token) => isNativeTokenAddress(chainNamespace, token.address))
  const { asset: wanted } = payment
  const asset = wanted.kind === 'native' ? coin : here.find((token) => plain(token.address) === wanted.address.toLowerCase())
  return { ...(asset ? { asset } : {}), ...(coin ? { coin } : {}) }
}

/** A whole-unit amount's worth in US dollars (exact decimal text), or undefined without a price. */
export function usdWorth(amount: string, listed: Listed | undefined): string | undefined {
  if (!listed || !(listed.price > 0)) return undefined
  const quantity = parseDecimal(amount)
  const price = parseDecimal(listed.price)
  return quantity && price ? decimalToString(multiplyDecimal(quantity, price)) : undefined
}
