import { formatUnits, parseUnits, thrownMessages } from '../index'
import type { ConvertToken } from '../codec/convert'
import type { TokenBalance } from '../codec/token'
import { NATIVE_TOKEN_ADDRESS, SWAP_SUPPORTED_CHAIN_IDS } from './constants'
import type { SwapContext, SwapState, SwapToken } from './types'
import * as sendRefusals from '../errors/sendRefusals'

/** SPEC §9: an eip155 network swaps when its chain id is listed, or the integrator added it. */
export function isSwapNetwork(caipNetworkId: string, extra: ReadonlyArray<string>): boolean {
  const [namespace, reference] = caipNetworkId.split(':')
  if (namespace !== 'eip155') return false
  return SWAP_SUPPORTED_CHAIN_IDS.includes(Number(reference)) || extra.includes(caipNetworkId)
}

export const isNativeSwapToken = (address: string): boolean => address.toLowerCase().endsWith(`:${NATIVE_TOKEN_ADDRESS}`)

/** The held row of a token: ERC-20s by CAIP-10 address, the coin as the row without one. */
function heldRow(token: ConvertToken | SwapToken, balances: ReadonlyArray<TokenBalance>): TokenBalance | undefined {
  const wanted = token.address.toLowerCase()
  if (isNativeSwapToken(token.address)) {
    const network = wanted.split(':').slice(0, 2).join(':')
    return balances.find((b) => !b.address && b.chainId.toLowerCase() === network)
  }
  return balances.find((b) => b.address?.toLowerCase() === wanted)
}

/** The convert list with what the account holds of each token (and its price, when the balance says). */
export function withBalances(tokens: ReadonlyArray<ConvertToken | SwapToken>, balances: ReadonlyArray<TokenBalance>): SwapToken[] {
  return tokens.map((token) => {
    const row = heldRow(token, balances)
    return {
      name: token.name,
      symbol: token.symbol,
      address: token.address,
      decimals: token.decimals,
      logoUri: token.logoUri,
      balance: row?.quantity.numeric ?? '0',
      price: row?.price ?? ('price' in token ? token.price : 0),
    }
  })
}

/** The typed amount in smallest units, or undefined when it does not parse as a positive amount. */
export function amountUnits(amount: string | undefined, decimals: number): bigint | undefined {
  if (!amount?.trim()) return undefined
  try {
    const units = parseUnits(amount, decimals)
    return units > 0n ? units : undefined
  } catch {
    return undefined
  }
}

/** Inline amount check against the `from` token: parse, precision, positive, at most the balance. */
export function amountErrorOf(amount: string | undefined, from: SwapToken | undefined): string | undefined {
  const text = amount?.trim()
  if (!text || !from) return undefined
  if (text.startsWith('-')) return sendRefusals.amountNotPositive
  if ((text.split('.')[1]?.length ?? 0) > from.decimals) return sendRefusals.amountTooPrecise(from.decimals)
  const units = amountUnits(text, from.decimals)
  if (units === undefined) return /^\d*\.?\d*$/.test(text) ? sendRefusals.amountNotPositive : thrownMessages.invalidAmount
  return units > (amountUnits(from.balance, from.decimals) ?? 0n) ? sendRefusals.insufficientBalance : undefined
}

/** Everything a quote needs, or undefined while the form is incomplete or wrong. */
export function quoteInputs(state: SwapState): { from: SwapToken; to: SwapToken; units: bigint; user: string } | undefined {
  const { from, to, context } = state
  if (!from || !to || !context.network || !context.address || state.unsupported || state.amountError) return undefined
  const units = amountUnits(state.amount, from.decimals)
  if (units === undefined) return undefined
  return { from, to, units, user: `${context.network.caipNetworkId}:${context.address}` }
}

/** SPEC §5 Max: all of a token; of the coin, all but the gas a swap may burn. */
export function maxAmountOf(from: SwapToken, gasPrice: string | undefined, gas: bigint): string {
  if (!isNativeSwapToken(from.address)) return from.balance
  const held = amountUnits(from.balance, from.decimals) ?? 0n
  // Twice the expected fee: the gas price may rise between the quote and the wallet's send.
  const reserve = gasPrice ? BigInt(gasPrice) * gas * 2n : 0n
  return formatUnits(held > reserve ? held - reserve : 0n, from.decimals)
}

/** Percent of the value lost between the two sides at the tokens' prices; undefined when unknown. */
export function priceImpactOf(fromValue: number, toValue: number): number | undefined {
  if (!(fromValue > 0) || !(toValue > 0)) return undefined
  return Math.max(0, (1 - toValue / fromValue) * 100)
}

/** Whole units as a JS number for dollar values (display only, never for amounts sent). */
export const approximate = (units: bigint, decimals: number): number => Number(formatUnits(units, decimals))

export const sameContext = (a: SwapContext, b: SwapContext): boolean =>
  a.namespace === b.namespace && a.network?.caipNetworkId === b.network?.caipNetworkId && a.address === b.address
