import { getAddress, type Address } from 'viem'
import type { DevnetChain, DevnetContext } from '../context'
import { badRequest } from '../http/problem'

const evmAddress = /^0x[0-9a-fA-F]{40}$/

/** A 0x-prefixed 40-hex address, checksummed; anything else is a 400. */
export function parseAddress(value: string, what = 'address'): Address {
  if (!evmAddress.test(value)) throw badRequest(`Invalid ${what} "${value}": expected 0x followed by 40 hex characters`)
  return getAddress(value)
}

/** A CAIP-2 id (eip155:31337) or a plain chain id, resolved to one of the devnet's chains, else a 400. */
export function parseChain(context: DevnetContext, value: string, what = 'chainId'): DevnetChain {
  const match = /^(?:eip155:)?(\d{1,12})$/.exec(value)
  if (!match) {
    throw badRequest(`Invalid ${what} "${value}": expected a CAIP-2 id such as eip155:${context.chains[0]?.chainId ?? 31337}`)
  }
  const chain = context.chains.find((c) => c.chainId === Number(match[1]))
  if (!chain) {
    const served = context.chains.map((c) => c.caipNetworkId).join(', ')
    throw badRequest(`Unsupported ${what} "${value}": the devnet serves ${served}`)
  }
  return chain
}

/**
 * An account path segment: a plain address, or CAIP-10 (eip155:31337:0x…), which also pins the chain.
 */
export function parseAccount(context: DevnetContext, value: string): { address: Address; chain?: DevnetChain } {
  const parts = value.split(':')
  if (parts.length === 1) return { address: parseAddress(value, 'account') }
  if (parts.length === 3 && parts[0] === 'eip155') {
    return { address: parseAddress(parts[2] ?? '', 'account'), chain: parseChain(context, `eip155:${parts[1] ?? ''}`) }
  }
  throw badRequest(`Invalid account "${value}": expected an address or a CAIP-10 id eip155:{chainId}:{address}`)
}
