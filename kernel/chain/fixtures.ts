import type { CaipNetworkId, ChainNamespace } from '../codec/primitives'
import type { Network } from '../codec/network'

// Test fixtures shared by the chain, connection and pairing tests: small networks of several
// namespaces, independent of the built-in network list.

function network(namespace: ChainNamespace, id: number | string, name: string, symbol: string): Network {
  return {
    id,
    caipNetworkId: `${namespace}:${id}` as CaipNetworkId,
    name,
    chainNamespace: namespace,
    nativeCurrency: { name, symbol, decimals: namespace === 'eip155' ? 18 : 9 },
    rpcUrls: { default: { http: [`http://127.0.0.1/${namespace}/${id}`] } },
    blockExplorers: { default: { name: `${name} explorer`, url: `https://explorer.test/${id}/` } },
  }
}

export const ethereum = network('eip155', 1, 'Ethereum', 'ETH')
export const polygon = network('eip155', 137, 'Polygon', 'POL')
/** Configured in tests, but the mock wallet can be told it does not know it (4902). */
export const base = network('eip155', 8453, 'Base', 'ETH')
/** Never configured. */
export const sepolia = network('eip155', 11155111, 'Sepolia', 'ETH')
export const solanaMainnet = network('solana', '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', 'Solana', 'SOL')
export const bitcoinMainnet = network('bip122', '000000000019d6689c085ae165831e93', 'Bitcoin', 'BTC')
