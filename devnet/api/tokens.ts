import { getAddress, type Address } from 'viem'
import { NATIVE_CURRENCY, NATIVE_TOKEN_ADDRESS } from '../config'
import type { DevnetChain, DevnetContext } from '../context'

/** A fungible the API knows on one chain: the native coin (address null) or a deployed ERC-20. */
export interface KnownFungible {
  readonly chain: DevnetChain
  readonly address: Address | null
  readonly name: string
  readonly symbol: string
  readonly decimals: number
}

export function knownFungibles(chain: DevnetChain): KnownFungible[] {
  return [
    { chain, address: null, ...NATIVE_CURRENCY },
    ...Object.values(chain.contracts.fungibles).map((token) => ({
      chain,
      address: getAddress(token.address),
      name: token.name,
      symbol: token.symbol,
      decimals: token.decimals,
    })),
  ]
}

/** The token by address on a chain; the 0xeee… native address names the coin. */
export function findFungible(chain: DevnetChain, address: string): KnownFungible | undefined {
  const wanted = address.toLowerCase()
  return knownFungibles(chain).find((token) =>
    token.address === null ? wanted === NATIVE_TOKEN_ADDRESS : token.address.toLowerCase() === wanted,
  )
}

/** Token icons come from the catalogue's image endpoint, so the demo shows them offline. */
export const tokenIconUrl = (context: DevnetContext, symbol: string): string =>
  `${context.urls.catalogue}/public/getTokenImage/${encodeURIComponent(symbol)}`

export const nftImageUrl = (context: DevnetContext, chain: DevnetChain, tokenId: string): string =>
  `${context.urls.catalogue}/public/getAssetImage/nft-${chain.chainId}-${tokenId}`
