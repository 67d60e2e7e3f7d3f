import type { ChainNamespace } from '../codec/primitives'

/**
 * SPEC §9 "Native token address": the values are not given; these are the conventional ones the
 * blockchain API uses for a chain's own coin (EVM 0xeee… and Solana's native mint).
 */
export const NATIVE_TOKEN_ADDRESSES: Readonly<Partial<Record<ChainNamespace, string>>> = {
  eip155: '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee',
  solana: 'So11111111111111111111111111111111111111111',
}

/** True for a balance row of the network's own coin: no token address, or the namespace's native address. */
export function isNativeTokenAddress(namespace: ChainNamespace, address: string | undefined): boolean {
  if (!address) return true
  const plain = address.split(':').pop() ?? ''
  const native = NATIVE_TOKEN_ADDRESSES[namespace]
  return native !== undefined && (namespace === 'eip155' ? plain.toLowerCase() === native : plain === native)
}
