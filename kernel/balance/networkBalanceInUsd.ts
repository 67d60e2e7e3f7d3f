import type { CaipNetworkId } from '../codec/primitives'
import { parseCaipNetworkId } from '../codec/primitives'
import type { ChainNamespace } from '../codec/primitives'
import { decimalToString, multiplyDecimal, parseDecimal } from '../format/decimal'
import type { TokenBalance } from '../codec/token'
import { isNativeTokenAddress } from './nativeToken'

/**
 * SPEC §9: network balance in USD is the numeric quantity times the price of the active network's
 * native token, or '0' if absent. Exact decimal text (no float error), e.g. '3000.6'.
 */
export function networkBalanceInUsd(
  balances: ReadonlyArray<TokenBalance>,
  caipNetworkId: CaipNetworkId | undefined,
): string {
  if (!caipNetworkId) return '0'
  const namespace = parseCaipNetworkId(caipNetworkId).namespace as ChainNamespace
  const native = balances.find((b) => b.chainId === caipNetworkId && isNativeTokenAddress(namespace, b.address))
  if (!native) return '0'
  const quantity = parseDecimal(native.quantity.numeric)
  const price = parseDecimal(native.price)
  return quantity && price ? decimalToString(multiplyDecimal(quantity, price)) : '0'
}
