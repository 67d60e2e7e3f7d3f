import { erc20Abi, type Address } from 'viem'
import { NATIVE_TOKEN_ADDRESS } from '../../config'
import type { DevnetChain, DevnetContext } from '../../context'
import { badRequest } from '../../http/problem'
import { parseAddress, parseChain } from '../params'
import { findFungible, type KnownFungible } from '../tokens'

/** A token on one devnet chain as the convert rows name it: CAIP-10, the 0xeee… address for ETH. */
export interface SwapSide {
  readonly chain: DevnetChain
  readonly token: KnownFungible
  /** The ERC-20 the router trades: WETH for the native coin. */
  readonly routed: Address
}

/** CAIP-10 `eip155:{chainId}:{address}`; the chain must be a devnet chain, the token one it knows. */
export function parseSwapToken(devnet: DevnetContext, value: string, what: string): SwapSide {
  const parts = value.split(':')
  if (parts.length !== 3 || parts[0] !== 'eip155') throw badRequest(`Invalid ${what} "${value}": expected CAIP-10 eip155:{chainId}:{address}`)
  const chain = parseChain(devnet, `eip155:${parts[1] ?? ''}`, what)
  const token = findFungible(chain, parts[2] ?? '')
  if (!token) throw badRequest(`Unknown ${what} "${value}": the devnet pools trade ETH, DVT, DUSD and DUSDT`)
  return { chain, token, routed: token.address ?? chain.amm.weth }
}

/** A CAIP-10 user address (or a plain one, then on `chain`). */
export function parseUser(devnet: DevnetContext, value: string, what = 'userAddress'): { address: Address; chain?: DevnetChain } {
  const parts = value.split(':')
  if (parts.length === 1) return { address: parseAddress(value, what) }
  if (parts.length === 3 && parts[0] === 'eip155') {
    return { address: parseAddress(parts[2] ?? '', what), chain: parseChain(devnet, `eip155:${parts[1] ?? ''}`, what) }
  }
  throw badRequest(`Invalid ${what} "${value}": expected CAIP-10 eip155:{chainId}:{address}`)
}

export const caip10 = (chain: DevnetChain, address: string): string => `${chain.caipNetworkId}:${address}`
export const tokenCaip10 = (side: SwapSide): string => caip10(side.chain, side.token.address ?? NATIVE_TOKEN_ADDRESS)

export function samePair(from: SwapSide, to: SwapSide): void {
  if (from.chain !== to.chain) throw badRequest('"from" and "to" must be on the same chain')
  if (from.routed === to.routed) throw badRequest('"from" and "to" must be different tokens')
}

/** A positive integer amount in the token's smallest unit. */
export function parseAmount(value: string): bigint {
  if (!/^\d{1,78}$/.test(value) || BigInt(value) === 0n) throw badRequest(`Invalid amount "${value}": expected a positive integer in the smallest unit`)
  return BigInt(value)
}

/**
 * What the router will pay out for `amount` now: its own getAmountsOut over the direct pool, so a
 * quote is exactly what the chain executes at the current reserves.
 */
export async function amountOut(from: SwapSide, to: SwapSide, amount: bigint): Promise<bigint> {
  const { chain } = from
  const amounts = (await chain.publicClient.readContract({
    address: chain.amm.router,
    abi: chain.amm.routerAbi,
    functionName: 'getAmountsOut',
    args: [amount, [from.routed, to.routed]],
  })) as ReadonlyArray<bigint>
  const out = amounts.at(-1)
  if (out === undefined) throw badRequest('The router gave no amount')
  return out
}

/** The router's allowance over the user's token; the native coin needs none. */
export async function allowanceOf(side: SwapSide, user: Address): Promise<bigint | null> {
  if (side.token.address === null) return null
  return side.chain.publicClient.readContract({
    address: side.token.address,
    abi: erc20Abi,
    functionName: 'allowance',
    args: [user, side.chain.amm.router],
  })
}
